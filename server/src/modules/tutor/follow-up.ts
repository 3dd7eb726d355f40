import type { Lang } from '@contract/common'
import { readClaim, type Claim } from './answer/claim'
import { checkAnswer, readTask, sameSolutions } from './check'
import { solveQuestion } from './offline'

/**
 * What a student's follow-up is — a question about the solution, an attempt, or something else —
 * and, for an attempt, how it measures against the question (judged by the independent checker,
 * so "x = 4 or x = -5", "x=4, -5", "4 和 -5" and "x vaut 4 ou -5" are all the full solution set).
 */
export type FollowUp = 'question' | 'attempt' | 'other'

export type Judgement =
  | 'correct'
  /** some of the solutions and nothing wrong: "x = 4" when x = -5 is one too */
  | 'partial'
  /** an equation of the working with the same solutions: a right step */
  | 'step'
  | 'wrong'
  /** nothing we can judge */
  | 'unknown'

/** why/how/what does… in the five languages: a question about the method, whatever numbers it holds. */
const ASKING =
  /^\s*(?:why|how come|how do|how does|how can|how did|what does|what is the reason|what's the reason|i don'?t (?:get|understand)|can you explain|explain|pourquoi|comment|que veut dire|qu'est-ce que|je ne comprends pas|je comprends pas|explique|por ?qu[eé]|c[oó]mo|qu[eé] significa|no entiendo|expl[ií]ca)\b|为什么|為什麼|为何|為何|怎么|怎麼|怎样|怎樣|什么意思|什麼意思|不懂|不明白|不理解|解释|解釋/i

export function classifyFollowUp(text: string, lang: Lang): FollowUp {
  const t = text.trim()
  if (!t) return 'other'
  if (ASKING.test(t)) return 'question'
  if (readClaim(t, lang)) return 'attempt'
  return /[?？]\s*$/.test(t) ? 'question' : 'other'
}

export function judgeAttempt(question: string, attempt: string, lang: Lang): Judgement {
  const claim = readClaim(attempt, lang)
  if (!claim) return 'unknown'
  if (claim.k === 'equation') {
    const same = sameSolutions(question, claim, lang)
    return same === null ? 'unknown' : same ? 'step' : 'wrong'
  }
  const result = checkAnswer(question, claim, lang)
  if (result.status === 'verified') return 'correct'
  if (result.status === 'failed') return partOfSolutions(question, claim, lang) ? 'partial' : 'wrong'
  return byOwnSolution(question, claim, lang)
}

/** Each value is a solution, but some are missing. */
function partOfSolutions(question: string, claim: Claim, lang: Lang): boolean {
  const task = readTask(question, lang)
  if (!task || task.k !== 'solve' || claim.k !== 'values' || claim.values.length === 0) return false
  return claim.values.every((n) => checkAnswer(question, { k: 'values', v: claim.v, values: [n], units: claim.units }, lang).status === 'verified' || isOneOf(question, n.x, lang))
}

function isOneOf(question: string, x: number, lang: Lang): boolean {
  const read = solveQuestion(question, lang)
  const e = read?.solved.expected
  return !!e && e.type === 'roots' && Array.isArray(e.values) && e.values.some((r) => Math.abs(r - x) <= 1e-9 * Math.max(1, Math.abs(r)))
}

/**
 * When the checker cannot read the question, the engine's own solution judges the attempt: it is
 * the one the hints were built from.
 */
function byOwnSolution(question: string, claim: Claim, lang: Lang): Judgement {
  const read = solveQuestion(question, lang)
  if (!read || claim.k !== 'values') return 'unknown'
  const e = read.solved.expected
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
  const xs = claim.values.map((n) => n.x)
  const want = e.type === 'number' ? [e.percent ? e.value / 100 : e.value] : e.type === 'values' ? e.values : e.type === 'roots' && Array.isArray(e.values) ? e.values : null
  if (!want) return 'unknown'
  const alt = e.type === 'number' && e.percent ? [e.value] : []
  const all = xs.every((x) => [...want, ...alt].some((w) => near(x, w))) && want.every((w) => xs.some((x) => near(x, w) || alt.some((a) => near(x, a))))
  if (all) return 'correct'
  return xs.every((x) => want.some((w) => near(x, w))) ? 'partial' : 'wrong'
}
