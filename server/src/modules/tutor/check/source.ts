import { parse, type MathNode } from 'mathjs'

/**
 * The checker's own reading of a piece of maths: plain text (as typed, or an answer's LaTeX made
 * plain) to a mathjs expression, by rules of its own — none of the solver's lexer. Strict: a piece
 * mathjs cannot parse, or that calls a function we did not allow, is not read at all.
 */
const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' }
const SUBSCRIPT = /[₀-₉]/g
const ALLOWED = new Set(['sqrt', 'abs', 'sin', 'cos', 'tan', 'log', 'log10', 'exp', 'pi', 'e', 'deg', 'cbrt'])

/** Unicode and typography to ASCII maths (before NFKC, which would make x² an x2). */
export function plainMaths(s: string): string {
  return s
    .replace(/[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => `^(${[...m].map((c) => SUPERSCRIPT[c]).join('')})`)
    .replace(/log\s*([₀-₉]+)/g, (_, d: string) => `log_${[...d].map((c) => c.charCodeAt(0) - 0x2080).join('')} `)
    .replace(SUBSCRIPT, '')
    .replace(/[º˚]/g, '°')
    .normalize('NFKC')
    .replace(/⁄/g, '/')
    .replace(/[’‘′]/g, "'")
    .replace(/[−–—‐‑]/g, '-')
    .replace(/[×·⋅∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/π/g, 'pi')
    // 2又1/2: a mixed number in Chinese, read as 2 1/2 (toMathjs makes it 2 + 1/2).
    .replace(/(\d)\s*又\s*(?=\d+\s*\/\s*\d)/g, '$1 ')
    .replace(/∞/g, 'Infinity')
    .replace(/<=|≦|⩽/g, '≤')
    .replace(/>=|≧|⩾/g, '≥')
}

const memo = new Map<string, string | null>()
const varsMemo = new Map<string, string[]>()

/** mathjs source for one piece of plain maths; null when it is not something we evaluate. */
export function toMathjs(piece: string): string | null {
  if (memo.has(piece)) return memo.get(piece)!
  const out = convert(piece)
  if (memo.size > 2000) memo.clear()
  memo.set(piece, out)
  return out
}

function convert(piece: string): string | null {
  let s: string | null = plainMaths(piece).toLowerCase().trim()
  if (!s || /[=<>≤≥≠]/.test(s)) return null
  s = s
    // 1 3/4 is a mixed number, 1 + 3/4 (never the product 1 × 3/4, which no one writes so); -1 3/4 is -(1 + 3/4).
    .replace(/(^|[^\d.^/*)\w]\s*)(\d+) +(\d+)\s*\/\s*(\d+)(?![\d.^])/g, (_, before: string, w: string, n: string, d: string) => `${before}(${w} + ${n}/${d})`)
    // A fraction typed as a/b is one number: 3/4 ÷ 2/5 is (3/4) ÷ (2/5), as a student means it.
    .replace(/(^|[^\d.^/])(\d+)\s*\/\s*(\d+)(?![\d.^])/g, '$1($2/$3)')
    // kπ, 2kπ, πk: a letter beside π is a product (general solutions of trigonometric equations).
    .replace(/(?<![a-z])([a-z])\s*pi(?![a-z])/g, (m, v: string) => (v === 'e' ? m : `${v} * pi`))
    .replace(/(?<![a-z])pi\s*([a-z])(?![a-z(])/g, 'pi * $1')
    .replace(/\bsen\b/g, 'sin')
    .replace(/\btg\b/g, 'tan')
    .replace(/(\d+(?:\.\d+)?)\s*%/g, '($1/100)')
    .replace(/(\d+(?:\.\d+)?)\s*°/g, '($1 deg)')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/√\s*(\d+(?:\.\d+)?|[a-z])/g, 'sqrt($1)')
    .replace(/\blog_[{(]?(\d+)[})]?\s*\(([^()]*)\)/g, 'log($2, $1)')
    .replace(/\blog_[{(]?(\d+)[})]?\s*([a-z0-9.]+)/g, 'log($2, $1)')
    .replace(/\bln\s*\(/g, 'NATLOG(')
    .replace(/\bln\s*([a-z0-9.]+)/g, 'NATLOG($1)')
    .replace(/\b(?:lg|log)\s*\((?![^()]*,)/g, 'log10(')
    .replace(/\b(?:lg|log)\s+([a-z0-9.]+)/g, 'log10($1)')
    .replace(/\b(sin|cos|tan)\s+([a-z0-9.]+(?:\s*deg\)?)?|\([^()]*\))/g, (_, f: string, a: string) => `${f}(${a.replace(/^\((.*)\)$/, '$1')})`)
  s = bars(s)
  if (s === null) return null
  // 2x as 2 * x: mathjs would read 0x as a hexadecimal number.
  s = s.replace(/(?<![a-z\d.])(\d+(?:\.\d+)?)\s*([a-z])(?![a-z])/g, '$1 * $2')
  // x(x + 1) is a product, not a call of x.
  s = s.replace(/(^|[^a-z])([a-z])\s*\(/g, (m, before: string, v: string) => (ALLOWED.has(v) ? m : `${before}${v} * (`))
  if (/[a-z]{2,}/.test(s.replace(/(?<![a-z])(sqrt|abs|sin|cos|tan|log10|log|exp|pi|deg|infinity|inf)(?![a-z])/g, ''))) return null
  s = s.replace(/NATLOG\(/g, 'log(').replace(/\binf(?:inity)?\b/g, 'Infinity')
  try {
    const node = parse(s)
    return allowed(node) ? s : null
  } catch {
    // Expected: mathjs throws on text it cannot parse: not an expression the checker reads.
    return null
  }
}

function allowed(node: MathNode): boolean {
  let ok = true
  node.traverse((n) => {
    const x = n as MathNode & { fn?: { name?: string }; name?: string }
    if (n.type === 'FunctionNode' && !ALLOWED.has(x.fn?.name ?? '')) ok = false
    if (n.type === 'SymbolNode' && x.name && x.name.length > 1 && !ALLOWED.has(x.name) && x.name !== 'Infinity') ok = false
    if (n.type === 'AssignmentNode' || n.type === 'FunctionAssignmentNode' || n.type === 'BlockNode' || n.type === 'AccessorNode' || n.type === 'IndexNode' || n.type === 'ObjectNode' || n.type === 'ArrayNode' || n.type === 'RangeNode') ok = false
  })
  return ok
}

/** The free variables of mathjs source (one-letter names other than e). */
export function freeVariables(src: string): string[] {
  const known = varsMemo.get(src)
  if (known) return known
  const out = new Set<string>()
  parse(src).traverse((n) => {
    const x = n as MathNode & { name?: string }
    if (n.type === 'SymbolNode' && x.name && /^[a-z]$/.test(x.name) && x.name !== 'e') out.add(x.name)
  })
  if (varsMemo.size > 2000) varsMemo.clear()
  varsMemo.set(src, [...out].sort())
  return varsMemo.get(src)!
}

/** |…| as abs(…): a bar after an operand closes the innermost open one, otherwise it opens one. */
function bars(s: string): string | null {
  let out = ''
  let open = 0
  for (const c of s) {
    if (c !== '|') {
      out += c
      continue
    }
    const before = out.trimEnd().slice(-1)
    if (open > 0 && /[\w)\]%.]/.test(before)) {
      out += ')'
      open--
    } else {
      out += /[\w)]/.test(before) ? ' * abs(' : 'abs('
      open++
    }
  }
  return open === 0 ? out : null
}
