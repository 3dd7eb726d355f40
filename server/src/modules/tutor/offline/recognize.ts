import type { Lang } from '@contract/common'
import { variables } from './expr'
import { Q } from './fractions'
import { foldAccents, intents, outOfScope, usesDecimalComma, wordOperators, type Intent } from './keywords'
import { lex, segments, splitParts, type Token } from './lexer'
import { decimalCommas, normalize } from './normalize'
import { parseTokens } from './parse'
import type { Equation, Problem } from './types'

export const MAX_QUESTION_LENGTH = 2000

const N = String.raw`(\d+(?:\.\d+)?)`
const PERCENT_OF = [
  new RegExp(`${N}\\s*%\\s*(?:of|de|del|des|d')\\s*${N}`),
  new RegExp(`${N}\\s*(?:percent|per cent|pour ?cent|por ?ciento)\\s*(?:of|de|del)\\s*${N}`),
]
/** Chinese puts the base first: 80的12.5% */
const PERCENT_OF_ZH = new RegExp(`${N}\\s*的\\s*${N}\\s*%`)
/** [pattern, index of the part, index of the whole] */
const WHAT_PERCENT: [RegExp, number, number][] = [
  [new RegExp(`what (?:percent(?:age)?|%) of ${N} is ${N}`), 2, 1],
  [new RegExp(`${N} is what (?:percent(?:age)?|%) of ${N}`), 1, 2],
  [new RegExp(`quel (?:pourcentage|%) de ${N} (?:represente|est|fait) ${N}`), 2, 1],
  [new RegExp(`${N} (?:represente|est|fait) quel (?:pourcentage|%) de ${N}`), 1, 2],
  [new RegExp(`que (?:porcentaje|%) de ${N} (?:es|representa) ${N}`), 2, 1],
  [new RegExp(`${N} (?:es|representa) (?:el )?que (?:porcentaje|%) de ${N}`), 1, 2],
  [new RegExp(`${N}\\s*(?:是|占|佔)\\s*${N}\\s*的\\s*(?:百分之(?:几|幾|多少)|百分比|%)`), 1, 2],
]

/** What the question asks, or null when it is not maths this engine can do. */
export function recognize(question: string, lang: Lang = 'en'): Problem | null {
  if (question.length > MAX_QUESTION_LENGTH) return null
  const folded = foldAccents(normalize(question))
  if (outOfScope(folded)) return null
  const text = wordOperators(decimalCommas(folded, !usesDecimalComma(folded, lang === 'fr' || lang === 'es')))
  return percentProblem(text) ?? fractionOf(text) ?? mathsProblem(text, intents(text))
}

const FRACTION_OF = [new RegExp(`(\\d+)\\s*/\\s*(\\d+)\\s*(?:of|de|del|d')\\s*${N}`), new RegExp(`${N}\\s*的\\s*(\\d+)\\s*/\\s*(\\d+)`)]

/** "3/4 of 20", "20的3/4": a fraction of a quantity is a product. */
function fractionOf(s: string): Problem | null {
  const [en, zh] = [s.match(FRACTION_OF[0]), s.match(FRACTION_OF[1])]
  const [a, b, n] = en ? [en[1], en[2], en[3]] : zh ? [zh[2], zh[3], zh[1]] : []
  if (!a || !b || !n || Number(b) === 0) return null
  const quantity = { t: 'num' as const, v: Q(n), ...(n.includes('.') ? { dec: true } : {}) }
  return { type: 'evaluate', expr: { t: 'mul', a: { t: 'div', a: { t: 'num', v: Q(a) }, b: { t: 'num', v: Q(b) } }, b: quantity, shown: 'times' } }
}

function percentProblem(s: string): Problem | null {
  for (const re of PERCENT_OF) {
    const m = s.match(re)
    if (m) return { type: 'percentOf', percent: Q(m[1]), base: Q(m[2]) }
  }
  const zh = s.match(PERCENT_OF_ZH)
  if (zh) return { type: 'percentOf', percent: Q(zh[2]), base: Q(zh[1]) }
  for (const [re, part, whole] of WHAT_PERCENT) {
    const m = s.match(re)
    if (m && Number(m[whole]) !== 0) return { type: 'whatPercent', part: Q(m[part]), whole: Q(m[whole]) }
  }
  return null
}

interface Part {
  tokens: Token[]
  lhs: Token[]
  rhs: Token[] | null // null: no '=' at all
}

