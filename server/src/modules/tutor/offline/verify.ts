import type { Lang } from '@contract/common'
import { finalSegments } from './answer-text'
import { variables, type Expr } from './expr'
import { lex, segments, splitParts } from './lexer'
import { foldAccents, usesDecimalComma } from './keywords'
import { decimalCommas, normalize } from './normalize'
import { close, evalFloat, sameFunction } from './numeric'
import { parseTokens } from './parse'
import { MAX_QUESTION_LENGTH, recognize } from './recognize'
import { solve } from './solve'
import type { Expected } from './solved'

export type Verdict = { status: 'verified' | 'mismatch' | 'unchecked'; expected?: string }

const NO_REAL = /no real|no solution|pas de solution|aucune solution|sin soluci|no tiene soluci|no hay soluci|ninguna soluci|无实数|無實數|没有实数|沒有實數|无解|無解|∅/i
const ALL_REAL = /infinitely many|all real|every real|any real|infinit[eé]|tout (nombre )?r[ée]el|todo n[úu]mero real|cualquier n[úu]mero|infinitas|任意实数|任何实数|任意實數|任何實數|无数|無數|無限多|ℝ/i

/**
 * Checks the final answer of a reply against the CAS. "unchecked" when the question is not one the
 * engine solves, or no final answer can be read from the reply: never a guess.
 */
export function verifyAnswer(question: string, answerText: string, lang: Lang = 'en'): Verdict {
  if (typeof question !== 'string' || typeof answerText !== 'string' || question.length > MAX_QUESTION_LENGTH) return { status: 'unchecked' }
  let expected: Expected
  let shown: string
  try {
    const problem = recognize(question, lang)
    const solved = problem && solve(problem)
    if (!solved) return { status: 'unchecked' }
    ;[expected, shown] = [solved.expected, solved.final.text]
  } catch {
    return { status: 'unchecked' }
  }
  // Every statement of the final answer must be right: a correction or an exercise's answer
  // next to a wrong one leaves the reply unchecked, never verified.
  const results = finalSegments(answerText).map((segment) => check(expected, segment, lang))
  if (results.length > 0 && results.every((r) => r === true)) return { status: 'verified' }
  if (results.includes(false) && !results.includes(true)) return mismatch(shown)
  return { status: 'unchecked' }
}

const mismatch = (expected: string): Verdict => ({ status: 'mismatch', expected })

function check(expected: Expected, segment: string, lang: Lang): boolean | null {
  try {
    const plain = normalize(segment)
    return compare(expected, decimalCommas(plain, !usesDecimalComma(foldAccents(plain), lang === 'fr' || lang === 'es')))
  } catch {
    return null // a reply we cannot read is not a wrong one
  }
}

/** true / false, or null when the segment does not say anything we can compare. */
function compare(expected: Expected, segment: string): boolean | null {
  switch (expected.type) {
    case 'number': {
      const value = lastValue(segment)
      if (value === null) return null
      // "25%" and the ratio "0.25" both answer "what percent…"; 25% is 0.25 once parsed.
      if (expected.percent) return matches(value.x * 100, expected.value, Math.max(0, value.decimals - 2)) || (!value.percent && matches(value.x, expected.value, value.decimals))
      return matches(value.x, expected.value, value.decimals)
    }
    case 'roots': {
      if (/(^|[^a-z])i([^a-z]|$)/.test(segment.replace(/\b(sin|pi|lim)\b/g, ''))) return null // complex roots: not our field
      if (expected.values === 'none') return NO_REAL.test(segment) ? true : values(segment).length ? false : null
      if (expected.values === 'all') return ALL_REAL.test(segment) ? true : values(segment).length ? false : null
      const found = values(segment)
      if (found.length === 0) return NO_REAL.test(segment) || ALL_REAL.test(segment) ? false : null
      return sameSet(found, expected.values)
    }
    case 'system': {
      if (!Array.isArray(expected.values)) {
        const words = expected.values === 'none' ? NO_REAL : ALL_REAL
        return words.test(segment) ? true : pairs(segment, expected.variables) ? false : null
      }
      const got = pairs(segment, expected.variables)
      if (!got) return null
      return got.every((x, i) => close(x, (expected.values as number[])[i], 1e-9))
    }
    case 'expression': {
      const rhs = segment.includes('=') ? segment.slice(segment.lastIndexOf('=') + 1) : segment
      const e = longestExpression(rhs)
      if (!e || [...variables(e)].some((v) => !expected.variables.includes(v))) return null
      return sameFunction(e, expected.expr, expected.variables)
    }
  }
}

