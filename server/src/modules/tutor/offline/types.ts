import type { Expr } from './expr'
import type { Fraction } from './fractions'

export type HelpLevel = 'hint' | 'example' | 'solution'
export type MathKind = 'arithmetic' | 'fraction' | 'percentage' | 'linear' | 'quadratic' | 'system' | 'simplify' | 'derivative'
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
}

export interface Equation {
  lhs: Expr
  rhs: Expr
}

/** A question the engine understood, before solving. */
export type Problem =
  | { type: 'evaluate'; expr: Expr }
  | { type: 'percentOf'; percent: Fraction; base: Fraction }
  | { type: 'whatPercent'; part: Fraction; whole: Fraction }
  | { type: 'equation'; eq: Equation; variable: string }
  | { type: 'system'; equations: Equation[]; variables: string[] }
  | { type: 'simplify'; expr: Expr }
  | { type: 'derivative'; expr: Expr; variable: string; name: 'y' | 'f' }
