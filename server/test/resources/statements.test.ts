import { LANGS } from '@contract/langs'
import { PATHS } from '@contract/paths'
import { STATEMENTS } from '../../src/modules/statements/texts'
import { createTestApp, type TestContext } from '../helpers'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ LEGAL_OPERATOR_NAME: 'Example Education Ltd', SUPPORT_EMAIL: 'help@example.com' })
})
afterAll(() => ctx.close())

const get = (kind: string, lang: string) =>
  ctx.app.inject({ method: 'GET', url: `${PATHS.resource.statement}?kind=${kind}`, headers: { 'accept-language': lang } })

describe('user agreement and privacy policy', () => {
  it.each(['terms', 'privacy'])('serves the %s before sign-in, in each language, with the operator filled in', async (kind) => {
    const titles = new Set<string>()
    for (const lang of ['en', 'fr', 'es', 'zh-CN', 'zh-TW']) {
      const res = await get(kind, lang)
      expect(res.statusCode).toBe(200)
      const data = res.json().data
      expect(data).toMatchObject({ kind, version: '2026-11-23' })
      titles.add(data.title)
      const text = JSON.stringify(data.sections)
      expect(text).toContain('Example Education Ltd')
      expect(text).toContain('help@example.com')
      expect(text).not.toMatch(/\{operator\}|\{contact\}/)
    }
    expect(titles.size).toBe(5)
  })

  it('has the same sections in every language', () => {
    for (const kind of ['terms', 'privacy'] as const) {
      const shape = (lang: (typeof LANGS)[number]) => STATEMENTS[kind][lang].sections.map((s) => s.paragraphs.length)
      for (const lang of LANGS) expect(shape(lang)).toEqual(shape('en'))
    }
  })

  it('names the Feedback page when no e-mail is configured', async () => {
    const plain = await createTestApp()
    try {
      const res = await plain.app.inject({ method: 'GET', url: `${PATHS.resource.statement}?kind=privacy`, headers: { 'accept-language': 'zh-CN' } })
      const text = JSON.stringify(res.json().data)
      expect(text).toContain('马克学伴团队')
      expect(text).toContain('意见反馈')
    } finally {
      await plain.close()
    }
  })

  it('refuses an unknown kind, naming the field in words', async () => {
    const res = await get('cookies', 'en')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Choose the document')
  })
})
