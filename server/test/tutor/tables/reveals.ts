/**
 * Whether a reply shows the answer: as a formula of its own ($11$), at the end of a calculation
 * (= 11$), or as the answer's equation (x = 2), never counting a longer number (x = 200) or a
 * term (= 3x).
 */
export function reveals(markdown: string, latex: string): boolean {
  const escaped = latex.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const end = String.raw`(?=\s*(?:\$|,|\\quad|\\;|\\text|$))`
  return new RegExp(latex.includes('=') ? `${escaped}${end}` : `(?:\\$|=\\s*)${escaped}${end}`, 'm').test(markdown)
}
