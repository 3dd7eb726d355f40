import { cutOpenFormula } from '../delimiters'
import { renderMarkdown } from '../render'

const katexCount = (html: string) => (html.match(/class="katex"/g) ?? []).length

describe('answer rendering: Markdown with LaTeX maths', () => {
  it('renders inline and display maths in all four notations', () => {
    const html = renderMarkdown('Inline \\(x^2\\) and $y_1$.\n\n\\[\\frac{a}{b}\\]\n\n$$\\sqrt{2}$$')
    expect(katexCount(html)).toBe(4)
    expect(html).toContain('class="katex-display"')
    expect(html).not.toContain('\\(')
    expect(html).not.toContain('$')
  })

  it('renders a display formula spread over several lines, and a bare aligned environment', () => {
    const html = renderMarkdown('Steps:\n\n\\[\nx + 1 = 3 \\\\\nx = 2\n\\]\n\n\\begin{aligned}a &= 1 \\\\ b &= 2\\end{aligned}')
    expect(html.match(/class="md-math-block"/g)).toHaveLength(2)
    expect(html).not.toContain('\\begin')
  })

  it('keeps a lone currency $ as text', () => {
    for (const text of ['It costs $5 and the pen $10.', 'Pay $3.50 now', 'Only $ signs here $ ok']) {
      const html = renderMarkdown(text)
      expect(katexCount(html)).toBe(0)
      expect(html).toContain('$')
    }
  })

  it('shows an escaped dollar, code and raw HTML as text, never as maths or markup', () => {
    const html = renderMarkdown('Price \\$5 and `$x$` in code\n\n```\n$$ not maths $$\n```\n\n<script>alert(1)</script> <b>bold</b>')
    expect(katexCount(html)).toBe(0)
    expect(html).toContain('$x$')
    expect(html).toContain('$$ not maths $$')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('<b>')
  })

  it('renders tables in a sideways-scrolling box, lists, code and line breaks', () => {
    const html = renderMarkdown('| x | y |\n|---|---|\n| 1 | \\(2\\) |\n\n- one\n- two\n\nline one\nline two\n\n```js\nlet a = 1\n```')
    expect(html).toContain('<div class="md-table"><table>')
    expect(katexCount(html)).toBe(1)
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('line one<br>')
    expect(html).toContain('<pre><code class="language-js">let a = 1')
  })

  it('shows a formula KaTeX cannot read as its source, not as an exception', () => {
    expect(renderMarkdown('\\(\\frac{1}{\\)')).toContain('class="katex-error"')
    expect(renderMarkdown('\\(\\unknowncommand{x}\\)')).toContain('color:#cc0000')
  })
})

describe('answers while they stream', () => {
  it('never shows an unclosed formula as raw TeX, in any notation', () => {
    for (const partial of ['So \\(x^2 + ', 'So $$\\frac{1}{', 'So \\[\\sqrt{', 'Then $x^2 +', 'Line\n\n$$\nx = ']) {
      const html = renderMarkdown(partial, { streaming: true })
      expect(html).toContain('md-math-pending')
      expect(html).not.toMatch(/\\frac|\\sqrt|x\^2|\\\(|\\\[/)
    }
  })

  it('shows every character of a streamed answer once its formulas close', () => {
    const answer = 'Factor \\(x^2-5x+6\\): $$(x-2)(x-3)=0$$ so $x=2$ or $x=3$, which costs $5 less.'
    for (let i = 1; i <= answer.length; i++) {
      const html = renderMarkdown(answer.slice(0, i), { streaming: true })
      expect(html).not.toMatch(/\\\(|\\\)|\$\$/)
    }
    expect(renderMarkdown(answer, { streaming: true })).toBe(renderMarkdown(answer))
  })

  it('does not hold back money written with a lone $', () => {
    expect(cutOpenFormula('It costs $5 for two').cut).toBe(false)
    expect(cutOpenFormula('It costs $5').cut).toBe(true)
    expect(cutOpenFormula('see `$x` and $y$').cut).toBe(false)
    expect(cutOpenFormula('```\n$$ code\n').cut).toBe(false)
  })
})
