import { bin, fn, num, paren, type Expr } from '../expr'
import { isInt, Q } from '../fractions'
import type { Problem } from '../types'
import { type Cursor } from './cursor'
import type { Role } from './roles'

/**
 * Arithmetic, also in words: "2/5 of 35 plus 6", "add 7 to 5, then multiply by 3",
 * "25 % de 48 puis enlève 2", "35 的 2/5 再加 6", "5 more than 3 times 4", "the average of 4, 8
 * and 12", "the square root of 49", "sin 30°". Each word becomes an operation of one tree, which
 * the arithmetic solver then works step by step.
 */
const HEADS: Role[] = ['FIND', 'COMPUTE', 'ASK', 'SOLVE', 'SIMPLIFY']

interface Part {
  e: Expr
  /** a share of something (25 %, 2/5, half): only shares can be "of" a quantity */
  share: boolean
}

const times = (a: Expr, b: Expr): Expr => bin('mul', a, b, 'times')
const group = (e: Expr): Expr => (e.t === 'add' || e.t === 'sub' || e.t === 'neg' ? paren(e) : e)

function operand(c: Cursor): Part | null {
  const n = c.math('NUM')
  if (n) {
    c.skip(['UNIT'])
    return { e: n.expr, share: !isInt(n.value) }
  }
  const p = c.math('PCT')
  if (p) return { e: fn('pct', num(p.value, !isInt(p.value))), share: true }
  const k = c.math('CONST')
  if (k) return { e: k.expr, share: false }
  return null
}

/** A factor and what it is a share of: "10 % of 10 % of 500", "35 的 2/5", "half of 18". */
function factor(c: Cursor): Part | null {
  const word = c.role('HALF', 'DOUBLE', 'TRIPLE', 'SQRT')
  if (word) {
    c.role('OF')
    const of = factor(c)
    if (!of) return null
    if (word === 'SQRT') return { e: fn('sqrt', of.e), share: false }
    if (word === 'HALF') return { e: times(num(Q(1, 2)), group(of.e)), share: false }
    return { e: times(num(word === 'DOUBLE' ? 2 : 3), group(of.e)), share: false }
  }
  const a = operand(c)
  if (!a) return null
  // 81 的算术平方根
  if (c.isRole(['OF']) && c.isRole(['SQRT'], 1)) {
    c.i += 2
    return { e: fn('sqrt', a.e), share: false }
  }
  if (!c.isRole(['OF']) || !(c.isMath(['NUM', 'PCT', 'CONST'], 1) || c.isRole(['HALF', 'DOUBLE', 'TRIPLE', 'SQRT'], 1))) return a
  c.role('OF')
  const b = factor(c)
  // "2/5 of 35" in English order, "35 的 2/5" in Chinese order: one of them is the share.
  if (!b || (!a.share && !b.share)) return null
  return { e: times(group(a.e), group(b.e)), share: a.share && b.share }
}

function power(c: Cursor): Part | null {
  let p = factor(c)
  for (let r = c.role('SQUARED', 'CUBED'); p && r; r = c.role('SQUARED', 'CUBED')) p = { e: bin('pow', paren(p.e), num(r === 'SQUARED' ? 2 : 3)), share: false }
  return p
}

function product(c: Cursor): Expr | null {
  let left = power(c)?.e ?? null
  for (let r = c.role('TIMES', 'DIVIDED'); left && r; r = c.role('TIMES', 'DIVIDED')) {
    const right = power(c)
    if (!right) return null
    left = bin(r === 'TIMES' ? 'mul' : 'div', left, group(right.e), r === 'TIMES' ? 'times' : 'divide')
  }
  return left
}

function sum(c: Cursor): Expr | null {
  // "5 more than 3 × 4" is 3 × 4 + 5; "12 less than 30 % of 60" is 30 % of 60 − 12.
  const more = c.attempt(() => {
    const first = c.math('NUM', 'CONST')
    const dir = c.role('MORE', 'LESS', 'PLUS', 'MINUS')
    if (!first || !dir || !c.role('THAN')) return null
    const rest = sum(c)
    return rest && bin(dir === 'MORE' || dir === 'PLUS' ? 'add' : 'sub', rest, first.expr)
  })
  if (more) return more
  let left = product(c)
  for (let r = c.role('PLUS', 'MINUS'); left && r; r = c.role('PLUS', 'MINUS')) {
    const right = product(c)
    if (!right) return null
    left = bin(r === 'PLUS' ? 'add' : 'sub', left, right.t === 'neg' ? paren(right) : right)
  }
  return left
}

