import { parse } from 'mathjs'
import { depth, fromMathjs, size, some, variables, type Expr } from './expr'
import { toSource, type Token } from './lexer'
import { evalFloat } from './numeric'

const MAX_NODES = 150
const MAX_DEPTH = 40
const MAX_EXPONENT = 64
/** Digits an exact power may produce before we refuse it (2^100 is fine, 9^99 is not). */
const MAX_POWER_DIGITS = 40

/** Parses mathjs source made by the lexer, with every guard the solvers rely on. */
export function parseSource(source: string): Expr | null {
  let node
  try {
    node = parse(source)
  } catch {
    // Expected: mathjs throws on text it cannot parse: a question we do not read.
    return null
  }
  const e = fromMathjs(node)
  if (!e || size(e) > MAX_NODES || depth(e) > MAX_DEPTH) return null
  return powersAreSafe(e) ? e : null
}

export function parseTokens(tokens: Token[]): Expr | null {
  const source = toSource(tokens)
  return source === null ? null : parseSource(source)
}

/**
 * Exponents must be small numbers, or sit on a constant base (e^x, 2^x). Evaluated as floats, so
 * 9^9^9 is seen as an exponent of 387420489 and refused without any big-number work.
 */
function powersAreSafe(e: Expr): boolean {
  return !some(e, (x) => {
    if (x.t !== 'pow') return false
    const exponentVars = variables(x.b).size > 0
    if (exponentVars) return variables(x.a).size > 0 // x^x: beyond this engine
    const p = evalFloat(x.b)
    if (!Number.isFinite(p) || Math.abs(p) > MAX_EXPONENT) return true
    if (variables(x.a).size > 0) return false
    const base = Math.abs(evalFloat(x.a))
    return !Number.isFinite(base) || (base > 1 && Math.abs(p) * Math.log10(base) > MAX_POWER_DIGITS)
  })
}
