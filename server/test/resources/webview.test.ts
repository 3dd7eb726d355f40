import { PATHS } from '@contract/paths'
import { ConfigError, loadConfig } from '../../src/config'
import { createTestApp, type TestContext } from '../helpers'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ WEBVIEW_ALLOWED_URLS: 'https://mp.weixin.qq.com/, https://www.example.com/help' })
})
afterAll(() => ctx.close())

const check = async (url: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${PATHS.resource.webviewCheck}?url=${encodeURIComponent(url)}` })).json().data

describe('web view allow-list', () => {
  it.each([
    ['https://mp.weixin.qq.com/s/abc', true],
    ['https://www.example.com/help', true],
    ['https://www.example.com/help/faq?x=1', true],
    ['https://www.example.com/helpdesk', false],
    ['http://mp.weixin.qq.com/s/abc', false],
    ['https://mp.weixin.qq.com.evil.example/s', false],
    ['https://user:pw@mp.weixin.qq.com/s', false],
    ['javascript:alert(1)', false],
    ['https://evil.example/', false],
  ])('%s -> %s', async (url, allowed) => {
    expect((await check(url)).allowed).toBe(allowed)
  })

  it('lets the mini-program open our own sandbox checkout, and nothing else of ours', async () => {
    const own = await check('http://localhost:80/api/v1/pay/sandbox/checkout?out_trade_no=MT1')
    expect(own.allowed).toBe(true)
    expect((await check('/api/v1/order/list')).allowed).toBe(false)
  })

  it('refuses a malformed allow-list at start', () => {
    for (const value of ['http://example.com/', 'not a url', 'https://example.com/?q=1']) {
      expect(() => loadConfig({ WEBVIEW_ALLOWED_URLS: value })).toThrow(ConfigError)
    }
  })
})
