import Taro from '@tarojs/taro'
import type * as HttpClient from '../http-client'
import { connectSession } from '@/lib/session-bridge'
import { ApiError } from '../api-error'
import { configureHttp, requestInterceptor } from '../http-client'

/** A Taro interceptor chain whose `proceed` answers like the network would. */
function chainFor(params: Taro.Chain['requestParams'], answer: (p: Taro.request.Option) => Promise<unknown>) {
  const seen: Taro.request.Option[] = []
  const chain: Taro.Chain = {
    index: 0,
    interceptors: [],
    requestParams: params,
    proceed: (p: Taro.request.Option) => {
      seen.push(p)
      return answer(p)
    },
  }
  return { chain, seen }
}

const ok = (data: unknown) => () => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data } })

beforeEach(() => {
  configureHttp({ baseUrl: 'https://api.example.com', language: () => 'zh-Hant' })
  connectSession({ getToken: () => 'tok123', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
})

describe('request interceptor', () => {
  it('adds the base URL, query string, headers and the default 100 s time-out', async () => {
    const { chain, seen } = chainFor(
      { url: '/api/v1/study-plan/query-event', method: 'GET', query: { from: '2026-11-01', to: '2026-11-08', empty: '' } },
      ok([]),
    )
    await requestInterceptor(chain)
    expect(seen[0].url).toBe('https://api.example.com/api/v1/study-plan/query-event?from=2026-11-01&to=2026-11-08')
    expect(seen[0].timeout).toBe(100_000)
    expect(seen[0].header).toMatchObject({
      platform: 'h5',
      Authorization: 'Bearer tok123',
      'Accept-Language': 'zh-Hant',
    })
    expect(seen[0].header?.['X-Time-Zone']).toMatch(/\w/)
  })

  it('on a first visit sends no zone on a zoneIfKnown call, without asking Intl; other calls ask and send it', async () => {
    Taro.removeStorageSync('time-zone')
    const ask = jest.fn(() => ({ timeZone: 'Asia/Shanghai' }))
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: ask }) as unknown as Intl.DateTimeFormat)
    let fresh!: typeof HttpClient
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof HttpClient>('../http-client')
    })
    const start = chainFor({ url: '/api/v1/app/start', method: 'GET', zoneIfKnown: true } as Taro.Chain['requestParams'], ok({}))
    await fresh.requestInterceptor(start.chain)
    expect(start.seen[0].header).not.toHaveProperty('X-Time-Zone')
    expect(start.seen[0]).not.toHaveProperty('zoneIfKnown')
    expect(ask).not.toHaveBeenCalled()
    const week = chainFor({ url: '/api/v1/study-plan/query-event', method: 'GET' }, ok([]))
    await fresh.requestInterceptor(week.chain)
    expect(week.seen[0].header?.['X-Time-Zone']).toBe('Asia/Shanghai')
    expect(ask).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })

  it('keeps a per-call time-out and sends no Authorization when signed out', async () => {
    connectSession({ getToken: () => null, clearSession: () => {}, loginEntry: () => '' })
    const { chain, seen } = chainFor({ url: '/api/v1/study-plan/instruction', method: 'POST', timeout: 60_000, data: { text: 'x' } }, ok({}))
    await requestInterceptor(chain)
    expect(seen[0].timeout).toBe(60_000)
    expect(seen[0].header).not.toHaveProperty('Authorization')
    expect(seen[0].data).toEqual({ text: 'x' })
  })

  it.each(['GET', 'DELETE'])('sends no Content-Type on a %s, which has no body', async (method) => {
    const { chain, seen } = chainFor({ url: '/api/v1/study-plan/event', method, query: { event_id: 'e1' } }, ok(null))
    await requestInterceptor(chain)
    expect(Object.keys(seen[0].header ?? {}).map((k) => k.toLowerCase())).not.toContain('content-type')
    expect(seen[0].data).toBeUndefined()
  })

  it('labels a body as JSON', async () => {
    const { chain, seen } = chainFor({ url: '/api/v1/chat/mistake', method: 'POST', data: { message_id: 'm1' } }, ok(null))
    await requestInterceptor(chain)
    expect(seen[0].header).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('unwraps data from {code,msg,data} on HTTP 200 + code 200', async () => {
    const { chain } = chainFor({ url: '/x', method: 'GET' }, ok({ total: 3 }))
    await expect(requestInterceptor(chain)).resolves.toEqual({ total: 3 })
  })

  it('turns a catalogue failure into an ApiError carrying code, status and message', async () => {
    const { chain } = chainFor({ url: '/x', method: 'GET' }, () =>
      Promise.resolve({ statusCode: 403, data: { code: 403004, msg: '帳號尚未啟用', data: null } }),
    )
    await expect(requestInterceptor(chain)).rejects.toMatchObject({ kind: 'business', code: 403004, status: 403, message: '帳號尚未啟用' })
  })

  it('treats HTTP 200 with a non-200 body code as a failure', async () => {
    const { chain } = chainFor({ url: '/x', method: 'GET' }, () =>
      Promise.resolve({ statusCode: 200, data: { code: 400001, msg: 'bad', data: null } }),
    )
    await expect(requestInterceptor(chain)).rejects.toMatchObject({ code: 400001 })
  })

  it('turns a body that is not an envelope into an http ApiError', async () => {
    const { chain } = chainFor({ url: '/x', method: 'GET' }, () => Promise.resolve({ statusCode: 502, data: '<html>Bad gateway</html>' }))
    const err = await requestInterceptor(chain).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ kind: 'http', code: 502, status: 502 })
  })

  it.each([
    ['request:fail timeout', 'timeout', 4],
    ['request:fail abort', 'abort', 3],
    ['request:fail net::ERR_INTERNET_DISCONNECTED', 'network', 5],
  ])('classifies the transport failure "%s" as %s (code %i)', async (errMsg, kind, code) => {
    const { chain } = chainFor({ url: '/x', method: 'GET' }, () => Promise.reject({ errMsg }))
    await expect(requestInterceptor(chain)).rejects.toMatchObject({ kind, code, status: 0 })
  })
})
