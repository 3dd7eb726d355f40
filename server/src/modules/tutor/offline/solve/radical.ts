import { bin, fn, mapExpr, num, some, stripParens, type Expr } from '../expr'
import { exactSqrt, isInt, Q, splitSquare, valueTex, type Fraction } from '../fractions'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import { evaluateSurd, isRational, surdTex, surdText, valueOf } from '../surd'

/**
 * Exact radicals: √72 = 6√2, √50 + √18 = 8√2, √8 × √2 = 4, √18 / √2 = 3. Square factors come out of
 * each root, roots are multiplied under one root, like radicals are added. Never a decimal alone.
 */
const rootOf = (e: Expr): Fraction | null => {
  const x = stripParens(e)
  return x.t === 'fn' && x.name === 'sqrt' && x.a.t === 'num' ? x.a.v : null
}

/** √a × √b → √(ab) and √a / √b → √(a/b), as a student would write it. */
function combineProducts(e: Expr): { next: Expr; lines: string[] } {
  const lines: string[] = []
  const next = mapExpr(e, (x) => {
    if ((x.t !== 'mul' && x.t !== 'div') || !rootOf(x.a) || !rootOf(x.b)) return x
    const [a, b] = [rootOf(x.a)!, rootOf(x.b)!]
    const inner = x.t === 'mul' ? a.mul(b) : a.div(b)
    const joined = fn('sqrt', num(inner))
    lines.push(`${tex(x)} = \\sqrt{${valueTex(a)} ${x.t === 'mul' ? '\\times' : '\\div'} ${valueTex(b)}} = ${tex(joined)}`)
    return joined
  })
  return { next, lines }
}

/** √72 = √(36 × 2) = 6√2 for every root that has a square factor. */
function simplifyRoots(e: Expr): { next: Expr; lines: string[]; first: string | null } {
  const lines: string[] = []
  let first: string | null = null
  const next = mapExpr(e, (x) => {
    const n = rootOf(x)
    if (!n || !isInt(n) || n.valueOf() <= 0) return x
    const exact = exactSqrt(n)
    first ??= valueTex(n)
    if (exact) {
      lines.push(`\\sqrt{${valueTex(n)}} = ${valueTex(exact)}`)
      return num(exact)
    }
    const { k, m } = splitSquare(n.n)
    if (k === 1n) return x
    lines.push(`\\sqrt{${n.n}} = \\sqrt{${k * k} \\times ${m}} = ${k}\\sqrt{${m}}`)
    return bin('mul', num(Q(k)), fn('sqrt', num(Q(m))))
  })
  return { next, lines, first }
}

export function solveRadical(expr: Expr, said: 'compute' | 'simplify'): Solved | null {
  const irrational = some(expr, (x) => x.t === 'fn' && x.name === 'sqrt' && (!rootOf(x) || !exactSqrt(rootOf(x)!)))
  if (!irrational) return null
  const value = evaluateSurd(expr)
  if (!value) return null
  const steps: Step[] = []
  const products = combineProducts(expr)
  if (products.lines.length) steps.push(step('multiplyRadicals', {}, ...products.lines))
  const roots = simplifyRoots(products.next)
  if (roots.lines.length) steps.push(step('simplifyRadicals', {}, ...roots.lines))
  const result = surdTex(value)
  const now = tex(roots.next)
  if (now !== result) steps.push(step(isRational(value) ? 'evaluate' : 'combineRadicals', isRational(value) ? { op: 'addSub', inBrackets: false } : {}, `${now} = ${result}`) as Step)
  if (steps.length === 0) steps.push(step('alreadySimple', {}, result))
  const h: Hint = roots.first && products.lines.length === 0 ? hint('splitSquare', { n: roots.first }) : hint('likeRadicals', {})
  return {
    kind: 'radical',
    statement: { k: said, math: tex(expr) },
    steps,
    hint: h,
    final: { latex: result, text: surdText(value) },
    check: [],
    notes: [],
    expected: { type: 'number', value: valueOf(value) },
  }
}


