import { bin, fn, num, paren, some, stripParens, substitute, sumOf, sym, terms, variables, type Expr } from '../expr'
import { tex, text } from '../print'
import type { Solved } from '../solved'
import { hint, step, type DerivRule, type Hint, type Step } from '../steps'
import { differentiate } from './differentiate'

/** Derivatives explained the way a textbook does: sum rule term by term, product, quotient and chain rules with their parts. */
const uses = (e: Expr, v: string) => variables(e).has(v)

/** Which rule a student applies to this term. */
export function ruleOf(e0: Expr, v: string): DerivRule {
  const e = stripParens(e0)
  if (!uses(e, v)) return 'constant'
  switch (e.t) {
    case 'sym':
      return 'power'
    case 'neg':
      return ruleOf(e.a, v)
    case 'add':
    case 'sub':
      return 'sum'
    case 'mul': {
      const dependent = factorsOf(e).filter((f) => uses(f, v))
      if (dependent.length >= 2) return 'product'
      const inner = ruleOf(dependent[0], v)
      return inner === 'power' ? 'power' : inner
    }
    case 'div':
      if (!uses(e.b, v)) return ruleOf(e.a, v)
      return 'quotient'
    case 'pow':
      if (uses(e.b, v)) return stripParens(e.b).t === 'sym' ? 'exp' : 'chain'
      return stripParens(e.a).t === 'sym' ? 'power' : 'chain'
    case 'fn': {
      if (stripParens(e.a).t !== 'sym') return 'chain'
      if (e.name === 'exp') return 'exp'
      if (e.name === 'ln' || e.name === 'lg') return 'ln'
      if (e.name === 'sqrt') return 'sqrt'
      return 'trig'
    }
    default:
      return 'constant'
  }
}

const factorsOf = (e: Expr): Expr[] => (e.t === 'mul' ? [...factorsOf(e.a), ...factorsOf(e.b)] : [stripParens(e)])

/** Product, quotient and chain rules shown with their parts; null for rules that need no breakdown. */
function breakdown(e0: Expr, v: string, names: [string, string]): { step: Step; hint: Hint } | null {
  const e = stripParens(e0)
  const rule = ruleOf(e, v)
  const [U, V] = names
  const d = (x: Expr) => differentiate(x, v)
  if (rule === 'product' && e.t === 'mul') {
    const fs = factorsOf(e)
    const at = fs.findIndex((f) => uses(f, v))
    const u = fs.slice(0, at + 1).reduce((a, b) => bin('mul', a, b))
    const w = fs.slice(at + 1).reduce((a, b) => bin('mul', a, b))
    const [du, dw] = [d(u), d(w)]
    if (!du || !dw) return null
    const applied = bin('add', bin('mul', wrap(du), wrap(w)), bin('mul', wrap(u), wrap(dw)))
    return {
      step: step('productRule', {}, `${U} = ${tex(u)}, \\quad ${V} = ${tex(w)}`, `${U}' = ${tex(du)}, \\quad ${V}' = ${tex(dw)}`, `(${U}${V})' = ${U}'${V} + ${U}${V}' = ${tex(applied)}`),
      hint: hint('productRule', { u: tex(u), v: tex(w) }),
    }
  }
  if (rule === 'quotient' && e.t === 'div') {
    const [a, b] = [stripParens(e.a), stripParens(e.b)]
    const [du, dw] = [d(a), d(b)]
    if (!du || !dw) return null
    const top = bin('sub', bin('mul', wrap(du), wrap(b)), bin('mul', wrap(a), wrap(dw)))
    const bottom = bin('pow', wrap(b), num(2))
    return {
      step: step('quotientRule', {}, `${U} = ${tex(a)}, \\quad ${V} = ${tex(b)}`, `${U}' = ${tex(du)}, \\quad ${V}' = ${tex(dw)}`, `\\left(\\frac{${U}}{${V}}\\right)' = \\frac{${U}'${V} - ${U}${V}'}{${V}^2} = ${tex(bin('div', top, bottom))}`),
      hint: hint('quotientRule', { u: tex(a), v: tex(b) }),
    }
  }
  if (rule === 'chain') {
    const core = e.t === 'mul' || e.t === 'neg' || e.t === 'div' ? factorsOf(e.t === 'neg' ? e.a : e.t === 'div' ? e.a : e).find((f) => uses(f, v)) : e
    if (!core) return null
    const inner = core.t === 'pow' ? (uses(core.b, v) ? core.b : core.a) : core.t === 'fn' ? core.a : null
    if (!inner) return null
    const di = d(inner)
    const whole = d(core)
    // The outer function on its own, f(u), so the step can show f'(u) · u' before simplifying.
    const outer: Expr = core.t === 'pow' ? (uses(core.b, v) ? bin('pow', core.a, sym(U)) : bin('pow', sym(U), core.b)) : core.t === 'fn' ? fn(core.name, sym(U)) : core
    const dOuter = differentiate(outer, U)
    if (!di || !whole || !dOuter) return null
    const applied = tex(bin('mul', wrap(substitute(dOuter, U, stripParens(inner))), wrap(di)))
    const result = tex(whole)
    return {
      step: step(
        'chainRule',
        { inner: tex(stripParens(inner)) },
        `${U} = ${tex(stripParens(inner))}, \\quad ${U}' = ${tex(di)}`,
        `\\frac{d}{d${v}}\\left[${tex(core)}\\right] = ${applied}${applied === result ? '' : ` = ${result}`}`,
      ),
      hint: hint('chainRule', { inner: tex(stripParens(inner)) }),
    }
  }
  return null
}