/** "add 7 to 5", "subtract 8 from 20", "multiply 4 by 3". */
function instruction(c: Cursor): Expr | null {
  const verb = c.role('ADD', 'SUBTRACT', 'MULTIPLY', 'DIVIDE')
  if (!verb) return null
  const a = product(c)
  if (!a || !c.role(verb === 'ADD' ? 'TO' : verb === 'SUBTRACT' ? 'FROM' : 'BY', ...(verb === 'SUBTRACT' ? (['OF'] as Role[]) : []))) return null
  const b = product(c)
  if (!b) return null
  if (verb === 'ADD') return bin('add', b, a)
  if (verb === 'SUBTRACT') return bin('sub', b, group(a))
  return bin(verb === 'MULTIPLY' ? 'mul' : 'div', group(a), group(b), verb === 'MULTIPLY' ? 'times' : 'divide')
}

/** "…, then multiply by 3", "puis enlève 2", "再加 6". */
function then(c: Cursor, before: Expr): Expr | null {
  const r = c.role('ADD', 'SUBTRACT', 'PLUS', 'MINUS', 'MULTIPLY', 'DIVIDE', 'TIMES', 'DIVIDED', 'SQUARED', 'CUBED')
  if (r === 'SQUARED' || r === 'CUBED') return bin('pow', paren(before), num(r === 'SQUARED' ? 2 : 3))
  if (!r) return null
  c.role('BY')
  const x = product(c)
  if (!x) return null
  if (r === 'ADD' || r === 'PLUS') return bin('add', before, x)
  if (r === 'SUBTRACT' || r === 'MINUS') return bin('sub', before, group(x))
  const op = r === 'MULTIPLY' || r === 'TIMES' ? 'mul' : 'div'
  return bin(op, group(before), group(x), op === 'mul' ? 'times' : 'divide')
}

function average(c: Cursor): Expr | null {
  if (!c.role('AVERAGE')) return null
  c.role('OF')
  const items: Expr[] = []
  do {
    const n = c.math('NUM')
    if (!n) return null
    items.push(n.expr)
  } while (c.sep() || c.role('AND'))
  if (items.length < 2) return null
  const total = items.slice(1).reduce((acc, e) => bin('add', acc, e), items[0])
  return bin('div', paren(total), num(items.length), 'divide')
}

export function arithmeticFrame(c: Cursor): Problem | null {
  c.skip([...HEADS, 'VALUE'])
  c.skip(['OF'])
  const trig = c.math('TRIG')
  if (trig) {
    c.skip(['VALUE_Q', 'IS'], true)
    return { type: 'trig', fn: trig.fn, degrees: trig.degrees, radians: trig.radians }
  }
  const roots = c.attempt(() => {
    const n = c.math('NUM')
    c.skip(['OF'])
    return n && c.role('SQRT_PM') ? n.value : null
  })
  if (roots) {
    c.skip(['VALUE_Q', 'IS'], true)
    return { type: 'squareRoots', n: roots }
  }
  let e = average(c) ?? instruction(c) ?? sum(c)
  while (e && !c.done()) {
    c.skip(['AND'], true)
    if (!c.role('THEN')) break
    e = then(c, e)
  }
  c.skip(['VALUE_Q', 'IS', 'ASK'], true)
  if (!e) return null
  // p % of n (or n 的 p %) on its own gets the percentage's own explanation.
  const [p, n] = e.t === 'mul' && e.a.t === 'fn' && e.a.name === 'pct' ? [e.a, e.b] : e.t === 'mul' && e.b.t === 'fn' && e.b.name === 'pct' ? [e.b, e.a] : []
  if (p?.t === 'fn' && p.a.t === 'num' && n?.t === 'num') return { type: 'percentOf', percent: p.a.v, base: n.v }
  return { type: 'evaluate', expr: e }
}

/** simplify / expand / factorise an expression; a bare expression with letters is simplified. */
export function simplifyFrame(c: Cursor): Problem | null {
  const verb = c.role('SIMPLIFY', 'EXPAND', 'FACTOR')
  c.skip(['EXPRESSION', 'FUNCTION'])
  const m = c.math('EXPR', 'DEF')
  c.skip(['VALUE_Q'], true)
  if (!m) return null
  const expr = m.kind === 'DEF' ? m.body : m.expr
  if (m.kind === 'DEF' && !verb) return null
  return { type: 'simplify', expr, ...(verb === 'EXPAND' ? { mode: 'expand' as const } : verb === 'FACTOR' ? { mode: 'factor' as const } : {}) }
}
