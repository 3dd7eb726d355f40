import { variables, type Expr } from '../expr'
import { Q, type Fraction } from '../fractions'
import { lex } from '../lexer'
import { parseTokens } from '../parse'

/**
 * One piece of maths of a question, read on its own: what kind of thing it is (an equation, a
 * condition, a function's definition, a call f(4), a point, a number…) and its parsed parts.
 * Anything it cannot read exactly is BAD, and the question is declined.
 */
export type RelOp = '<' | '>' | '≤' | '≥'

export type MathItem =
  | { kind: 'EQ'; lhs: Expr; rhs: Expr; vars: string[]; ratio: boolean }
  | { kind: 'INEQ'; sides: Expr[]; ops: RelOp[]; vars: string[] }
  | { kind: 'NEQ'; v: string; value: Fraction }
  | { kind: 'ASSIGN'; v: string; value: Fraction; expr: Expr }
  | { kind: 'DEF'; name: string; param: string; body: Expr; explicit: boolean }
  | { kind: 'CALL'; name: string; prime: boolean; arg: Expr }
  | { kind: 'POINT'; x: Fraction; y: Fraction }
  | { kind: 'VAR'; v: string }
  | { kind: 'NUM'; value: Fraction; expr: Expr }
  | { kind: 'PCT'; value: Fraction }
  | { kind: 'CONST'; expr: Expr }
  | { kind: 'EXPR'; expr: Expr; vars: string[] }
  | { kind: 'TRIG'; fn: 'sin' | 'cos' | 'tan'; degrees: Fraction; radians: boolean }
  | { kind: 'BAD' }

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?`
const BAD: MathItem = { kind: 'BAD' }

export function parseExpr(text: string): Expr | null {
  if (!text.trim() || /[°=<>≤≥≠]/.test(text)) return null
  return parseTokens(lex(text))
}

/** A number as typed: 12, -3, 2.5, 3/4 (exact). */
export function literal(text: string): Fraction | null {
  const t = text.replace(/\s+/g, '')
  if (!new RegExp(`^${NUMBER}$`).test(t)) return null
  const [a, b] = t.split('/')
  if (b !== undefined && Number(b) === 0) return null
  return b === undefined ? Q(a) : Q(a).div(Q(b))
}

/** The value of a parsed number (-3 parses as a negation). */
export function numberOf(e: Expr): Fraction | null {
  if (e.t === 'num') return e.v
  if (e.t === 'neg' && e.a.t === 'num') return e.a.v.neg()
  if (e.t === 'paren') return numberOf(e.a)
  return null
}

/** Splits at relation signs outside brackets. */
function relations(text: string): { sides: string[]; ops: string[] } {
  const sides: string[] = []
  const ops: string[] = []
  let depth = 0
  let cur = ''
  for (const c of text) {
    if ('([{'.includes(c)) depth++
    if (')]}'.includes(c)) depth--
    if (depth === 0 && '=<>≤≥≠'.includes(c)) {
      sides.push(cur)
      ops.push(c)
      cur = ''
    } else cur += c
  }
  sides.push(cur)
  return { sides: sides.map((s) => s.trim()), ops }
}

const TRIG = /^(sin|cos|tan|sen|tg)\s*\(?\s*(-?\d+(?:\.\d+)?)\s*°\s*\)?$/
const TRIG_PI = /^(sin|cos|tan|sen|tg)\s*\(\s*(-?\d*)\s*\*?\s*pi\s*(?:\/\s*(\d+))?\s*\)$/

function trig(text: string): MathItem | null {
  const t = text.replace(/\s+/g, ' ').trim()
  const name = (s: string) => (s === 'sen' ? 'sin' : s === 'tg' ? 'tan' : s) as 'sin' | 'cos' | 'tan'
  const deg = t.match(TRIG)
  if (deg) return { kind: 'TRIG', fn: name(deg[1]), degrees: Q(deg[2]), radians: false }
  const rad = t.match(TRIG_PI)
  if (rad) {
    const k = rad[2] === '' ? Q(1) : rad[2] === '-' ? Q(-1) : Q(rad[2])
    return { kind: 'TRIG', fn: name(rad[1]), degrees: k.mul(180).div(Q(rad[3] ?? '1')), radians: true }
  }
  return null
}

/** The kind of a relation-free piece of maths. */
function plain(text: string): MathItem {
  const t = text.trim()
  const t2 = trig(t)
  if (t2) return t2
  if (t.includes('°')) return BAD
  const point = t.match(new RegExp(`^\\(\\s*(${NUMBER})\\s*[,;]\\s*(${NUMBER})\\s*\\)$`))
  if (point) {
    const [x, y] = [literal(point[1]), literal(point[2])]
    return x && y ? { kind: 'POINT', x, y } : BAD
  }
  const call = t.match(/^([fghpq])\s*('?)\s*\(\s*([^()]+)\s*\)$/)
  if (call) {
    const arg = parseExpr(call[3])
    if (arg && (arg.t === 'sym' || variables(arg).size === 0)) return { kind: 'CALL', name: call[1], prime: call[2] === "'", arg }
  }
  const pct = t.match(/^(\d+(?:\.\d+)?)\s*%$/)
  if (pct) return { kind: 'PCT', value: Q(pct[1]) }
  const value = literal(t)
  const expr = parseExpr(t)
  if (!expr) return BAD
  if (value) return { kind: 'NUM', value, expr }
  const vars = [...variables(expr)]
  if (vars.length === 0) return { kind: 'CONST', expr }
  if (/^[a-z]$/.test(t)) return { kind: 'VAR', v: t }
  return { kind: 'EXPR', expr, vars }
}

/** f(x) = …, y = … (a function of one other letter). */
function definition(lhs: string, rhs: string): MathItem | null {
  const named = lhs.match(/^([fghpq])\s*\(\s*([a-z])\s*\)$/)
  const body = parseExpr(rhs)
  if (!body) return null
  const vars = [...variables(body)]
  if (named && vars.every((v) => v === named[2])) return { kind: 'DEF', name: named[1], param: named[2], body, explicit: true }
  if (lhs === 'y' && vars.length === 1 && vars[0] !== 'y') return { kind: 'DEF', name: 'y', param: vars[0], body, explicit: false }
  return null
}

export function classify(text: string): MathItem {
  const { sides, ops } = relations(text)
  if (ops.length === 0) return plain(text)
  if (sides.some((s) => !s)) return BAD
  if (ops.length === 1 && ops[0] === '=') {
    const [lhs, rhs] = sides
    const def = definition(lhs, rhs)
    if (def) return def
    const value = literal(rhs)
    const l = parseExpr(lhs)
    const r = parseExpr(rhs)
    if (!l || !r) return BAD
    if (/^[a-z]$/.test(lhs) && value) return { kind: 'ASSIGN', v: lhs, value, expr: r }
    const vars = [...new Set([...variables(l), ...variables(r)])].sort()
    return { kind: 'EQ', lhs: l, rhs: r, vars, ratio: text.includes('∶') }
  }
  if (ops.length === 1 && ops[0] === '≠') {
    const value = literal(sides[1])
    return /^[a-z]$/.test(sides[0]) && value ? { kind: 'NEQ', v: sides[0], value } : BAD
  }
  if (ops.some((o) => o === '=' || o === '≠') || ops.length > 2) return BAD
  const parsed = sides.map(parseExpr)
  if (parsed.some((e) => !e)) return BAD
  const rel = ops as RelOp[]
  // A chain reads one way: -1 < 2x + 1 ≤ 7, never 1 < x > 3.
  if (rel.length === 2 && (rel[0] === '<' || rel[0] === '≤') !== (rel[1] === '<' || rel[1] === '≤')) return BAD
  const exprs = parsed as Expr[]
  const vars = [...new Set(exprs.flatMap((e) => [...variables(e)]))].sort()
  return { kind: 'INEQ', sides: exprs, ops: rel, vars }
}

/**
 * A piece of maths as the question wrote it, possibly several items: "x² = 9 (x < 0)" carries
 * its condition, "(12 - 4) ÷ 2 =" asks for the value.
 */
export function mathItems(text: string): ({ math: MathItem } | { askValue: true } | { condition: true })[] {
  const t = text.trim()
  const asked = t.match(/^(.*?)\s*=\s*\??$/)
  if (asked && asked[1] && !/[=<>≤≥≠]/.test(asked[1])) return [{ math: classify(asked[1]) }, { askValue: true }]
  const cond = t.match(/^(.*\S)\s*\(([^()]*[<>≤≥≠][^()]*)\)$/)
  if (cond) return [{ math: classify(cond[1]) }, { condition: true }, { math: classify(cond[2]) }]
  return [{ math: classify(t) }]
}
