import type { Expr } from './expr'
import type { Fraction } from './fractions'

export type HelpLevel = 'hint' | 'example' | 'solution'
export type MathKind =
  | 'arithmetic' | 'fraction' | 'percentage' | 'linear' | 'quadratic' | 'system' | 'simplify' | 'derivative'
  | 'absolute' | 'inequality' | 'proportion' | 'evaluate' | 'radical' | 'logarithm' | 'exponential' | 'line' | 'trigonometry' | 'factor' | 'radicalEquation'
export type Difficulty = 'easy' | 'medium' | 'hard'

export interface FinalAnswer {
  /** for display, in the reply's notation (12{,}5 in French and Spanish), e.g. x_1 = 2, \quad x_2 = 3 */
  latex: string
  /** plain and language-neutral, e.g. "x = 2, x = 3", "11/12", "x ∈ ∅" */
  text: string
}

export interface OfflineAnswer {
  kind: MathKind
  markdown: string
  /** The answer revealed by this reply: null at the hint and example levels, which never reveal it. */
  final: FinalAnswer | null
  /** The independent checker confirmed the answer against the question, or could not read it. */
  verdict: 'verified' | 'unchecked'
}

export interface Equation {
  lhs: Expr
  rhs: Expr
}

export type RelOp = '<' | '>' | '≤' | '≥'

/** One side compared with another: 2x + 3 < 7. */
export interface Relation {
  lhs: Expr
  op: RelOp
  rhs: Expr
}

/** What else the question asks of an equation's solutions. */
export interface Goal {
  /** keep only the solutions that satisfy these (x < 0, x ≠ 0) */
  conditions: { op: RelOp | '≠'; value: Fraction }[]
  pick?: 'larger' | 'smaller'
  /** a second step: the value of this expression at the solution (solve …, then find x³) */
  then?: Expr
}

/** A question the engine understood, before solving. */
export type Problem =
  | { type: 'evaluate'; expr: Expr }
  | { type: 'percentOf'; percent: Fraction; base: Fraction }
  | { type: 'whatPercent'; part: Fraction; whole: Fraction }
  | { type: 'percentChange'; from: Fraction; to: Fraction }
  | { type: 'percentAdjust'; base: Fraction; percent: Fraction; up: boolean }
  | { type: 'equation'; eq: Equation; variable: string; goal?: Goal; ratio?: boolean }
  | { type: 'inequality'; relations: Relation[]; variable: string }
  | { type: 'system'; equations: Equation[]; variables: string[] }
  | { type: 'simplify'; expr: Expr; mode?: 'expand' | 'factor' }
  | { type: 'derivative'; expr: Expr; variable: string; name: 'y' | 'f' }
  | { type: 'derivativeAt'; expr: Expr; variable: string; at: Fraction; name: string }
  /** label: the function it is a value of, f(4) = … (else the expression's value at v = …) */
  | { type: 'evaluateAt'; expr: Expr; variable: string; at: Fraction; label?: string }
  | { type: 'line'; ask: 'slope' | 'yIntercept' | 'xIntercept'; eq?: Equation; points?: [[Fraction, Fraction], [Fraction, Fraction]] }
  | { type: 'trig'; fn: 'sin' | 'cos' | 'tan'; degrees: Fraction; radians: boolean }
  /** the two square roots of n (Chinese 平方根 means both) */
  | { type: 'squareRoots'; n: Fraction }
