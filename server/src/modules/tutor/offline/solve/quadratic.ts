import { bin, num, paren, sym, type Expr } from '../expr'
import { bigGcd, exactSqrt, exactTex, exactText, fracTex, isNeg, isZero, Q, signedNum, splitSquare, type Fraction } from '../fractions'
import { add, coefficient, commonDenominator, constant, scale, sub, toExpr, variable, type Poly } from '../polynomial'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Equation } from '../types'
import { checkStep, typedDecimals } from './linear'
import { rootOf } from './roots'

const LIMIT = 1_000_000n
const par = (n: bigint) => (n < 0n ? `(${n})` : `${n}`)

/** (p ± k√m)/q in lowest terms, for roots (-b ± √Δ)/2a with Δ not a perfect square. */
interface Surd {
  p: bigint
  k: bigint
  m: bigint
  q: bigint
}

function surd(p: bigint, radicand: bigint, q: bigint): Surd {
  const { k, m } = splitSquare(radicand)
  const g = bigGcd(bigGcd(p, k), q)
  return { p: p / g, k: k / g, m, q: q / g }
}

function surdTex({ p, k, m, q }: Surd, imaginary = false): string {
  const root = `${k === 1n ? '' : k}${imaginary ? 'i' : ''}\\sqrt{${m}}`
  if (q === 1n) return p === 0n ? `\\pm ${root}` : `${p} \\pm ${root}`
  return p === 0n ? `\\pm\\frac{${root}}{${q}}` : `\\frac{${p} \\pm ${root}}{${q}}`
}

function surdText({ p, k, m, q }: Surd, sign: '+' | '-'): string {
  const root = `${k === 1n ? '' : k}sqrt(${m})`
  const top = p === 0n ? `${sign === '-' ? '-' : ''}${root}` : `${p} ${sign} ${root}`
  return q === 1n ? top : `(${top})/${q}`
}

/** One root (p ± k√m)/q as LaTeX, and as an expression for second steps. */
function surdOneTex({ p, k, m, q }: Surd, sign: '+' | '-'): string {
  const root = `${k === 1n ? '' : k}\\sqrt{${m}}`
  const top = p === 0n ? `${sign === '-' ? '-' : ''}${root}` : `${p} ${sign} ${root}`
  return q === 1n ? top : `\\frac{${top}}{${q}}`
}

function surdExpr({ p, k, m, q }: Surd, sign: '+' | '-'): Expr {
  const root: Expr = bin('mul', num(Q(k)), { t: 'fn', name: 'sqrt', a: num(Q(m)) })
  const top = bin(sign === '+' ? 'add' : 'sub', num(Q(p)), root)
  return bin('div', paren(top), num(Q(q)))
}

const linearPoly = (a: bigint, b: bigint, v: string): Poly => add(scale(variable(v), Q(a)), constant(Q(b)))

