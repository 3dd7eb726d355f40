/**
 * Splits normalised text into maths and words, and rebuilds each maths part as a string mathjs parses
 * the way a student means it: explicit products (2x, 3(x+1), x(x+1)), sin x as sin(x), √13 as sqrt(13),
 * 12.5% as pct(12.5), × and ÷ kept as mathjs' .* and ./ so explanations can show them.
 */

export type TokenType = 'num' | 'var' | 'fn' | 'const' | 'word' | 'op' | 'lp' | 'rp' | 'eq' | 'sep' | 'pct' | 'root' | 'bar' | 'other' | 'bad'
export interface Token {
  type: TokenType
  text: string
  /** whitespace right before the token */
  space: boolean
}

/**
 * Functions students write, mapped to mathjs names. A school's log without a base is base 10
 * (lg in China), ln the natural logarithm; log_2 x names its base (read as mathjs' log(x, 2)).
 */
const FUNCTIONS: Record<string, string> = {
  sin: 'sin', sen: 'sin', cos: 'cos', tan: 'tan', tg: 'tan', cot: 'cot', sec: 'sec', csc: 'csc',
  exp: 'exp', ln: 'log', log: 'log10', lg: 'log10', sqrt: 'sqrt', abs: 'abs',
}
const MAX_NUMBER_DIGITS = 15
const MAX_TOKENS = 300
const MAX_DEPTH = 12

export function lex(s: string): Token[] {
  const out: Token[] = []
  let space = false
  const push = (type: TokenType, text: string) => {
    out.push({ type, text, space })
    space = false
  }
  let i = 0
  while (i < s.length) {
    const c = s[i]
    const rest = s.slice(i)
    let m: RegExpMatchArray | null
    if (c === '\n') {
      push('sep', ';')
      i++
    } else if (/\s/.test(c)) {
      space = true
      i++
    } else if ((m = rest.match(/^(\d+(\.\d+)?|\.\d+)/))) {
      push(m[0].replace('.', '').length > MAX_NUMBER_DIGITS ? 'bad' : 'num', m[0])
      i += m[0].length
    } else if ((m = rest.match(/^log\s*_\s*\{?\s*(\d+)\s*\}?/i))) {
      push(Number(m[1]) >= 2 ? 'fn' : 'bad', `logb${m[1]}`)
      i += m[0].length
    } else if ((m = rest.match(/^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]+/))) {
      for (const t of letters(m[0], s[i - 1] ?? ' ', s[i + m[0].length] ?? ' ')) push(t.type, t.text)
      i += m[0].length
    } else {
      i++
      if ('+-*/^×÷'.includes(c)) push('op', c)
      else if (c === '∶') push('op', '/')
      else if (c === '|') push('bar', c)
      else if ('([{'.includes(c)) push('lp', '(')
      else if (')]}'.includes(c)) push('rp', ')')
      else if (c === '=') push('eq', c)
      else if (c === ',' || c === ';') push('sep', c)
      else if (c === '%') push('pct', c)
      else if (c === '√') push('root', c)
      else push('other', c)
    }
  }
  return out
}

/** A run of letters: a function, a constant, variables (2xy) or a word ("Solve", "de"). */
function letters(run: string, before: string, after: string): { type: TokenType; text: string }[] {
  if (/[^A-Za-z]/.test(run)) return [{ type: 'word', text: run }]
  const lower = run.toLowerCase()
  if (FUNCTIONS[lower]) return [{ type: 'fn', text: FUNCTIONS[lower] }]
  if (lower === 'pi') return [{ type: 'const', text: 'pi' }]
  if (run.length === 1) return [{ type: run === 'e' ? 'const' : 'var', text: run }]
  // sinx, cos2x: a function name glued to its argument.
  const glued = Object.keys(FUNCTIONS).find((f) => lower.startsWith(f) && lower.length - f.length <= 2)
  if (glued) return [{ type: 'fn', text: FUNCTIONS[glued] }, ...run.slice(glued.length).split('').map((v) => ({ type: 'var' as const, text: v }))]
  // Short runs glued to maths (2xy, ab^2) are products of variables; anything else is a word.
  const attached = /[\d)^*/+\-=(]/.test(before) || /[\d(^*/+\-=)]/.test(after)
  if (run.length <= 3 && attached) return run.split('').map((v) => ({ type: v === 'e' ? ('const' as const) : ('var' as const), text: v }))
  return [{ type: 'word', text: run }]
}

const isMathToken = (t: Token) => t.type !== 'word' && t.type !== 'other'
const OPERAND_END: TokenType[] = ['num', 'var', 'const', 'rp', 'pct']
const OPERAND_START: TokenType[] = ['num', 'var', 'const', 'fn', 'root', 'lp']

/** Maximal runs of maths tokens. A run holding an invalid token is dropped whole. */
export function segments(tokens: Token[]): Token[][] {
  const out: Token[][] = []
  let current: Token[] = []
  const flush = () => {
    if (current.length && !current.some((t) => t.type === 'bad')) out.push(current)
    current = []
  }
  for (const t of tokens) {
    if (isMathToken(t)) current.push(t)
    else flush()
  }
  flush()
  return out
}

