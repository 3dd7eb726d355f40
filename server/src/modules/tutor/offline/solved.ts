import type { Fraction } from './fractions'
import type { Expr } from './expr'
import type { Hint, Step } from './steps'
import type { FinalAnswer, MathKind } from './types'

/** How the problem is restated at the top of a reply: it must say everything that was asked. */
type Restated = 'compute' | 'solve' | 'simplify' | 'solveSystem' | 'solveIneq' | 'factor' | 'expand' | 'exactValue'
export type Statement = (
  | { [K in Restated]: { k: K; math: string } }[Restated]
  | { k: 'derive'; math: string; v: string }
  | { k: 'deriveAt'; math: string; call: string }
  | { k: 'evaluateAt'; math: string; at: string }
  | { k: 'functionValue'; def: string; call: string; at?: string }
  | { k: 'percentOf'; percent: string; base: string }
  | { k: 'whatPercent'; part: string; whole: string }
  | { k: 'percentChange'; from: string; to: string }
  | { k: 'percentAdjust'; base: string; percent: string; up: boolean }
  | { k: 'line'; ask: 'slope' | 'yIntercept' | 'xIntercept'; line: string }
  | { k: 'lineThrough'; a: string; b: string }
  | { k: 'squareRoots'; n: string }
) & { goal?: GoalText }

/** The rest of the question, restated: "with x < 0", "the larger root", "then x³". */
export interface GoalText {
  conditions?: string[]
  pick?: 'larger' | 'smaller'
  then?: string
}

export interface Interval {
  /** -Infinity / Infinity for an unbounded side */
  lo: number
  hi: number
  loIn: boolean
  hiIn: boolean
}

/** What a correct final answer must equal. */
export type Expected =
  | { type: 'number'; value: number; percent?: boolean }
  | { type: 'values'; values: number[] }
  | { type: 'roots'; variable: string; values: number[] | 'none' | 'all' }
  | { type: 'set'; variable: string; intervals: Interval[] }
  | { type: 'system'; variables: string[]; values: number[] | 'none' | 'many' }
  | { type: 'expression'; expr: Expr; variables: string[] }

/** A real solution, exactly: as LaTeX, as plain text, and its value (q when rational). */
export interface Root {
  x: number
  tex: string
  text: string
  q?: Fraction
  /** for second steps with surds: the exact value as an expression */
  expr?: Expr
}

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
  /** an equation's real solutions, exactly, in increasing order */
  roots?: Root[]
}
