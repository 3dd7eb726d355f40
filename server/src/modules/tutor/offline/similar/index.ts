import type { Lang } from '@contract/common'
import { readClaim } from '../../answer/claim'
import { checkAnswer } from '../../check'
import { solveQuestion } from '../pipeline'
import { readQuestion } from '../read'
import { statement } from '../render'
import { PHRASES } from '../phrases'
import { solve } from '../solve'
import type { Solved } from '../solved'
import type { Problem } from '../types'
import { questionText } from './question-text'
import { numbersOf, random, synthesise, variant } from './variants'

/**
 * Similar exercises: the same method, other numbers. Used by the "similar example" rung of the
 * ladder, and public for re-tests (a variant a student solves, graded by the checker).
 * Deterministic (the seed comes from the question), and never wrong: a candidate counts only when
 * its own question text reads back to the same kind of problem and the independent checker
 * confirms its answer.
 */
export { numbersOf } from './variants'
export { questionText } from './question-text'

export function similarExample(p: Problem, original: Solved, seed: number): { problem: Problem; solved: Solved } | null {
  const rnd = random(seed)
  const signature = shape(original)
  const before = numbersOf(p)
  // The student's own answer must not appear in the example, as its answer or among its numbers.
  const answer = original.expected.type === 'number' ? original.expected.value : null
  const fits = (candidate: Problem | null, solved: Solved | null, sameShape: boolean): solved is Solved =>
    !!candidate && !!solved && solved.kind === original.kind && sameShape && numbersOf(candidate) !== before && nice(solved, original) &&
    (solved.final.text !== original.final.text || !!solved.answerWords) && !(answer !== null && mentions(numbersOf(candidate), answer)) && checked(candidate, solved)
  for (let attempt = 0; attempt < 40; attempt++) {
    const candidate = variant(p, rnd, attempt)
    const solved = candidate && solve(candidate)
    if (fits(candidate, solved, !!solved && shape(solved) === signature)) return { problem: candidate!, solved }
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    const fallback = synthesise(p, original, rnd)
    const solved = fallback && solve(fallback)
    // Built from scratch, so the method must still match (a quadratic is searched for, not assumed).
    if (fits(fallback, solved, !!solved && (solved.kind !== 'quadratic' || shape(solved) === signature))) return { problem: fallback!, solved }
  }
  return null
}

/**
 * Whether a problem's numbers (numbersOf) hold x, up to sign: exact fractions ("6/1"), mathjs
 * Fractions ({n, d} as strings) or plain numbers.
 */
function mentions(numbers: string, x: number): boolean {
  const target = Math.abs(x)
  let found = false
  JSON.parse(numbers, (_key, v: unknown) => {
    let value: number | null = null
    if (typeof v === 'number') value = v
    else if (typeof v === 'string' && /^-?\d+\/\d+$/.test(v)) value = Number(v.split('/')[0]) / Number(v.split('/')[1])
    else if (v && typeof v === 'object' && 'n' in v && 'd' in v) value = Number((v as { n: unknown }).n) / Number((v as { d: unknown }).d)
    if (value !== null && Math.abs(Math.abs(value) - target) < 1e-12) found = true
    return v
  })
  return found
}

/** The candidate's own question, read again by the reader and by the checker, agrees with its answer. */
function checked(problem: Problem, solved: Solved): boolean {
  const text = questionText(problem)
  if (!text) return false
  const again = readQuestion(text, 'en')
  const claim = readClaim(solved.final.text)
  return again?.type === problem.type && !!claim && checkAnswer(text, claim, 'en').status !== 'failed'
}

export interface SimilarQuestion {
  /** the question as plain text: the engine and the checker read it (grade an answer with checkAnswer) */
  question: string
  /** the same question restated in the student's language (Markdown with LaTeX) */
  markdown: string
  /** the answer, plain and language-neutral */
  answer: string
}

/** A new exercise like `question` for a student to solve (re-tests), or null when none can be made. */
export function similarQuestion(question: string, lang: Lang, seed: number): SimilarQuestion | null {
  const read = solveQuestion(question, lang)
  const found = read && similarExample(read.problem, read.solved, seed)
  const text = found && questionText(found.problem)
  return found && text ? { question: text, markdown: statement(PHRASES[lang], found.solved.statement), answer: found.solved.final.text } : null
}

/** Steps that come and go with the numbers (no division when the coefficient is 1), not the method. */
const INCIDENTAL = new Set(['standardForm', 'clearDenominators', 'divideCommon', 'expand', 'systemStandard', 'combine', 'divideBoth', 'reduce'])

/**
 * The method used, so a factorable quadratic gets a factorable example, Δ < 0 gets Δ < 0 and the
 * same operations come in the same order. Only categorical details count, never the numbers.
 */
const shape = (s: Solved) =>
  s.steps
    .filter((st) => !INCIDENTAL.has(st.k))
    .map((st) => {
      const p = st.p as Record<string, unknown>
      const op = st.k === 'evaluate' ? p.op : undefined // elimination ops name equations: not categorical
      return [st.k, op, p.identity, p.perfect, p.rule, p.negative].filter((x) => typeof x === 'string' || typeof x === 'boolean').join(':')
    })
    .join(',') + `|${s.answerWords ?? ''}`

/** Whole-number answers make the best examples where the question had them; 0 makes a dull one. */
function nice(s: Solved, original: Solved): boolean {
  const [e, o] = [s.expected, original.expected]
  const whole = (x: number) => Number.isInteger(x) && Math.abs(x) < 1e6
  if (e.type === 'number' && o.type === 'number') return !whole(o.value) || whole(e.value)
  if (e.type === 'roots' && Array.isArray(e.values) && s.kind === 'linear') return e.values.every((x) => whole(x) && x !== 0)
  if (e.type === 'system' && o.type === 'system') return Array.isArray(e.values) === Array.isArray(o.values) && (!Array.isArray(e.values) || e.values.every(whole))
  return true
}

