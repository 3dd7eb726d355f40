/** Where a formula opened at `at` ends (index after its closer), or -1 when it is not (yet) closed. */
export interface MathSpan {
  tex: string
  display: boolean
  /** Index just after the closing delimiter. */
  end: number
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch)
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9'

/**
 * Reads a formula starting at `at`: `\(..\)`, `\[..\]`, `$$..$$`, or `$..$` by Pandoc's rule (the
 * opening `$` is not followed by a space, the closing one is not preceded by a space nor followed
 * by a digit), so "costs $5 and $10" stays text. Returns null when there is no formula here,
 * 'open' when one starts but is not closed in `src`.
 */
export function readMath(src: string, at: number): MathSpan | 'open' | null {
  const two = src.slice(at, at + 2)
  if (two === '\\(' || two === '\\[') {
    const closer = two === '\\(' ? '\\)' : '\\]'
    const end = src.indexOf(closer, at + 2)
    if (end < 0) return 'open'
    return { tex: src.slice(at + 2, end), display: two === '\\[', end: end + 2 }
  }
  if (two === '$$') {
    const end = src.indexOf('$$', at + 2)
    if (end < 0) return 'open'
    const tex = src.slice(at + 2, end)
    return tex.trim() ? { tex, display: true, end: end + 2 } : null
  }
  if (src[at] !== '$' || isSpace(src[at + 1])) return null
  for (let i = at + 1; i < src.length; i++) {
    const ch = src[i]
    if (ch === '\\') {
      i++
      continue
    }
    if (ch === '\n' && src[i + 1] === '\n') return null // a formula never spans paragraphs
    if (ch === '$' && !isSpace(src[i - 1]) && !isDigit(src[i + 1]) && src[i + 1] !== '$') {
      return { tex: src.slice(at + 1, i), display: false, end: i + 1 }
    }
  }
  return 'open'
}

/**
 * While an answer streams, the formula being written has no closing delimiter yet: the text is
 * cut where it opens, so raw TeX never flashes on screen. A lone `$` followed by an amount and
 * more words ("costs $5 for two") is money, not a formula, and stays.
 */
export function cutOpenFormula(text: string): { text: string; cut: boolean } {
  let inFence = false
  let lineStart = 0
  for (let i = 0; i < text.length; i++) {
    if (i === lineStart) {
      const fence = /^ {0,3}(```|~~~)/.exec(text.slice(i, i + 6))
      if (fence) inFence = !inFence
    }
    const ch = text[i]
    if (ch === '\n') {
      lineStart = i + 1
      continue
    }
    if (inFence) continue
    if (ch === '`') {
      const close = text.indexOf('`', i + 1)
      if (close < 0) return { text, cut: false }
      i = close
      continue
    }
    if (ch === '\\' && text[i + 1] !== '(' && text[i + 1] !== '[') {
      i++
      continue
    }
    if (ch !== '\\' && ch !== '$') continue
    const span = readMath(text, i)
    if (span === 'open') {
      if (ch === '$' && text[i + 1] !== '$' && looksLikeMoney(text.slice(i + 1))) continue
      return { text: text.slice(0, i), cut: true }
    }
    if (span) i = span.end - 1
  }
  return { text, cut: false }
}

function looksLikeMoney(after: string): boolean {
  return /^\d[\d.,]*(\s+\S|[^\d.,\s$\\^_{}])/.test(after) || /\n/.test(after) || after.length > 80
}
