import { base64Text } from '@/lib/base64'
import { toRichHtml } from '@/lib/rich-html.weapp'
import { renderTex } from '../math-plugin'

describe('maths for the mini-program rich-text', () => {
  it('turns KaTeX SVG (the radical of a square root) into images, keeping every other tag', () => {
    const html = renderTex('\\sqrt{2}', false)
    expect(html).toContain('<svg')
    const rich = toRichHtml(html)
    expect(rich).not.toContain('<svg')
    const src = /<img src="data:image\/svg\+xml;base64,([^"]+)"/.exec(rich)![1]
    expect(Buffer.from(src, 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(rich.replace(/<img[^>]*>/g, '')).toBe(html.replace(/<svg[\s\S]*?<\/svg>/g, ''))
  })

  it('encodes base64 like Buffer, for any text', () => {
    for (const s of ['', 'a', 'ab', 'abc', '中文 😀', '<svg viewBox="0 0 1 1"/>']) {
      expect(base64Text(s)).toBe(Buffer.from(s, 'utf8').toString('base64'))
    }
  })
})
