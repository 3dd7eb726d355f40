import katex from 'katex'
import type MarkdownIt from 'markdown-it'
import { readMath } from './delimiters'

// The parser states, as markdown-it's own rule signatures name them (its typings ship twice, CJS and ESM).
type StateInline = Parameters<Parameters<MarkdownIt['inline']['ruler']['before']>[2]>[0]
type StateBlock = Parameters<Parameters<MarkdownIt['block']['ruler']['before']>[2]>[0]

const cache = new Map<string, string>()
const CACHE_SIZE = 500

/**
 * A formula as KaTeX HTML, cached: a streamed answer is rendered again with every few tokens, and
 * its formulas do not change. HTML only (no MathML): the mini-program's rich-text shows spans.
 */
export function renderTex(tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${tex}`
  let html = cache.get(key)
  if (html === undefined) {
    html = katex.renderToString(tex.trim(), { displayMode: display, throwOnError: false, output: 'html', strict: 'ignore', trust: false })
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string)
    cache.set(key, html)
  }
  return html
}

const ENVIRONMENTS = 'aligned|align\\*?|gather\\*?|gathered|equation\\*?|cases|array|matrix|pmatrix|bmatrix|vmatrix'
const BEGIN = new RegExp(`^\\\\begin\\{(${ENVIRONMENTS})\\}`)

function inlineMath(state: StateInline, silent: boolean): boolean {
  const ch = state.src[state.pos]
  if (ch !== '$' && ch !== '\\') return false
  const span = readMath(state.src.slice(0, state.posMax), state.pos)
  if (!span || span === 'open') return false
  if (!silent) {
    const token = state.push(span.display ? 'math_display' : 'math_inline', 'math', 0)
    token.content = span.tex
    token.markup = ch
  }
  state.pos = span.end
  return true
}

/** `$$` or `\[` opening a line, closed at the end of that line or a later one; or a bare \begin{aligned}…\end{aligned}. */
function blockMath(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false
  const lineOf = (n: number) => state.src.slice(state.bMarks[n] + state.tShift[n], state.eMarks[n])
  const first = lineOf(startLine)
  const env = BEGIN.exec(first)
  const open = first.startsWith('$$') ? '$$' : first.startsWith('\\[') ? '\\[' : env ? env[0] : null
  if (!open) return false
  const close = open === '$$' ? '$$' : open === '\\[' ? '\\]' : `\\end{${env![1]}}`
  const body: string[] = []
  let rest = env ? first : first.slice(open.length)
  for (let line = startLine; line < endLine; line++) {
    if (line > startLine) rest = lineOf(line)
    const at = rest.trimEnd().endsWith(close) ? rest.trimEnd().length - close.length : -1
    if (at >= 0) {
      body.push(env ? rest.trimEnd() : rest.slice(0, at))
      if (silent) return true
      const token = state.push('math_block', 'math', 0)
      token.block = true
      token.content = body.join('\n')
      token.map = [startLine, line + 1]
      state.line = line + 1
      return true
    }
    body.push(rest)
  }
  return false
}

/** `$…$`, `\(…\)`, `$$…$$`, `\[…\]` and bare display environments, rendered by KaTeX. */
export function mathPlugin(md: MarkdownIt): void {
  // Before `escape`, which would turn `\(` into a plain bracket.
  md.inline.ruler.before('escape', 'math', inlineMath)
  md.block.ruler.before('fence', 'math_block', blockMath, { alt: ['paragraph', 'reference', 'blockquote', 'list'] })
  md.renderer.rules.math_inline = (tokens, i) => renderTex(tokens[i].content, false)
  md.renderer.rules.math_display = (tokens, i) => `<span class="md-math-display">${renderTex(tokens[i].content, true)}</span>`
  md.renderer.rules.math_block = (tokens, i) => `<div class="md-math-block">${renderTex(tokens[i].content, true)}</div>\n`
}
