import { parse, type MathNode } from 'mathjs'
import { Q, type Fraction } from './fractions'

/**
 * The engine's own small expression tree. mathjs parses; we convert at once so every constant is an
 * exact rational, only whitelisted shapes exist, and the printers and step-by-step code stay simple.
 */
export type FnName = 'sqrt' | 'abs' | 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'csc' | 'exp' | 'ln' | 'lg' | 'log' | 'pct'
export type BinOp = 'add' | 'sub' | 'mul' | 'div' | 'pow'

export type Expr =
  // dec: typed as a decimal, shown as one. show: a display override (an unreduced 9/12, ≈ 0.3333, π).
  | { t: 'num'; v: Fraction; dec?: boolean; show?: { tex: string; text: string } }
  | { t: 'sym'; name: string }
  | { t: BinOp; a: Expr; b: Expr; shown?: 'times' | 'divide' } // shown: the student wrote × or ÷
  | { t: 'neg'; a: Expr }
  // base: only for log, the logarithm to a whole base (log_2 x)
  | { t: 'fn'; name: FnName; a: Expr; base?: number }
  | { t: 'paren'; a: Expr }

export const FN_NAMES: readonly FnName[] = ['sqrt', 'abs', 'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'exp', 'ln', 'lg', 'log', 'pct']
/** Named constants; every other symbol is a variable. */
export const CONSTANTS = ['pi', 'e']

export const num = (v: Fraction | number, dec?: boolean): Expr => ({ t: 'num', v: typeof v === 'number' ? Q(v) : v, ...(dec ? { dec } : {}) })
export const sym = (name: string): Expr => ({ t: 'sym', name })
export const bin = (t: BinOp, a: Expr, b: Expr, shown?: 'times' | 'divide'): Expr => ({ t, a, b, ...(shown ? { shown } : {}) })
export const neg = (a: Expr): Expr => ({ t: 'neg', a })
export const fn = (name: FnName, a: Expr, base?: number): Expr => ({ t: 'fn', name, a, ...(base ? { base } : {}) })
export const paren = (a: Expr): Expr => ({ t: 'paren', a })

const MATHJS_FN: Record<string, FnName> = { ...Object.fromEntries(FN_NAMES.filter((n) => n !== 'log').map((n) => [n, n])), log: 'ln', log10: 'lg' }
const OPS: Record<string, BinOp> = { add: 'add', subtract: 'sub', multiply: 'mul', divide: 'div', pow: 'pow', dotMultiply: 'mul', dotDivide: 'div' }

/** Converts a mathjs tree; null when it holds anything outside the whitelist. */
export function fromMathjs(node: MathNode): Expr | null {
  const n = node as MathNode & Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (node.type) {
    case 'ConstantNode':
      if (typeof n.value !== 'number' || !Number.isFinite(n.value)) return null
      // From the decimal text, so 0.1 is exactly 1/10 (the lexer caps literals at 15 digits).
      return num(Q(String(n.value)), !Number.isInteger(n.value))
    case 'SymbolNode':
      return /^[a-zA-Z]$/.test(n.name) || CONSTANTS.includes(n.name) ? sym(n.name) : null
    case 'ParenthesisNode': {
      const a = fromMathjs(n.content)
      // Brackets the lexer put around a typed fraction (2/3) are not the student's: printers re-add needed ones.
      if (a?.t === 'div' && a.a.t === 'num' && a.b.t === 'num' && !a.shown) return a
      return a && paren(a)
    }
    case 'FunctionNode': {
      const based = String(n.fn?.name).match(/^logb(\d+)$/)
      if (based && n.args.length === 1) {
        const a = fromMathjs(n.args[0])
        return a && fn('log', a, Number(based[1]))
      }
      // log(x, 2) as mathjs writes a base
      if (n.fn?.name === 'log' && n.args.length === 2 && n.args[1].type === 'ConstantNode' && Number.isInteger(n.args[1].value) && n.args[1].value >= 2) {
        const a = fromMathjs(n.args[0])
        return a && fn('log', a, n.args[1].value)
      }
      const name = MATHJS_FN[n.fn?.name]
      if (!name || n.args.length !== 1) return null
      const a = fromMathjs(n.args[0])
      return a && fn(name, a)
    }
    case 'OperatorNode': {
      if (n.fn === 'unaryMinus' || n.fn === 'unaryPlus') {
        const a = fromMathjs(n.args[0])
        return a && (n.fn === 'unaryMinus' ? neg(a) : a)
      }
      const op = OPS[n.fn]
      if (!op || n.args.length !== 2) return null
      // mathjs folds a*b*c into one node only with implicit multiplication; keep it binary anyway.
      const a = fromMathjs(n.args[0])
      const b = fromMathjs(n.args[1])
      if (!a || !b) return null
      const e: Expr = { t: op, a, b }
      if (n.fn === 'dotMultiply') e.shown = 'times'
      if (n.fn === 'dotDivide') e.shown = 'divide'
      return e
    }
    default:
      return null
  }
}

/** A fully parenthesised mathjs string (for derivative, simplify and numeric evaluation). */
export function toMathjs(e: Expr): string {
  switch (e.t) {
    case 'num':
      return e.v.d === 1n ? `(${e.v.s * e.v.n})` : `(${e.v.s * e.v.n}/${e.v.d})`
    case 'sym':
      return e.name
    case 'paren':
      return `(${toMathjs(e.a)})`
    case 'neg':
      return `(-${toMathjs(e.a)})`
    case 'fn':
      if (e.name === 'pct') return `(${toMathjs(e.a)}/100)`
      if (e.name === 'log') return `log(${toMathjs(e.a)}, ${e.base ?? 10})`
      return `${e.name === 'ln' ? 'log' : e.name === 'lg' ? 'log10' : e.name}(${toMathjs(e.a)})`
    default: {
      const op = { add: '+', sub: '-', mul: '*', div: '/', pow: '^' }[e.t]
      return `(${toMathjs(e.a)} ${op} ${toMathjs(e.b)})`
    }
  }
}

export function fromMathjsString(s: string): Expr | null {
  try {
    return fromMathjs(parse(s))
  } catch {
    // Expected: mathjs throws on text it cannot parse: no expression.
    return null
  }
}

export function children(e: Expr): Expr[] {
  if (e.t === 'num' || e.t === 'sym') return []
  if (e.t === 'neg' || e.t === 'fn' || e.t === 'paren') return [e.a]
  return [e.a, e.b]
}

export function size(e: Expr): number {
  return 1 + children(e).reduce((s, c) => s + size(c), 0)
}

export function depth(e: Expr): number {
  return 1 + Math.max(0, ...children(e).map(depth))
}

export function variables(e: Expr, into = new Set<string>()): Set<string> {
  if (e.t === 'sym' && !CONSTANTS.includes(e.name)) into.add(e.name)
  for (const c of children(e)) variables(c, into)
  return into
}

export function some(e: Expr, test: (x: Expr) => boolean): boolean {
  return test(e) || children(e).some((c) => some(c, test))
}

/** Rebuilds the tree bottom-up through `f` (children first). */
export function mapExpr(e: Expr, f: (x: Expr) => Expr): Expr {
  switch (e.t) {
    case 'num':
    case 'sym':
      return f(e)
    case 'neg':
    case 'fn':
    case 'paren':
      return f({ ...e, a: mapExpr(e.a, f) })
    default:
      return f({ ...e, a: mapExpr(e.a, f), b: mapExpr(e.b, f) })
  }
}

export const stripParens = (e: Expr): Expr => (e.t === 'paren' ? stripParens(e.a) : e)

/** Replaces a variable by a value (the printers add the brackets a negative value needs). */
export function substitute(e: Expr, name: string, value: Expr): Expr {
  const v = value.t === 'num' ? value : paren(value)
  return mapExpr(e, (x) => (x.t === 'sym' && x.name === name ? v : x))
}

/** Splits a sum into signed terms: a - (b + c) gives [+a, -(b + c)]. */
export function terms(e: Expr): { sign: 1 | -1; e: Expr }[] {
  if (e.t === 'add') return [...terms(e.a), ...terms(e.b)]
  if (e.t === 'sub') return [...terms(e.a), ...terms(e.b).map((t) => ({ sign: (t.sign * -1) as 1 | -1, e: t.e }))]
  if (e.t === 'neg') return terms(e.a).map((t) => ({ sign: (t.sign * -1) as 1 | -1, e: t.e }))
  return [{ sign: 1, e }]
}

export function sumOf(parts: { sign: 1 | -1; e: Expr }[]): Expr {
  if (parts.length === 0) return num(0)
  let out: Expr = parts[0].sign === 1 ? parts[0].e : neg(parts[0].e)
  for (const p of parts.slice(1)) out = bin(p.sign === 1 ? 'add' : 'sub', out, p.e)
  return out
}
