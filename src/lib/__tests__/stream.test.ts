import Taro from '@tarojs/taro'
import { configureHttp, requestInterceptor } from '../http/http-client'
import { connectSession } from '../session-bridge'
import { openStream as openH5 } from '../stream.h5'
import { openStream as openWeapp } from '../stream.weapp'
import type { SseEvent } from '../stream-core'

const encode = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'))
const body =
  'event: meta\ndata: {"chat_id":"c_1"}\n\n: ping\n\n' +
  'event: delta\ndata: {"text":"先看 \\\\(x^2\\\\) 😀"}\n\n' +
  'event: delta\ndata: {"text":"再试试"}\n\n' +
  'event: end\ndata: {"status":"done"}\n\n'
const expected: SseEvent[] = [
  { event: 'meta', data: '{"chat_id":"c_1"}' },
  { event: 'delta', data: '{"text":"先看 \\\\(x^2\\\\) 😀"}' },
  { event: 'delta', data: '{"text":"再试试"}' },
  { event: 'end', data: '{"status":"done"}' },
]

/** Chunks of 5 bytes: cut inside the 3-byte Chinese characters, the 4-byte emoji and the events. */
function awkward(text: string): Uint8Array[] {
  const bytes = encode(text)
  const chunks: Uint8Array[] = []
  for (let i = 0; i < bytes.length; i += 5) chunks.push(bytes.subarray(i, i + 5))
  return chunks
}

beforeEach(() => {
  configureHttp({ baseUrl: 'https://api.example.com', language: () => 'zh-Hans' })
  connectSession({ getToken: () => 'tok', clearSession: () => {}, loginEntry: () => '/pages/access/login' })
})

describe('event stream on H5 (fetch + ReadableStream)', () => {
  function respond(status: number, chunks: Uint8Array[], type = 'text/event-stream; charset=utf-8') {
    const queue = [...chunks]
    const fetchMock = jest.fn().mockResolvedValue({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
      body: { getReader: () => ({ read: async () => (queue.length ? { done: false, value: queue.shift() } : { done: true, value: undefined }) }) },
      text: async () => Buffer.concat(queue).toString('utf8'),
    })
    globalThis.fetch = fetchMock as unknown as typeof fetch
    return fetchMock
  }

  it('delivers every event once, in order, from chunks cut inside characters and events, with our headers', async () => {
    const fetchMock = respond(200, awkward(body))
    const events: SseEvent[] = []
    await openH5({ url: '/api/v1/chat/message', data: { chat_id: 'c_1', content: 'Q' }, onEvent: (e) => events.push(e) }).done
    expect(events).toEqual(expected)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('https://api.example.com/api/v1/chat/message')
    expect(init).toMatchObject({ method: 'POST', body: '{"chat_id":"c_1","content":"Q"}' })
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', platform: 'h5', 'Accept-Language': 'zh-Hans', Accept: 'text/event-stream' })
  })

  it('turns a refusal into the catalogue reaction: 403 opens the quota page', async () => {
    respond(403, [encode('{"code":403,"msg":"no questions left","data":null}')], 'application/json')
    const handle = openH5({ url: '/api/v1/chat/message', data: {}, onEvent: () => {} })
    await expect(handle.done).rejects.toMatchObject({ kind: 'business', code: 403, status: 403 })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/firsttimenoaccess/requestusage' })
  })
})

describe('event stream in the mini-program (wx.request enableChunked)', () => {
  function fakeTask(status: number, chunks: Uint8Array[], final: unknown = '') {
    let onHeaders: (res: { statusCode: number }) => void = () => {}
    let onChunk: (res: { data: ArrayBuffer }) => void = () => {}
    const task = new Promise((resolve) => {
      setTimeout(() => {
        onHeaders({ statusCode: status })
        for (const c of chunks) onChunk({ data: c.buffer.slice(c.byteOffset, c.byteOffset + c.byteLength) as ArrayBuffer })
        resolve({ statusCode: status, data: final })
      }, 0)
    }) as Promise<unknown> & Record<string, unknown>
    task.abort = jest.fn()
    task.onHeadersReceived = (cb: typeof onHeaders) => (onHeaders = cb)
    task.onChunkReceived = (cb: typeof onChunk) => (onChunk = cb)
    return jest.spyOn(Taro, 'request').mockReturnValue(task as never)
  }

  it('decodes chunks cut inside characters and events with its own UTF-8 decoder', async () => {
    const request = fakeTask(200, awkward(body))
    const events: SseEvent[] = []
    await openWeapp({ url: '/api/v1/chat/message', data: { chat_id: 'c_1' }, onEvent: (e) => events.push(e) }).done
    expect(events).toEqual(expected)
    expect(request.mock.calls[0][0]).toMatchObject({ url: '/api/v1/chat/message', enableChunked: true, raw: true, responseType: 'arraybuffer', method: 'POST' })
  })

  it('reads a refusal from its chunks and reacts to it', async () => {
    fakeTask(404, awkward('{"code":404030,"msg":"该对话不存在","data":null}'))
    const handle = openWeapp({ url: '/api/v1/chat/message', data: {}, onEvent: () => {} })
    await expect(handle.done).rejects.toMatchObject({ kind: 'business', code: 404030, message: '该对话不存在' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该对话不存在' }))
  })
})

describe('request layer and streams', () => {
  it('shapes a raw (stream) request like any other but leaves its answer, and its task methods, alone', async () => {
    const abort = jest.fn()
    const answer = Object.assign(Promise.resolve({ statusCode: 200, data: new ArrayBuffer(0) }), { abort, onChunkReceived: jest.fn() })
    const seen: Taro.request.Option[] = []
    const chain = { requestParams: { url: '/api/v1/chat/message', method: 'POST', raw: true, header: { Accept: 'text/event-stream' } }, proceed: (p: Taro.request.Option) => (seen.push(p), answer) }
    const result = requestInterceptor(chain as unknown as Taro.Chain)
    expect(result).toBe(answer)
    expect(seen[0]).not.toHaveProperty('raw')
    expect(seen[0].url).toBe('https://api.example.com/api/v1/chat/message')
    expect(seen[0].header).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer tok', platform: 'h5' })
  })

  it('keeps abort on the promise of an ordinary request, so a caller can cancel it', async () => {
    const abort = jest.fn()
    const answer = Object.assign(Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: 1 } }), { abort })
    const chain = { requestParams: { url: '/api/v1/user/info', method: 'GET' }, proceed: () => answer }
    const result = requestInterceptor(chain as unknown as Taro.Chain) as Promise<unknown> & { abort?: () => void }
    result.abort?.()
    expect(abort).toHaveBeenCalled()
    await expect(result).resolves.toBe(1)
  })
})
