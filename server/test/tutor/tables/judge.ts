import { evaluate, parse } from 'mathjs'
import type { Expect } from './expect'

/**
 * Compares an engine's plain, language-neutral answer (`final.text`: "x = 4, x = -5",
 * "x ∈ (-∞, 2]", "6sqrt(2)", "25%", "f'(2) = 12", "(x - 2)(x - 3)") with a hand-written
 * expectation. Its own small parser and mathjs' evaluator: nothing here comes from the engine.
 */

type Claim =
  | { k: 'roots'; v: string; values: number[] }
  | { k: 'all'; v: string }
  | { k: 'set'; v: string; set: Interval[] }
  | { k: 'value'; x: number; percent: boolean; text: string }
  | { k: 'values'; values: number[] }
  | { k: 'expr'; text: string }
  | { k: 'pairs'; values: Record<string, number> }

interface Interval {
  lo: number
  hi: number
  loIn: boolean
  hiIn: boolean
}

const TOL = 1e-6
const close = (a: number, b: number) => a === b || Math.abs(a - b) <= TOL * Math.max(1, Math.abs(a), Math.abs(b))

/** mathjs source from our plain notation: √, π, ∞, ln, lg, log_b(x), implicit products are mathjs' own. */
function source(s: string): string {
  return s
    .replace(/−/g, '-')
    .replace(/∞/g, 'Infinity')
    .replace(/\binf\b/g, 'Infinity')
    .replace(/π/g, 'pi')
    .replace(/√\(/g, 'sqrt(')
    .replace(/√(\d+)/g, 'sqrt($1)')
    .replace(/\bln\(/g, 'LN(')
    .replace(/\blg\(/g, 'log10(')
    .replace(/\blog_(\d+)\(([^()]*)\)/g, 'LN($2) / LN($1)')
    .replace(/\blog\(/g, 'log10(')
    .replace(/LN\(/g, 'log(')
}

function num(s: string): number {
  const x = evaluate(source(s).replace(/(\d)\s*%$/, '$1')) as unknown
  if (typeof x !== 'number') throw new Error(`not a number: ${s}`)
  return x
}

/** Splits at top-level commas (never inside brackets). */
function topSplit(s: string, sep = ','): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (const c of s) {
    if ('([{'.includes(c)) depth++
    if (')]}'.includes(c)) depth--
    if (c === sep && depth === 0) {
      out.push(cur.trim())
      cur = ''
    } else cur += c
  }
  out.push(cur.trim())
  return out.filter(Boolean)
}

export function intervals(s: string): Interval[] {
  return s.split(/\s*(?:∪|\bU\b)\s*/).map((part) => {
    const m = part.trim().match(/^([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$/)
    if (!m) throw new Error(`not an interval: ${part}`)
    return { lo: num(m[2]), hi: num(m[3]), loIn: m[1] === '[', hiIn: m[4] === ']' }
  })
}

const variablesOf = (text: string) => {
  const names = new Set<string>()
  parse(source(text)).traverse((node) => {
    const n = node as unknown as { type: string; name: string }
    if (n.type === 'SymbolNode' && !['pi', 'e', 'Infinity', 'sqrt', 'log', 'log10', 'sin', 'cos', 'tan', 'abs', 'exp'].includes(n.name)) names.add(n.name)
  })
  return names
}

/** The engine's final.text as a claim; throws on anything it cannot read (a test failure). */
export function readClaim(text: string): Claim {
  const t = text.trim()
  const member = t.match(/^([a-z])\s*∈\s*(.+)$/)
  if (member) {
    const rhs = member[2].trim()
    if (rhs === '∅') return { k: 'roots', v: member[1], values: [] }
    if (rhs === 'ℝ') return { k: 'all', v: member[1] }
    return { k: 'set', v: member[1], set: intervals(rhs) }
  }
  const pieces = topSplit(t)
  const assignments = pieces.map((p) => p.match(/^([a-z])(?:_?\d)?\s*=\s*(.+)$/))
  if (assignments.every((m) => m && !variablesOf(m[2]).size)) {
    const vars = new Set(assignments.map((m) => m![1]))
    const valuesOf = (m: RegExpMatchArray) => plusMinus(m[2])
    if (vars.size === 1) return { k: 'roots', v: [...vars][0], values: assignments.flatMap((m) => valuesOf(m!)) }
    return { k: 'pairs', values: Object.fromEntries(assignments.map((m) => [m![1], num(m![2])])) }
  }
  // "g(4) = 15", "f'(2) = 12", "f'(x) = 2x + 3", "x^3 = 27": the value or expression after the label.
  const labelled = pieces.length === 1 && t.match(/^([^=]+?)\s*=\s*([^=]+)$/)
  const body = labelled && !/^[a-z]$/.test(labelled[1].trim()) ? labelled[2].trim() : t
  if (topSplit(body).length === 1 && variablesOf(body.replace(/±/g, '+')).size) return { k: 'expr', text: body }
  const many = topSplit(body).flatMap(plusMinus)
  if (many.length > 1) return { k: 'values', values: many }
  return { k: 'value', x: num(body), percent: /%\s*$/.test(body), text: body }
}

const plusMinus = (s: string): number[] => (s.includes('±') ? [num(s.replace('±', '+')), num(s.replace('±', '-'))] : [num(s)])

function sameSet(a: number[], b: number[]): boolean {
  return a.every((x) => b.some((y) => close(x, y))) && b.every((y) => a.some((x) => close(x, y)))
}

function sameIntervals(a: Interval[], b: Interval[]): boolean {
  const key = (i: Interval) => i.lo
  const [x, y] = [[...a].sort((p, q) => key(p) - key(q)), [...b].sort((p, q) => key(p) - key(q))]
  return x.length === y.length && x.every((i, k) => close(i.lo, y[k].lo) && close(i.hi, y[k].hi) && (i.loIn || !Number.isFinite(i.lo)) === (y[k].loIn || !Number.isFinite(y[k].lo)) && (i.hiIn || !Number.isFinite(i.hi)) === (y[k].hiIn || !Number.isFinite(y[k].hi)))
}

const SAMPLES = [0.37, 1.7, -2.3, 3.1, -0.8, 2.45]

function sameExpression(a: string, b: string, vars: string[]): boolean {
  const [fa, fb] = [parse(source(a)).compile(), parse(source(b)).compile()]
  let checked = 0
  for (let i = 0; i < SAMPLES.length; i++) {
    const scope = Object.fromEntries(vars.map((v, k) => [v, SAMPLES[(i + k) % SAMPLES.length]]))
    const [x, y] = [fa.evaluate(scope) as number, fb.evaluate(scope) as number]
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue
    if (!close(x, y)) return false
    checked++
  }
  return checked >= 3
}

/** A product of bracketed factors (or a number times them), not a sum. */
function isFactored(text: string): boolean {
  const node = parse(source(text))
  const unwrap = (n: any): any => (n.type === 'ParenthesisNode' ? unwrap(n.content) : n)
  const top = unwrap(node)
  return top.type === 'OperatorNode' && (top.fn === 'multiply' || top.fn === 'pow')
}

/** Whether the engine's answer is right; `why` explains a failure for the test report. */
export function judge(expect: Expect, text: string): { ok: boolean; why?: string } {
  let claim: Claim
  try {
    claim = readClaim(text)
  } catch (err) {
    return { ok: false, why: `unreadable answer ${JSON.stringify(text)}: ${(err as Error).message}` }
  }
  const fail = (why: string) => ({ ok: false, why: `${why}; got ${JSON.stringify(text)}` })
  switch (expect.k) {
    case 'decline':
      return fail('should have declined')
    case 'roots': {
      const want = expect.values.map(num)
      if (claim.k === 'roots') return claim.v === expect.v && sameSet(claim.values, want) ? { ok: true } : fail(`want ${expect.v} ∈ {${expect.values}}`)
      if (claim.k === 'value' && want.length === 1 && !claim.percent) return close(claim.x, want[0]) ? { ok: true } : fail(`want ${expect.values}`)
      return fail(`want roots {${expect.values}}`)
    }
    case 'all':
      return claim.k === 'all' || (claim.k === 'set' && claim.set.length === 1 && claim.set[0].lo === -Infinity && claim.set[0].hi === Infinity) ? { ok: true } : fail('want every real number')
    case 'set': {
      const want = intervals(expect.set)
      if (claim.k === 'set') return claim.v === expect.v && sameIntervals(claim.set, want) ? { ok: true } : fail(`want ${expect.set}`)
      return fail(`want the set ${expect.set}`)
    }
    case 'value': {
      const want = num(expect.value)
      if (claim.k === 'roots' && claim.values.length === 1 && expect.as?.includes(claim.v)) return close(claim.values[0], want) ? { ok: true } : fail(`want ${expect.value}`)
      if (claim.k !== 'value') return fail(`want the value ${expect.value}`)
      if (!!expect.percent !== claim.percent) return fail(expect.percent ? 'want a percentage' : 'want a plain value')
      const got = expect.signFree ? Math.abs(claim.x) : claim.x
      if (!close(got, expect.signFree ? Math.abs(want) : want)) return fail(`want ${expect.value}`)
      if (expect.exact && /\d\.\d/.test(claim.text)) return fail(`want the exact form ${expect.value}`)
      return { ok: true }
    }
    case 'values':
      if (claim.k === 'values' || claim.k === 'roots') return sameSet(claim.values, expect.values.map(num)) ? { ok: true } : fail(`want {${expect.values}}`)
      return fail(`want the values {${expect.values}}`)
    case 'expr': {
      if (claim.k !== 'expr') return fail(`want the expression ${expect.expr}`)
      if (!sameExpression(claim.text, expect.expr, expect.vars)) return fail(`want ${expect.expr}`)
      if (expect.factored && !isFactored(claim.text)) return fail('want a factored form')
      return { ok: true }
    }
    case 'pairs': {
      if (claim.k !== 'pairs') return fail('want one value per unknown')
      const keys = Object.keys(expect.values)
      return keys.length === Object.keys(claim.values).length && keys.every((k) => k in claim.values && close(claim.values[k], num(expect.values[k]))) ? { ok: true } : fail('want other values')
    }
  }
}
