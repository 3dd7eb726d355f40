import { bin, num, some, substitute, sumOf, sym, type Expr } from '../expr'
import { bigLcm, exactTex, exactText, isNeg, isZero, ONE, Q, valueTex, type Fraction } from '../fractions'
import { coefficient, commonDenominator, evaluate, fromExpr, scale, toExpr, type Poly } from '../polynomial'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Equation } from '../types'
import { rootOf } from './roots'

/** c·v as a term with its sign apart, so sums print as 3x + 2x = 10 - 5 rather than 3x - (-2x). */
const term = (c: Fraction, v?: string) => {
  const abs = c.abs()
  const e: Expr = !v ? num(abs) : abs.equals(ONE) ? sym(v) : bin('mul', num(abs), sym(v))
  return { sign: (isNeg(c) ? -1 : 1) as 1 | -1, e }
}
export const sumTerms = (...ts: [Fraction, string?][]) => sumOf(ts.filter(([c]) => !isZero(c)).map(([c, v]) => term(c, v)))

export const hasBrackets = (e: Expr) => some(e, (x) => x.t === 'paren')

/** The first bracketed product a student should expand: 3(x+1), -(x-2). */
export function firstBracketProduct(e: Expr): Expr | null {
  let found: Expr | null = null
  some(e, (x) => {
    if (found) return true
    if ((x.t === 'mul' && (x.a.t === 'paren' || x.b.t === 'paren')) || (x.t === 'neg' && x.a.t === 'paren') || (x.t === 'pow' && x.a.t === 'paren')) found = x
    return false
  })
  return found ?? (some(e, (x) => x.t === 'paren') ? e : null)
}

/** Substitution check: 3·5 - 5 = 10 ✓ */
export function checkStep(eq: Equation, v: string, value: Fraction): Step {
  const at = (e: Expr) => tex(substitute(e, v, num(value)))
  const lv = evaluateExpr(eq.lhs, v, value)
  const rv = evaluateExpr(eq.rhs, v, value)
  const rhsIsNumber = eq.rhs.t === 'num' || (eq.rhs.t === 'neg' && eq.rhs.a.t === 'num')
  const line = rhsIsNumber
    ? `${at(eq.lhs)} = ${valueTex(lv)} \\;\\checkmark`
    : `${at(eq.lhs)} = ${valueTex(lv)}, \\quad ${at(eq.rhs)} = ${valueTex(rv)} \\;\\checkmark`
  return step('check', {}, line)
}

function evaluateExpr(e: Expr, v: string, value: Fraction): Fraction {
  const p = fromExpr(e)
  return p ? evaluate(p, { [v]: value }) : Q(0)
}

export const typedDecimals = (...es: Expr[]) => es.some((e) => some(e, (x) => x.t === 'num' && !!x.dec))

export function solveLinear(eq: Equation, v: string, L0: Poly, R0: Poly): Solved {
  const steps: Step[] = []
  let [L, R] = [L0, R0]
  const show = (l: Poly, r: Poly) => `${tex(toExpr(l))} = ${tex(toExpr(r))}`
  const bracketed = hasBrackets(eq.lhs) || hasBrackets(eq.rhs)
  if (bracketed) steps.push(step('expand', {}, show(L, R)))
  const lcd = bigLcm(commonDenominator(L), commonDenominator(R))
  if (lcd > 1n) {
    ;[L, R] = [scale(L, Q(lcd)), scale(R, Q(lcd))]
    steps.push(step('clearDenominators', { lcd: lcd.toString() }, show(L, R)))
  }
  const [a1, b1, a2, b2] = [coefficient(L, v, 1), coefficient(L, v, 0), coefficient(R, v, 1), coefficient(R, v, 0)]
  const [A, B] = [a1.sub(a2), b2.sub(b1)]
  const lhsA = tex(sumTerms([A, v]))
  let h: Hint
  if (!isZero(a2)) {
    const moved = `${tex(sumTerms([a1, v], [a2.neg(), v]))} = ${tex(sumTerms([b2], [b1.neg()]))}`
    steps.push(step('collectTerms', { v }, `${moved} \\;\\Rightarrow\\; ${isZero(A) ? '0' : lhsA} = ${valueTex(B)}`))
    h = hint('collectX', { term: tex(sumTerms([a2.abs(), v])), op: isNeg(a2) ? 'add' : 'subtract', v })
  } else if (!isZero(b1)) {
    const rhs = sumTerms([b2], [b1.neg()])
    const chain = isZero(b2) ? valueTex(B) : `${tex(rhs)} = ${valueTex(B)}`
    steps.push(step('moveConstant', { term: valueTex(b1.abs()), op: isNeg(b1) ? 'add' : 'subtract' }, `${lhsA} = ${chain}`))
    h = hint('undoConstant', { signed: `${isNeg(b1) ? '-' : '+'}${valueTex(b1.abs())}`, term: valueTex(b1.abs()), op: isNeg(b1) ? 'add' : 'subtract', v })
  } else {
    h = hint('divideBy', { coef: valueTex(A), v })
  }
  if (lcd > 1n) h = hint('clearFractions', { lcd: lcd.toString() })
  const part = bracketed && (firstBracketProduct(eq.lhs) ?? firstBracketProduct(eq.rhs))
  if (part) h = hint('expandFirst', { part: tex(part) })

  const base = { kind: 'linear' as const, statement: { k: 'solve' as const, math: `${tex(eq.lhs)} = ${tex(eq.rhs)}` }, hint: h, notes: [] }
  if (isZero(A)) {
    const all = isZero(B)
    steps.push(step(all ? 'identity' : 'contradiction', {}, `0 = ${valueTex(B)}`))
    return {
      ...base,
      steps,
      final: all ? { latex: `${v} \\in \\mathbb{R}`, text: `${v} ∈ ℝ` } : { latex: `${v} \\in \\varnothing`, text: `${v} ∈ ∅` },
      answerWords: all ? 'allReal' : 'noSolution',
      check: [],
      expected: { type: 'roots', variable: v, values: all ? 'all' : 'none' },
      ...(all ? {} : { roots: [] }),
    }
  }
  const x = B.div(A)
  const dec = typedDecimals(eq.lhs, eq.rhs)
  if (!A.equals(ONE)) {
    const quotient = `\\frac{${valueTex(B)}}{${valueTex(A)}}`
    const result = exactTex(x, dec)
    steps.push(step('divideBoth', { coef: valueTex(A), v }, `${v} = ${quotient}${quotient === result ? '' : ` = ${result}`}`))
  }
  return {
    ...base,
    steps,
    final: { latex: `${v} = ${exactTex(x, dec)}`, text: `${v} = ${exactText(x, dec)}` },
    check: [checkStep(eq, v, x)],
    expected: { type: 'roots', variable: v, values: [x.valueOf()] },
    roots: [rootOf(x, dec)],
  }
}