const wrap = (e: Expr): Expr => (e.t === 'add' || e.t === 'sub' ? paren(e) : e)

export function solveDerivative(expr: Expr, v: string, name: 'y' | 'f'): Solved | null {
  if (some(expr, (x) => x.t === 'fn' && (x.name === 'abs' || x.name === 'pct'))) return null
  const result = differentiate(expr, v)
  if (!result) return null
  const names: [string, string] = v === 'u' || v === 'v' ? ['f', 'g'] : ['u', 'v']
  const lhs = name === 'y' ? "y'" : `f'(${v})`
  const ts = terms(stripParens(expr))
  const steps: Step[] = []
  let h: Hint
  if (ts.length > 1) {
    steps.push(step('sumRule', {}))
    for (const t of ts) {
      const dt = differentiate(t.e, v)
      if (!dt) return null
      steps.push(step('termRule', { rule: ruleOf(t.e, v) }, `\\left(${tex(t.e)}\\right)' = ${tex(dt)}`))
      const detail = breakdown(t.e, v, names)
      if (detail) steps.push(detail.step)
    }
    const firstTerm = ts[0].sign < 0 ? sumOf([ts[0]]) : ts[0].e
    h = hint('sumRule', { first: tex(firstTerm) })
    steps.push(step('combine', {}, `${lhs} = ${tex(result)}`))
  } else {
    const detail = breakdown(expr, v, names)
    if (detail) {
      steps.push(detail.step)
      // The chain rule's last line may already be the simplified answer: no need to say it twice.
      if (!detail.step.math[detail.step.math.length - 1].endsWith(`= ${tex(result)}`)) steps.push(step('combine', {}, `${lhs} = ${tex(result)}`))
      h = detail.hint
    } else {
      const rule = ruleOf(expr, v)
      steps.push(step('termRule', { rule }, `${lhs} = ${tex(result)}`))
      h = hint('basicRule', { rule, part: tex(expr) })
    }
  }
  return {
    kind: 'derivative',
    statement: { k: 'derive', math: `${name === 'y' ? 'y' : `f(${v})`} = ${tex(expr)}`, v },
    steps,
    hint: h,
    final: { latex: `${lhs} = ${tex(result)}`, text: `${name === 'y' ? "y'" : `f'(${v})`} = ${text(result)}` },
    check: [],
    notes: [],
    expected: { type: 'expression', expr: result, variables: [v] },
  }
}

