import MarkdownIt from 'markdown-it'
import { cutOpenFormula } from './delimiters'
import { mathPlugin } from './math-plugin'

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true })
md.use(mathPlugin)
// Wide tables scroll sideways inside the bubble instead of stretching the page.
md.renderer.rules.table_open = () => '<div class="md-table"><table>\n'
md.renderer.rules.table_close = () => '</table></div>\n'

// Marks where a formula still being written was cut off; replaced after rendering.
const PENDING = '\uE000'
const PENDING_HTML = '<span class="md-math-pending">…</span>'

/**
 * An answer as HTML: Markdown (tables, code, lists) with LaTeX maths by KaTeX. Raw HTML in the
 * text is shown as text, never run. While `streaming`, a formula whose closing delimiter has not
 * arrived yet is held back and shown as "…".
 */
export function renderMarkdown(text: string, options: { streaming?: boolean } = {}): string {
  if (!options.streaming) return md.render(text)
  const { text: shown, cut } = cutOpenFormula(text)
  const html = md.render(cut ? `${shown}${PENDING}` : shown)
  return cut ? html.replace(PENDING, PENDING_HTML) : html
}
