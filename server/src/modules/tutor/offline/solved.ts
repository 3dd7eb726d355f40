import type { Expr } from './expr'
import type { Hint, Step } from './steps'
import type { FinalAnswer, MathKind } from './types'

/** How the problem is restated at the top of a reply. */
type Restated = 'compute' | 'solve' | 'simplify' | 'solveSystem'
export type Statement =
  | { [K in Restated]: { k: K; math: string } }[Restated]
  | { k: 'derive'; math: string; v: string }
  | { k: 'percentOf'; percent: string; base: string }
  | { k: 'whatPercent'; part: string; whole: string }

/** What a correct final answer must equal, for the verifier. */
export type Expected =
  | { type: 'number'; value: number; percent?: boolean }
  | { type: 'roots'; variable: string; values: number[] | 'none' | 'all' }
  | { type: 'system'; variables: string[]; values: number[] | 'none' | 'many' }
  | { type: 'expression'; expr: Expr; variables: string[] }

/** A solved problem, language-neutral: render.ts words it for a language, tone and help level. */
export interface Solved {
  kind: MathKind
  statement: Statement
  steps: Step[]
  hint: Hint
  final: FinalAnswer
  /** shown after the final answer, e.g. \approx 0.9167 */
  answerNote?: string
  /** an answer that is a sentence rather than a value (no real roots) */
  answerWords?: 'noRealRoots' | 'noSolution' | 'allReal' | 'infinitelyMany'
  /** substitution checks, shown unless the tone is concise */
  check: Step[]
  /** extras for the curious (complex roots, excluded values) */
  notes: Step[]
  expected: Expected
}
