import { simplify as casSimplify } from 'mathjs'
import { bin, fromMathjsString, neg, paren, size, some, stripParens, sumOf, terms, toMathjs, variables, type Expr } from '../expr'
import { isNeg, Q } from '../fractions'
import { sameFunction } from '../numeric'
import { constantValue, degree, fromExpr, scale, sortedTerms, toExpr, type Poly } from '../polynomial'
import { tex, text } from '../print'
import { divide, gcd, toRational } from '../rational'
import type { Solved } from '../solved'
import { hint, step, type ExpandIdentity, type Hint, type Step } from '../steps'
import { tidy } from '../tidy'

/** Expands and collects polynomials exactly, cancels common factors of fractions, else asks mathjs. */
/** Beyond these the expression is not a school exercise, and mathjs simplify would take seconds. */
const MAX_RESULT_TERMS = 40
const MAX_GENERAL_NODES = 40

export function solveSimplify(expr: Expr, mode?: 'expand'): Solved | null {
  const vars = [...variables(expr)].sort()
  if (vars.length === 0) return null
  const poly = fromExpr(expr)
  if (poly) {
    const out = poly.size <= MAX_RESULT_TERMS ? polynomial(expr, poly, vars) : null
    return out && mode === 'expand' ? { ...out, statement: { k: 'expand', math: out.statement.k === 'simplify' ? out.statement.math : tex(expr) } } : out
  }
  if (mode === 'expand') return null
  if (vars.length === 1) {
    const r = rational(expr, vars[0])
    if (r) return r
  }
  // Only functions (sin, ln, √…) need mathjs simplify; a polynomial that failed above was too big.
  const needsCas = some(expr, (x) => x.t === 'fn' || (x.t === 'pow' && (variables(x.b).size > 0 || !(x.b.t === 'num' && x.b.v.d === 1n))))
  return needsCas && size(expr) <= MAX_GENERAL_NODES ? general(expr, vars) : null
}

const result = (expr: Expr, out: Expr, vars: string[], steps: Step[], h: Hint): Solved => ({
  kind: 'simplify',
  statement: { k: 'simplify', math: tex(expr) },
  steps,
  hint: h,
  final: { latex: tex(out), text: text(out) },
  check: [],
  notes: [],
  expected: { type: 'expression', expr: out, variables: vars },
})

const hasBracket = (e: Expr) => some(e, (x) => x.t === 'paren')

function identityOf(e: Expr, expanded: Poly): ExpandIdentity {
  const x = stripParens(e)
  if (x.t === 'pow') return x.b.t === 'num' && x.b.v.valueOf() === 2 ? 'square' : 'power'
  if (x.t === 'neg') return 'distribute'
  if (x.t === 'mul' && x.a.t === 'paren' && x.b.t === 'paren') return expanded.size === 2 && sortedTerms(expanded).some((t) => isNeg(t.c)) ? 'diffSquares' : 'product'
  return 'distribute'
}

function polynomial(expr: Expr, poly: Poly, vars: string[]): Solved {
  const steps: Step[] = []
  let firstHint: Hint | null = null
  const parts: { sign: 1 | -1; e: Expr }[] = []
  for (const t of terms(expr)) {
    const p = fromExpr(t.e) as Poly
    const expanded = toExpr(p)
    if (hasBracket(t.e) && tex(expanded) !== tex(stripParens(t.e))) {
      const identity = identityOf(t.e, p)
      firstHint ??= hint('expandIdentity', { part: tex(t.e), identity })
      const negative = t.sign < 0
      const signed = negative ? toExpr(scale(p, Q(-1))) : expanded
      const lhs = negative ? tex(neg(t.e)) : tex(t.e)
      const middle = negative && p.size > 1 ? ` = -\\left(${tex(expanded)}\\right)` : ''
      steps.push(step('expandTerm', { identity, negative }, `${lhs}${middle} = ${tex(signed)}`))
    }
    for (const st of sortedTerms(p)) parts.push({ sign: (t.sign * (isNeg(st.c) ? -1 : 1)) as 1 | -1, e: toExpr(new Map([['k', { m: st.m, c: st.c.abs() }]])) })
  }
  const out = toExpr(poly)
  const flat = sumOf(parts)
  if (parts.length > poly.size || steps.length > 0) {
    if (tex(flat) !== tex(out)) steps.push(step('collectLike', {}, `${tex(flat)} = ${tex(out)}`))
  }
  if (steps.length === 0) steps.push(step('alreadySimple', {}, tex(out)))
  return result(expr, out, vars, steps, firstHint ?? hint('collectLike', {}))
}

function rational(expr: Expr, v: string): Solved | null {
  const r = toRational(expr)
  if (!r || constantValue(r.den)) return null
  const g = gcd(r.num, r.den, v)
  if (!g) return null
  const n = divide(r.num, g, v)
  const d = divide(r.den, g, v)
  if (!n || !d || n.r.size || d.r.size) return null
  // A positive leading coefficient downstairs: -x+1 over … reads worse than x-1 over ….
  const flip = isNeg(sortedTerms(d.q)[0]?.c ?? Q(1))
  const [top, bottom] = flip ? [scale(n.q, Q(-1)), scale(d.q, Q(-1))] : [n.q, d.q]
  const c = constantValue(bottom)
  const out = c ? toExpr(scale(top, Q(1).div(c))) : bin('div', toExpr(top), toExpr(bottom))
  const steps: Step[] = []
  const single = stripParens(expr).t === 'div'
  const combined = bin('div', toExpr(r.num), toExpr(r.den))
  if (!single) steps.push(step('combineFractions', {}, `${tex(expr)} = ${tex(combined)}`))
  const cancels = degree(g, v) > 0
  if (cancels) {
    const gx = paren(toExpr(g))
    const factored = (q: Poly) => (constantValue(q)?.equals(Q(1)) ? gx : bin('mul', gx, paren(toExpr(q))))
    steps.push(step('cancelFactor', { factor: `${tex(toExpr(g))} \\neq 0` }, `${tex(combined)} = ${tex(bin('div', factored(n.q), factored(d.q)))} = ${tex(out)}`))
  }
  if (steps.length === 0) steps.push(step('alreadySimple', {}, tex(out)))
  return result(expr, out, [v], steps, cancels ? hint('cancel', {}) : hint('collectLike', {}))
}

function general(expr: Expr, vars: string[]): Solved | null {
  let out: Expr | null
  try {
    out = fromMathjsString(casSimplify(toMathjs(expr)).toString())
  } catch {
    // Expected: mathjs throws on expressions it cannot simplify: not simplified.
    return null
  }
  if (!out) return null
  out = tidy(out)
  if (!sameFunction(out, expr, vars)) return null
  const same = tex(out) === tex(expr)
  const steps = [same ? step('alreadySimple', {}, tex(expr)) : step('casSimplify', {}, `${tex(expr)} = ${tex(out)}`)]
  return result(expr, out, vars, steps, hint('casSimplify', {}))
}