/**
 * Splits a segment at separators, and at a spaced "y" / "o" (Spanish and, or) sitting between two
 * complete equations: "x+y=5 y x-y=1". A "y" inside an equation is the variable.
 */
export function splitParts(segment: Token[]): Token[][] {
  const parts: Token[][] = [[]]
  segment.forEach((t, i) => {
    const current = parts[parts.length - 1]
    const next = segment[i + 1]
    const conjunction =
      t.type === 'var' && (t.text === 'y' || t.text === 'o') && t.space && next?.space &&
      current.some((c) => c.type === 'eq') && OPERAND_END.includes(current[current.length - 1]?.type) &&
      OPERAND_START.includes(next.type) && segment.slice(i + 1).some((c) => c.type === 'eq')
    if (t.type === 'sep' || conjunction) parts.push([])
    else current.push(t)
  })
  return parts.filter((p) => p.length > 0)
}

/** The mathjs source of an expression part (no '='), or null when it cannot be read safely. */
export function toSource(tokens: Token[]): string | null {
  if (tokens.length === 0 || tokens.length > MAX_TOKENS) return null
  const out: string[] = []
  let prev: TokenType | null = null
  let depth = 0
  // |…| nests: a bar closes the innermost open one when it follows an operand, else it opens one.
  let bars = 0
  const emitOperand = (text: string, type: TokenType) => {
    if (prev && OPERAND_END.includes(prev)) {
      if (type === 'num') return false // "2 3" or "x2": ambiguous, refuse rather than guess
      out.push('*')
    }
    out.push(text)
    return true
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]
    switch (t.type) {
      case 'num':
        // 2/3 * 9/4: a fraction typed between whole numbers binds tighter than the product around it.
        if (isFractionLiteral(tokens, i)) {
          if (!emitOperand(`(${t.text}/${tokens[i + 2].text})`, 'num')) return null
          i += 2
          prev = 'rp'
          break
        }
        if (!emitOperand(t.text, t.type)) return null
        prev = t.type
        break
      case 'var':
      case 'const':
        if (!emitOperand(t.text, t.type)) return null
        prev = t.type
        break
      case 'pct':
        if (prev !== 'num') return null
        out[out.length - 1] = `pct(${out[out.length - 1]})`
        prev = 'pct'
        break
      case 'lp':
        if (++depth > MAX_DEPTH) return null
        if (prev && OPERAND_END.includes(prev)) out.push('*')
        out.push('(')
        prev = 'lp'
        break
      case 'rp':
        if (--depth < 0) return null
        out.push(')')
        prev = 'rp'
        break
      case 'bar':
        if (bars > 0 && prev && OPERAND_END.includes(prev)) {
          bars--
          depth--
          out.push(')')
          prev = 'rp'
        } else {
          if (++depth > MAX_DEPTH) return null
          bars++
          if (prev && OPERAND_END.includes(prev)) out.push('*')
          out.push('abs(')
          prev = 'lp'
        }
        break
      case 'op':
        out.push(t.text === '×' ? ' .* ' : t.text === '÷' ? ' ./ ' : t.text)
        prev = 'op'
        break
      case 'fn':
      case 'root': {
        if (prev && OPERAND_END.includes(prev)) out.push('*')
        out.push(t.type === 'root' ? 'sqrt' : t.text)
        const next = tokens[i + 1]
        if (next?.type === 'lp') {
          prev = 'fn'
          break
        }
        // Without brackets the argument is the next simple factor: sin 2x, √13, ln x^2.
        const arg: string[] = []
        let j = i + 1
        if (tokens[j]?.type === 'num') arg.push(tokens[j++].text)
        while (t.type === 'fn' && (tokens[j]?.type === 'var' || tokens[j]?.type === 'const')) {
          arg.push(tokens[j++].text)
          if (tokens[j]?.text === '^' && tokens[j + 1]?.type === 'num') {
            arg.push(`^${tokens[j + 1].text}`)
            j += 2
          }
        }
        if (t.type === 'root' && arg.length === 0 && (tokens[j]?.type === 'var' || tokens[j]?.type === 'const')) arg.push(tokens[j++].text)
        if (arg.length === 0) return null
        out.push(`(${arg.join('*').replace(/\*\^/g, '^')})`)
        i = j - 1
        prev = 'rp'
        break
      }
      default:
        return null
    }
  }
  if (prev === 'op' || prev === 'fn' || bars > 0) return null
  // Students often forget the last closing brackets.
  while (depth-- > 0) out.push(')')
  return out.join('')
}

function isFractionLiteral(tokens: Token[], i: number): boolean {
  const [a, slash, b, after] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]]
  const before = tokens[i - 1]
  return (
    /^\d+$/.test(a.text) && slash?.text === '/' && b?.type === 'num' && /^\d+$/.test(b.text) &&
    !(before?.type === 'op' && (before.text === '^' || before.text === '/')) &&
    !(after?.type === 'op' && after.text === '^')
  )
}
