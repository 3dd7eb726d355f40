/**
 * Language-neutral explanations. Solvers describe each step and hint with a key and LaTeX params;
 * the phrase books (phrases/*.ts) word them in each language, so maths is computed once.
 */
export type ArithOp = 'power' | 'root' | 'abs' | 'multiply' | 'divide' | 'mulDiv' | 'add' | 'subtract' | 'addSub' | 'percent' | 'constant' | 'log'
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
  // absolute values
  isolateAbs: Record<string, never>
  absNegative: Record<string, never>
  absZero: Record<string, never>
  absCases: Record<string, never>
  absBothSides: Record<string, never>
  keepValid: Record<string, never>
  // inequalities
  flipDivide: { coef: string }
  allParts: { op: 'add' | 'subtract'; term: string }
  divideAll: { coef: string; flip: boolean }
  absLess: Record<string, never>
  absGreater: Record<string, never>
  absAlways: Record<string, never>
  absNever: Record<string, never>
  overlap: Record<string, never>
  interval: Record<string, never>
  alwaysTrue: Record<string, never>
  neverTrue: Record<string, never>
  // proportions, fractions with x below, roots, logarithms, powers
  ratioAsFractions: Record<string, never>
  crossMultiply: Record<string, never>
  excluded: { value: string }
  squareBoth: Record<string, never>
  rootNegative: Record<string, never>
  isolatePart: Record<string, never>
  logDefinition: { base: string }
  samePower: Record<string, never>
  equateExponents: Record<string, never>
  compareExponents: Record<string, never>
  takeLog: { base: string }
  // values
  substitute: { v: string; value: string }
  simplifyRadicals: Record<string, never>
  multiplyRadicals: Record<string, never>
  combineRadicals: Record<string, never>
  logValue: Record<string, never>
  // percentages
  percentFactor: { percent: string; up: boolean }
  change: Record<string, never>
  changeRatio: Record<string, never>
  changeDirection: { up: boolean; percent: string }
  // lines
  isolateY: Record<string, never>
  readSlope: Record<string, never>
  readIntercept: Record<string, never>
  setYZero: Record<string, never>
  slopeFormula: Record<string, never>
  // trigonometry and square roots
  toDegrees: Record<string, never>
  referenceAngle: Record<string, never>
  exactTable: Record<string, never>
  twoSquareRoots: Record<string, never>
  // what else the question asks
  applyConditions: Record<string, never>
  pickRoot: { larger: boolean }
  secondStep: Record<string, never>
  // factorising
  commonFactorOut: Record<string, never>
  diffSquaresFactor: Record<string, never>
  factored: Record<string, never>
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
  absCases: { value: string }
  absCheck: Record<string, never>
  absNegative: Record<string, never>
  absIneq: { less: boolean }
  ineqSteps: Record<string, never>
  crossMultiply: Record<string, never>
  squareBoth: Record<string, never>
  logDefinition: { base: string }
  samePower: { base: string }
  takeLog: Record<string, never>
  substitute: { v: string; value: string }
  derivativeFirst: { v: string; value: string }
  splitSquare: { n: string }
  likeRadicals: Record<string, never>
  logValue: { base: string; n: string }
  percentFactor: { percent: string; up: boolean }
  percentChange: Record<string, never>
  slope: Record<string, never>
  intercept: Record<string, never>
  xIntercept: Record<string, never>
  slopeFormula: Record<string, never>
  specialAngle: Record<string, never>
  twoRoots: { n: string }
  factorCommon: Record<string, never>
  factorDiffSquares: Record<string, never>
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
