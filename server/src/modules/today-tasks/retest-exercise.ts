import { createHash } from 'node:crypto'
import { LANGS, type Lang } from '@contract/common'
import { check, similarQuestion, workedSolution } from '../tutor'

/**
 * How many seeds the generator is asked before the re-test falls back to a self-graded one, or to
 * an exercise seen before. Each is asked only when the ones before gave nothing new, so this
 * costs only where the numbers run short: with 8, one re-test in 120 of a linear equation
 * (3x + 5 = 20, 2x − 7 = 9, six re-tests each, 300 mistakes) repeated an earlier exercise;
 * with 16 one in 1 800, with 32 none.
 */
const SEEDS = 32

/** A checked re-test's exercise: the plain question the checker reads, and its confirmed answer. */
export interface CheckedExercise {
  question: string
  answer: string
  /** what made it: the mistake's question and the seed, to restate it in another language */
  original: string
  seed: number
}

/**
 * The exercise for one re-test of `original`: the tutor's similar-example generator (same method,
 * other numbers, never the original) whose answer the checker verifies, as whole as the original's
 * when one of the seeds gives that (x² − 1 = 0 has whole roots: x² − 4 = 0 beats x² − 2 = 0).
 * The seed comes from the mistake and its stage, so the exercise stays the same while the re-test is open
 * (between fetching it and answering it, whatever the app's language) and changes at the next one;
 * `avoid` (the exercises of its earlier re-tests) keeps a different seed from landing on one seen before.
 * null: the engine does not read the question; the re-test is then self-graded.
 */
export function checkedExercise(original: string, mistakeId: string, stage: number, avoid: readonly string[] = []): CheckedExercise | null {
  const base = seedOf(`${mistakeId}|${stage}`)
  // Oldest first: a repeat, when the generator has nothing new, is the one seen longest ago.
  const shownBefore = avoid.map(squash)
  // Reading does not depend on the language, but a question only one language's reader knows still counts.
  for (const lang of ['en', ...LANGS.filter((l) => l !== 'en')] as Lang[]) {
    const truth = workedSolution(original, lang)
    if (!truth) continue
    const ranked: { found: CheckedExercise; rank: number }[] = []
    for (let i = 0; i < SEEDS; i++) {
      const seed = (base + i) >>> 0
      const v = similarQuestion(original, { lang, seed })
      if (!v || same(v.question, original) || check(v.question, v.answer, 'en').status !== 'verified') continue
      // Best: new to the student and as whole as the original; a repeat of an earlier re-test only
      // when nothing else is found, and then the one seen longest ago.
      const seen = shownBefore.lastIndexOf(squash(v.question))
      const rank = (seen < 0 ? 0 : 2 * (seen + 1)) + (!whole(truth.answer) || whole(v.answer) ? 0 : 1)
      if (rank === 0) return { question: v.question, answer: v.answer, original, seed }
      ranked.push({ found: { question: v.question, answer: v.answer, original, seed }, rank })
    }
    return ranked.sort((a, b) => a.rank - b.rank)[0]?.found ?? null
  }
  return null
}

/** The exercise restated in the student's language and its worked solution there. */
export function inLanguage(exercise: CheckedExercise, lang: Lang): { markdown: string | null; solution: string | null } {
  const worked = workedSolution(exercise.question, lang)
  const restated = similarQuestion(exercise.original, { lang, seed: exercise.seed })
  return { markdown: restated?.question === exercise.question ? restated.markdown : null, solution: worked?.markdown ?? null }
}

/** Whole-number answers: no roots, fractions, decimals, π or logarithms in them. */
export function whole(answer: string): boolean {
  return /\d/.test(answer) && !/sqrt|√|\/|\d\.\d|pi|π|log|ln|\be\b|\^|i\b/.test(answer)
}

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase()
const same = (a: string, b: string) => squash(a) === squash(b)

function seedOf(s: string): number {
  return createHash('sha256').update(s).digest().readUInt32BE(0)
}
