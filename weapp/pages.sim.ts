import path from 'node:path'
import { PATHS } from '@contract/paths'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../server/test/helpers'
import { loadMiniApp, type MiniApp } from './support/mini-app'
import { WeappView } from './support/view'

const ROOT = path.resolve(__dirname, '../dist/weapp')
const LANGS = (process.env.WEAPP_LANGS?.split(',') ?? ['zh-Hans', 'en', 'fr', 'es', 'zh-Hant']) as readonly string[]

/**
 * Every page of the built mini-program opens and draws its first screen, signed in, in every
 * language: the app's code runs with a mocked `wx` and no browser globals, its requests answered
 * by the real server, its WXML rendered by WeChat's compiler and miniprogram-simulate.
 */
describe('the mini-program (dist/weapp) in miniprogram-simulate', () => {
  let server: TestContext
  let student: TestUser
  let view: WeappView
  const rejections: string[] = []
  const onRejection = (reason: unknown) => rejections.push(String(reason instanceof Error ? reason.stack : reason))

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection)
    server = await createTestApp()
    student = await createUserWithSession(server.app)
    view = new WeappView(ROOT)
  })
  afterAll(async () => {
    process.off('unhandledRejection', onRejection)
    await server.close()
  })

  const answer = (lang: string) => async (req: { url: string; method: string; header: Record<string, string>; data: unknown }) => {
    const url = req.url.replace(/^https?:\/\/[^/]+/, '')
    const hasBody = req.data !== undefined && req.method !== 'GET'
    const res = await server.app.inject({
      method: req.method as 'GET',
      url,
      headers: { ...req.header, 'accept-language': req.header['Accept-Language'] ?? lang },
      ...(hasBody && { payload: typeof req.data === 'string' ? req.data : JSON.stringify(req.data) }),
    })
    let data: unknown = res.body
    try {
      data = JSON.parse(res.body)
    } catch {
      // not JSON (a picture): handed over as text, as wx.request does with dataType 'text'
    }
    return { statusCode: res.statusCode, data, header: res.headers as Record<string, string> }
  }

  for (const lang of LANGS) {
    it(`opens every page and draws its first screen, with no error and no browser global (${lang})`, async () => {
      const storage = new Map<string, unknown>([
        ['lang', lang],
        ['user', JSON.stringify({ state: { token: student.token, info: null }, version: 1 })],
      ])
      const app: MiniApp = loadMiniApp({ root: ROOT, storage, answer: answer(lang) })
      try {
        expect(app.browserGlobals()).toEqual([])
        expect(app.pages.length).toBeGreaterThanOrEqual(30)
        const blank: string[] = []
        for (const route of app.pages) {
          const t0 = Date.now()
          const page = await app.open(route)
          if (process.env.WEAPP_TRACE) process.stdout.write(`${route} ${Date.now() - t0} ms\n`)
          const title = page.textOf('nav-bar__title')!.trim()
          expect([route, title]).not.toEqual([route, expect.stringMatching(/^route\.|^$/)])
          const dom = view.render(route, page.data.root!)
          // The view draws what the logic layer set: the title and the page's own content.
          if (!dom.textContent?.includes(title) || dom.querySelectorAll('*').length < 5) blank.push(route)
          page.unload()
        }
        expect(blank).toEqual([])
        expect(app.errors).toEqual([])
        expect(rejections).toEqual([])
      } finally {
        app.close()
      }
    }, 180_000)
  }

  it('answers the app through the real server (a signed-in student sees their own data)', async () => {
    const res = await server.app.inject({ url: PATHS.user.info, headers: student.headers })
    expect(res.json().data.uid).toBe(student.user.id)
  })
})