function mathsProblem(s: string, wants: Set<Intent>): Problem | null {
  // d/dx and y' are instructions, not maths to parse.
  // what's, l'équation: one word, not a stray variable s or l
  const cleaned = s.replace(/\bd\s*y?\s*\/\s*d\s*x\b/g, ' ').replace(/\b([yf])\s*'/g, ' ').replace(/([a-z])'([a-z])/g, '$1$2')
  const parts: Part[] = segments(lex(cleaned))
    .flatMap(splitParts)
    .map((tokens) => {
      const eq = tokens.findIndex((t) => t.type === 'eq')
      if (tokens.filter((t) => t.type === 'eq').length > 1) return null
      return eq < 0 ? { tokens, lhs: tokens, rhs: null } : { tokens, lhs: tokens.slice(0, eq), rhs: tokens.slice(eq + 1) }
    })
    .filter((p): p is Part => p !== null && p.lhs.length > 0)
  const equations = parts.filter((p) => p.rhs && p.rhs.length > 0 && !namesAFunction(p.lhs))
  const definitions = parts.filter((p) => p.rhs && p.rhs.length > 0 && namesAFunction(p.lhs))
  const expressions = parts.filter((p) => (!p.rhs || p.rhs.length === 0) && hasOperation(p.lhs))
  const mathShare = parts.reduce((n, p) => n + p.tokens.reduce((k, t) => k + t.text.length, 0), 0) / Math.max(1, s.replace(/\s/g, '').length)

  if (wants.has('derivative')) {
    const source = definitions[0]?.rhs ?? longest(expressions)?.lhs
    const expr = source && parseTokens(source)
    if (!expr) return null
    const vars = [...variables(expr)]
    const variable = vars.includes('x') ? 'x' : vars.length === 1 ? vars[0] : vars.length === 0 ? 'x' : null
    const name = definitions[0] && definitions[0].lhs[0].text !== 'f' ? 'y' : 'f'
    return variable ? { type: 'derivative', expr, variable, name } : null
  }
  if (equations.length >= 2) return systemProblem(equations)
  if (equations.length === 1) return equationProblem(equations[0], wants)
  const definition = definitions[0]
  if (definition && (wants.has('simplify') || expressions.length === 0)) {
    const expr = parseTokens(definition.rhs ?? [])
    return expr && variables(expr).size > 0 ? { type: 'simplify', expr } : null
  }
  const main = longest(expressions)
  const expr = main && parseTokens(main.lhs)
  if (!expr) return null
  const vars = variables(expr)
  if (vars.size === 0) return wants.has('compute') || wants.has('simplify') || mathShare >= 0.5 ? { type: 'evaluate', expr } : null
  if (wants.has('solve') && vars.size === 1 && !wants.has('simplify'))
    return { type: 'equation', eq: { lhs: expr, rhs: { t: 'num', v: Q(0) } }, variable: [...vars][0] }
  return wants.has('simplify') || mathShare >= 0.5 ? { type: 'simplify', expr } : null
}

function equationProblem(part: Part, wants: Set<Intent>): Problem | null {
  const lhs = parseTokens(part.lhs)
  const rhs = parseTokens(part.rhs ?? [])
  if (!lhs || !rhs) return null
  const vars = new Set([...variables(lhs), ...variables(rhs)])
  if (vars.size === 1) return { type: 'equation', eq: { lhs, rhs }, variable: [...vars][0] }
  if (vars.size === 0 && (wants.has('compute') || !wants.has('solve'))) return { type: 'evaluate', expr: lhs }
  return null
}

function systemProblem(parts: Part[]): Problem | null {
  const equations: Equation[] = []
  const vars = new Set<string>()
  for (const p of parts) {
    const lhs = parseTokens(p.lhs)
    const rhs = parseTokens(p.rhs ?? [])
    if (!lhs || !rhs) return null
    equations.push({ lhs, rhs })
    for (const v of [...variables(lhs), ...variables(rhs)]) vars.add(v)
  }
  const variables_ = [...vars].sort()
  if (variables_.length < 2 || variables_.length > 3 || equations.length !== variables_.length) return null
  return { type: 'system', equations, variables: variables_ }
}

/** y = …, f(x) = … : the left side names the function to simplify or differentiate. */
function namesAFunction(lhs: Token[]): boolean {
  const t = lhs.map((x) => x.type).join(' ')
  return (t === 'var' && ['y', 'f', 'g'].includes(lhs[0].text)) || (t === 'var lp var rp' && ['f', 'g', 'y'].includes(lhs[0].text))
}

const hasOperation = (ts: Token[]) => ts.some((t) => ['op', 'fn', 'root', 'pct'].includes(t.type))

function longest(parts: Part[]): Part | undefined {
  return parts.reduce<Part | undefined>((best, p) => (!best || p.lhs.length > best.lhs.length ? p : best), undefined)
}

