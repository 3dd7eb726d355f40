/**
 * Language-neutral explanations. Solvers describe each step and hint with a key and LaTeX params;
 * the phrase books (phrases/*.ts) word them in each language, so maths is computed once.
 */
export type ArithOp = 'power' | 'root' | 'abs' | 'multiply' | 'divide' | 'mulDiv' | 'add' | 'subtract' | 'addSub' | 'percent' | 'constant'
export type ExpandIdentity = 'square' | 'diffSquares' | 'distribute' | 'product' | 'power'
export type DerivRule = 'constant' | 'power' | 'constantMultiple' | 'sum' | 'product' | 'quotient' | 'chain' | 'exp' | 'ln' | 'trig' | 'sqrt' | 'linear'

export interface StepSpec {
  evaluate: { op: ArithOp; inBrackets: boolean }
  commonDenominator: { lcd: string }
  reduce: { by: string }
  reciprocal: Record<string, never>
  percentMeaning: { percent: string }
  multiplyBase: { base: string }
  ratio: { part: string; whole: string }
  toPercent: Record<string, never>
  expand: Record<string, never>
  clearDenominators: { lcd: string }
  moveConstant: { term: string; op: 'add' | 'subtract' }
  collectTerms: { v: string }
  divideBoth: { coef: string; v: string }
  identity: Record<string, never>
  contradiction: Record<string, never>
  standardForm: Record<string, never>
  divideCommon: { k: string }
  factorOutX: { v: string }
  isolateSquare: { v: string }
  squareRoot: { v: string }
  negativeSquare: { v: string }
  factorTrinomial: { perfect: boolean }
  zeroProduct: Record<string, never>
  discriminant: Record<string, never>
  formula: Record<string, never>
  doubleRoot: Record<string, never>
  noRealRoots: Record<string, never>
  complexRoots: Record<string, never>
  systemStandard: { fractions: boolean; changed: boolean }
  eliminate: { v: string; op: string; label: string }
  solveOne: { v: string }
  backSubstitute: { known: string; v: string }
  dependent: Record<string, never>
  inconsistent: Record<string, never>
  expandTerm: { identity: ExpandIdentity; negative: boolean }
  collectLike: Record<string, never>
  alreadySimple: Record<string, never>
  combineFractions: Record<string, never>
  cancelFactor: { factor: string }
  casSimplify: Record<string, never>
  sumRule: Record<string, never>
  termRule: { rule: DerivRule }
  productRule: Record<string, never>
  quotientRule: Record<string, never>
  chainRule: { inner: string }
  combine: Record<string, never>
  check: Record<string, never>
}

export interface HintSpec {
  arithmeticOrder: { part: string; op: ArithOp }
  commonDenominator: { a: string; b: string }
  reduceFraction: { frac: string }
  percentOf: { percent: string; base: string }
  whatPercent: { part: string; whole: string }
  /** signed: the constant as it stands (-5); term: what to add or subtract (5) */
  undoConstant: { signed: string; term: string; op: 'add' | 'subtract'; v: string }
  collectX: { term: string; op: 'add' | 'subtract'; v: string }
  expandFirst: { part: string }
  clearFractions: { lcd: string }
  divideBy: { coef: string; v: string }
  factorOutX: { v: string }
  squareRootMethod: { v: string }
  factorPair: { product: string; sum: string }
  discriminant: { a: string; b: string; c: string }
  eliminate: { v: string; op: string }
  expandIdentity: { part: string; identity: ExpandIdentity }
  collectLike: Record<string, never>
  cancel: Record<string, never>
  casSimplify: Record<string, never>
  sumRule: { first: string }
  productRule: { u: string; v: string }
  quotientRule: { u: string; v: string }
  chainRule: { inner: string }
  basicRule: { rule: DerivRule; part: string }
}

type Keyed<S> = { [K in keyof S]: { k: K; p: S[K] } }[keyof S]

/** One step: what to say, and the display maths that goes with it (one $$ block per line). */
export type Step = Keyed<StepSpec> & { math: string[] }
export type Hint = Keyed<HintSpec>

export const step = <K extends keyof StepSpec>(k: K, p: StepSpec[K], ...math: string[]): Step => ({ k, p, math }) as Step
export const hint = <K extends keyof HintSpec>(k: K, p: HintSpec[K]): Hint => ({ k, p }) as Hint

/** The formula of each differentiation rule: the same in every language. */
export const RULE_FORMULA: Record<DerivRule, string> = {
  constant: "c' = 0",
  power: "(x^n)' = nx^{n-1}",
  constantMultiple: "(cf)' = cf'",
  sum: "(f + g)' = f' + g'",
  product: "(uv)' = u'v + uv'",
  quotient: "\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}",
  chain: "(f(u))' = f'(u) \\cdot u'",
  exp: "(e^x)' = e^x",
  ln: "(\\ln x)' = \\frac{1}{x}",
  trig: "(\\sin x)' = \\cos x, \\; (\\cos x)' = -\\sin x",
  sqrt: "(\\sqrt{x})' = \\frac{1}{2\\sqrt{x}}",
  linear: "(ax + b)' = a",
}
