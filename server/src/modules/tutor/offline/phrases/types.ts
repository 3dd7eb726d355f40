import type { Statement } from '../solved'
import type { ArithOp, DerivRule, ExpandIdentity, HintSpec, StepSpec } from '../steps'

export type ToneId = 1 | 2 | 3 | 4
export type AnswerWords = 'noRealRoots' | 'noSolution' | 'allReal' | 'infinitelyMany'

/** Everything the engine says, for one language. Maths arrives as LaTeX; phrases wrap it in $…$. */
export interface Phrases {
  statement: { [K in Statement['k']]: (s: Extract<Statement, { k: K }>) => string }
  steps: { [K in keyof StepSpec]: (p: StepSpec[K]) => string }
  hints: { [K in keyof HintSpec]: (p: HintSpec[K]) => string }
  ops: Record<ArithOp, string>
  identities: Record<ExpandIdentity, string>
  rules: Record<DerivRule, string>
  /** step(n) carries its own punctuation ("Step 1.", "第 1 步"); colon follows the other labels */
  label: { step: (n: number) => string; hint: string; answer: string; note: string; example: string; yourTurn: string }
  colon: string
  answerWords: Record<AnswerWords, string>
  /** after a hint: the student tries, and can climb the ladder */
  tryFirst: string
  /** after a worked example: back to the student's own question */
  yourTurn: (statement: string) => string
  tone: { open: Record<ToneId, string[]>; close: Record<ToneId, string[]> }
}
