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
  /** the rest of the question, restated after the main statement */
  goal: { conditions: (cs: string[]) => string; pick: (larger: boolean) => string; then: (expr: string) => string }
}

/** The phrases for the kinds of questions added with issue 11, merged into each language's book. */
export interface MorePhrases {
  statement: Pick<Phrases['statement'], 'solveIneq' | 'factor' | 'expand' | 'exactValue' | 'deriveAt' | 'evaluateAt' | 'functionValue' | 'percentChange' | 'percentAdjust' | 'line' | 'lineThrough' | 'squareRoots'>
  steps: Pick<Phrases['steps'], MoreSteps>
  hints: Pick<Phrases['hints'], MoreHints>
  goal: Phrases['goal']
  log: string
}

type MoreSteps =
  | 'isolateAbs' | 'absNegative' | 'absZero' | 'absCases' | 'absBothSides' | 'keepValid' | 'flipDivide' | 'allParts' | 'divideAll' | 'absLess'
  | 'absGreater' | 'absAlways' | 'absNever' | 'overlap' | 'interval' | 'alwaysTrue' | 'neverTrue' | 'ratioAsFractions' | 'crossMultiply' | 'excluded'
  | 'squareBoth' | 'rootNegative' | 'isolatePart' | 'logDefinition' | 'samePower' | 'equateExponents' | 'compareExponents' | 'takeLog' | 'substitute' | 'simplifyRadicals'
  | 'multiplyRadicals' | 'combineRadicals' | 'logValue' | 'percentFactor' | 'change' | 'changeRatio' | 'changeDirection' | 'isolateY' | 'readSlope'
  | 'readIntercept' | 'setYZero' | 'slopeFormula' | 'toDegrees' | 'referenceAngle' | 'exactTable' | 'twoSquareRoots' | 'applyConditions' | 'pickRoot'
  | 'secondStep' | 'commonFactorOut' | 'diffSquaresFactor' | 'factored'

type MoreHints =
  | 'absCases' | 'absCheck' | 'absNegative' | 'absIneq' | 'ineqSteps' | 'crossMultiply' | 'squareBoth' | 'logDefinition' | 'samePower' | 'takeLog'
  | 'substitute' | 'derivativeFirst' | 'splitSquare' | 'likeRadicals' | 'logValue' | 'percentFactor' | 'percentChange' | 'slope' | 'intercept'
  | 'xIntercept' | 'slopeFormula' | 'specialAngle' | 'twoRoots' | 'factorCommon' | 'factorDiffSquares'