/** Exact, or a correct rounding of the expected value to the decimals the answer shows (0.5833 for 7/12). */
function matches(got: number, want: number, decimals: number): boolean {
  if (close(got, want, 1e-9)) return true
  const significant = Math.abs(got) >= 1 ? Math.floor(Math.log10(Math.abs(got))) + 1 + decimals : decimals
  return decimals > 0 && significant >= 3 && Math.abs(got - want) <= 0.5 * 10 ** -decimals + 1e-12
}

function lastValue(segment: string): { x: number; decimals: number; percent: boolean } | null {
  const text = segment.includes('=') ? segment.slice(segment.lastIndexOf('=') + 1) : segment
  const e = longestExpression(text)
  if (!e || variables(e).size > 0) return null
  const x = evalFloat(e)
  if (!Number.isFinite(x)) return null
  const decimals = Math.max(0, ...[...text.matchAll(/\d\.(\d+)/g)].map((m) => m[1].length))
  return { x, decimals, percent: text.includes('%') }
}

function longestExpression(text: string): Expr | null {
  const parts = segments(lex(text)).flatMap(splitParts)
  const best = parts.filter((p) => p.some((t) => t.type === 'num' || t.type === 'var' || t.type === 'const')).sort((a, b) => b.length - a.length)[0]
  return best ? parseTokens(best.filter((t) => t.type !== 'eq')) : null
}

/** Between answers. The Spanish y / o only with spaces around and a value after, never the variable y. */
const SEPARATORS = /[,;]|\b(?:or|ou|and|et)\b|\s(?:y|o)\s+(?=[a-z]\s*=|[-\d(])|或|和|及|与|與/

/** Every value in "x = 2 or x = 3", "x₁ = (5 ± √13)/2", "x = 2, 3". */
function values(segment: string): number[] {
  const out: number[] = []
  const pieces = segment.split(SEPARATORS)
  const stated = pieces.some((p) => p.includes('='))
  for (const piece of pieces) {
    // With "x = …" pieces around, a bare piece counts only if it is nothing but maths ("x = 2 or 3").
    if (stated && !piece.includes('=') && lex(piece).some((t) => t.type === 'word' || t.type === 'other')) continue
    const rhs = piece.includes('=') ? piece.slice(piece.lastIndexOf('=') + 1) : piece
    if (!/\d/.test(rhs)) continue
    const variants = rhs.includes('±') ? [rhs.replace('±', '+'), rhs.replace('±', '-')] : [rhs]
    for (const v of variants) {
      const e = longestExpression(v)
      if (!e || variables(e).size > 0) continue
      const x = evalFloat(e)
      if (Number.isFinite(x)) out.push(x)
    }
  }
  return out
}

function sameSet(found: number[], want: number[]): boolean {
  const has = (xs: number[], y: number) => xs.some((x) => close(x, y, 1e-9))
  return found.every((x) => has(want, x)) && want.every((y) => has(found, y))
}

/** x = 1, y = 2 in any order, or a tuple (1, 2) in the variables' order. */
function pairs(segment: string, vars: string[]): number[] | null {
  const got: Record<string, number> = {}
  for (const piece of segment.split(SEPARATORS)) {
    const m = piece.match(/([a-z])\s*=\s*(.+)$/i)
    if (!m || !vars.includes(m[1])) continue
    const e = longestExpression(m[2])
    if (e && variables(e).size === 0) got[m[1]] = evalFloat(e)
  }
  if (vars.every((v) => v in got)) return vars.map((v) => got[v])
  // (3, 2), or (3 ; 2) as French writes it: the last bracket holding exactly one number per unknown.
  const tuples = [...segment.matchAll(/\(([^()]+)\)/g)].map((m) => m[1].split(/[,;]/).map((item) => longestExpression(item)))
  const values = tuples.reverse().find((items) => items.length === vars.length && items.every((e) => e && variables(e).size === 0))
  return values ? values.map((e) => evalFloat(e as Expr)) : null
}