export function solveQuadratic(eq: Equation, v: string, L: Poly, R: Poly): Solved | null {
  const steps: Step[] = []
  let P = sub(L, R)
  if (isNeg(coefficient(P, v, 2))) P = scale(P, Q(-1))
  const standard = () => `${tex(toExpr(P))} = 0`
  const rhsZero = eq.rhs.t === 'num' && isZero(eq.rhs.v)
  if (!rhsZero || tex(eq.lhs) !== tex(toExpr(P))) steps.push(step('standardForm', {}, standard()))
  const lcd = commonDenominator(P)
  if (lcd > 1n) {
    P = scale(P, Q(lcd))
    steps.push(step('clearDenominators', { lcd: lcd.toString() }, standard()))
  }
  let [a, b, c] = [2, 1, 0].map((k) => signedNum(coefficient(P, v, k)))
  const g = bigGcd(bigGcd(a, b), c)
  if (g > 1n) {
    P = scale(P, Q(1n, g))
    ;[a, b, c] = [a / g, b / g, c / g]
    steps.push(step('divideCommon', { k: g.toString() }, standard()))
  }
  if ([a, b, c].some((n) => (n < 0n ? -n : n) > LIMIT)) return null
  const dec = typedDecimals(eq.lhs, eq.rhs)
  const D = b * b - 4n * a * c
  const base = { kind: 'quadratic' as const, statement: { k: 'solve' as const, math: `${tex(eq.lhs)} = ${tex(eq.rhs)}` } }
  const real = (x: Fraction) => x.valueOf()
  const rt = (x: Fraction) => exactTex(x, dec)
  const done = (h: Hint, roots: Fraction[], extra: Partial<Solved> = {}): Solved => {
    const sorted = [...roots].sort((x, y) => x.compare(y))
    const double = sorted.length === 2 && sorted[0].equals(sorted[1])
    const final = double || sorted.length === 1
      ? { latex: `${v}_1 = ${v}_2 = ${rt(sorted[0])}`, text: `${v} = ${exactText(sorted[0], dec)}` }
      : { latex: `${v}_1 = ${rt(sorted[0])}, \\quad ${v}_2 = ${rt(sorted[1])}`, text: sorted.map((r) => `${v} = ${exactText(r, dec)}`).join(', ') }
    const checks = [...new Set(sorted.map((r) => r.toFraction()))].map((r) => checkStep(eq, v, Q(r)).math[0])
    const distinct = sorted.filter((r, i) => i === 0 || !r.equals(sorted[i - 1]))
    return { ...base, steps, hint: h, final, check: [step('check', {}, ...checks)], notes: [], expected: { type: 'roots', variable: v, values: sorted.map(real) }, roots: distinct.map((r) => rootOf(r, dec)), ...extra }
  }
  const noReal = (h: Hint, note: string): Solved => ({
    ...base, steps, hint: h, final: { latex: `${v} \\in \\varnothing`, text: `${v} ∈ ∅` }, answerWords: 'noRealRoots',
    check: [], notes: [step('complexRoots', {}, note)], expected: { type: 'roots', variable: v, values: 'none' }, roots: [],
  })

  // x(ax + b) = 0
  if (c === 0n && b !== 0n) {
    const inner = tex(toExpr(linearPoly(a, b, v)))
    const r = Q(-b, a)
    steps.push(step('factorOutX', { v }, `${v}\\left(${inner}\\right) = 0`))
    steps.push(step('zeroProduct', {}, `${v} = 0, \\quad ${inner} = 0 \\;\\Rightarrow\\; ${v} = ${rt(r)}`))
    return done(hint('factorOutX', { v }), [Q(0), r])
  }
  // ax² = -c
  if (b === 0n) {
    const k = Q(-c, a)
    const h = hint('squareRootMethod', { v })
    const square = tex(bin('pow', sym(v), num(2)))
    const isolated = a === 1n ? `${square} = ${rt(k)}` : `${tex(toExpr(scale(variableSquared(v), Q(a))))} = ${-c} \\;\\Rightarrow\\; ${square} = ${rt(k)}`
    steps.push(step('isolateSquare', { v }, isolated))
    if (isNeg(k)) {
      steps.push(step('negativeSquare', { v }))
      return noReal(h, `${v} = ${surdTex(surd(0n, k.abs().n * k.d, k.d), true)}`)
    }
    const exact = exactSqrt(k)
    if (exact) {
      steps.push(step('squareRoot', { v }, `${v} = \\pm\\sqrt{${rt(k)}} = \\pm ${rt(exact)}`))
      return done(h, [exact.neg(), exact])
    }
    const s = surd(0n, k.n * k.d, k.d)
    steps.push(step('squareRoot', { v }, `${v} = \\pm\\sqrt{${fracTex(k)}} = ${surdTex(s)}`))
    return surdAnswer(h, s, Math.sqrt(k.valueOf()))
  }
  const sqrtD = D >= 0n ? exactSqrt(Q(D)) : null
  // (x - r1)(x - r2) = 0 when a student can find the factors by inspection
  if (a === 1n && sqrtD && (-b - signedNum(sqrtD)) % 2n === 0n) {
    const [r1, r2] = [Q(-b - signedNum(sqrtD), 2n), Q(-b + signedNum(sqrtD), 2n)]
    // x − r with its sign folded in: (x + 1), never (x − (−1)).
    const minus = (r: Fraction): Expr => (isNeg(r) ? bin('add', sym(v), num(r.neg())) : bin('sub', sym(v), num(r)))
    const factor = (r: Fraction): Expr => paren(minus(r))
    const perfect = r1.equals(r2)
    const factored: Expr = perfect ? bin('pow', factor(r1), num(2)) : bin('mul', factor(r1), factor(r2))
    steps.push(step('factorTrinomial', { perfect }, `${tex(factored)} = 0`))
    const zero = (r: Fraction, i: string) => `${tex(minus(r))} = 0 \\;\\Rightarrow\\; ${v}${i} = ${rt(r)}`
    steps.push(step('zeroProduct', {}, perfect ? zero(r1, '_1 = ' + v + '_2') : `${zero(r1, '_1')}, \\quad ${zero(r2, '_2')}`))
    return done(hint('factorPair', { product: c.toString(), sum: b.toString() }), [r1, r2])
  }
  const h = hint('discriminant', { a: a.toString(), b: b.toString(), c: c.toString() })
  steps.push(step('discriminant', {}, `\\Delta = b^2 - 4ac = ${par(b)}^2 - 4 \\cdot ${par(a)} \\cdot ${par(c)} = ${D}`))
  const formula = `${v} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${-b} \\pm \\sqrt{${D}}}{${2n * a}}`
  if (D < 0n) {
    steps.push(step('noRealRoots', {}))
    return noReal(h, `${v} = ${surdTex(surd(-b, -D, 2n * a), true)}`)
  }
  if (D === 0n) {
    const r = Q(-b, 2n * a)
    steps.push(step('doubleRoot', {}, `${v} = -\\frac{b}{2a} = ${rt(r)}`))
    return done(h, [r, r])
  }
  if (sqrtD) {
    const s = signedNum(sqrtD)
    const [r1, r2] = [Q(-b - s, 2n * a), Q(-b + s, 2n * a)]
    steps.push(step('formula', {}, `${formula} = \\frac{${-b} \\pm ${s}}{${2n * a}}`, `${v}_1 = ${rt(r1)}, \\quad ${v}_2 = ${rt(r2)}`))
    return done(h, [r1, r2])
  }
  const s = surd(-b, D, 2n * a)
  const unchanged = s.p === -b && s.k === 1n && s.q === 2n * a
  steps.push(step('formula', {}, unchanged ? formula : `${formula} = ${surdTex(s)}`))
  return surdAnswer(h, s, Math.sqrt(Number(D)) / Number(2n * a), Number(-b) / Number(2n * a))

  function surdAnswer(hh: Hint, s: Surd, spread: number, centre = 0): Solved {
    const root = (sign: '+' | '-', x: number) => ({ x, tex: surdOneTex(s, sign), text: surdText(s, sign), expr: surdExpr(s, sign) })
    return {
      ...base, steps, hint: hh,
      final: { latex: `${v} = ${surdTex(s)}`, text: `${v} = ${surdText(s, '+')}, ${v} = ${surdText(s, '-')}` },
      check: [], notes: [],
      expected: { type: 'roots', variable: v, values: [centre - spread, centre + spread] },
      roots: [root('-', centre - spread), root('+', centre + spread)],
    }
  }
}

const variableSquared = (v: string): Poly => new Map([[`${v}^2`, { m: { [v]: 2 }, c: Q(1) }]])
