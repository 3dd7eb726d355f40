import fs from 'node:fs'
import ts from 'typescript'

/** Everything `wx` offers, by name, from WeChat's own typings (miniprogram-api-typings). */
export function wxApiNames(): string[] {
  const file = require.resolve('miniprogram-api-typings/types/wx/lib.wx.api.d.ts')
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const names = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Wx') {
      for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) names.add(member.name.text)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...names].sort()
}

export interface WxCall {
  success?: (res: unknown) => void
  fail?: (err: unknown) => void
  complete?: (res: unknown) => void
  [key: string]: unknown
}

/** One request the app makes through wx.request, answered by `answer`. */
export interface WxRequest {
  url: string
  method: string
  header: Record<string, string>
  data: unknown
}

export type Answer = (req: WxRequest) => Promise<{ statusCode: number; data: unknown; header?: Record<string, string> }>

export interface WxMockOptions {
  storage: Map<string, unknown>
  answer: Answer
  /** Timers the app starts, so the harness can stop them all. */
  timers: { set: typeof setTimeout; clear: typeof clearTimeout }
  /** Called for each request still open (the harness waits for none). */
  pending: { count: number }
}

/**
 * A `wx` for the app's own code: miniprogram-simulate's mocks of the APIs, every other API of
 * the typings as an own property (Taro wraps each at start-up), storage kept in a Map, and
 * wx.request answered by `answer` (the test's real server). Unknown APIs succeed with nothing.
 */
export function createWx(options: WxMockOptions): Record<string, unknown> {
  // The simulator's own API mocks (no typings are published for this file).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const simulated = require('miniprogram-simulate/src/api') as Record<string, unknown>
  const later = (fn: () => void) => options.timers.set(fn, 0)
  const stub = (name: string) => (call?: WxCall) => {
    if (call && typeof call === 'object' && (call.success || call.fail || call.complete)) {
      later(() => {
        const res = { errMsg: `${name}:ok` }
        call.success?.(res)
        call.complete?.(res)
      })
      return undefined
    }
    return Promise.resolve({ errMsg: `${name}:ok` })
  }
  const wx: Record<string, unknown> = {}
  for (const name of wxApiNames()) wx[name] = stub(name)
  Object.assign(wx, simulated)

  const { storage } = options
  Object.assign(wx, {
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    request: (call: WxCall & { url: string; method?: string; header?: Record<string, string>; data?: unknown }) => {
      let aborted = false
      options.pending.count += 1
      const done = () => {
        options.pending.count -= 1
      }
      options
        .answer({ url: call.url, method: (call.method ?? 'GET').toUpperCase(), header: call.header ?? {}, data: call.data })
        .then(
          (res) => {
            if (aborted) return
            const out = { errMsg: 'request:ok', statusCode: res.statusCode, data: res.data, header: res.header ?? {}, cookies: [] }
            call.success?.(out)
            call.complete?.(out)
          },
          (err: unknown) => {
            if (aborted) return
            const out = { errMsg: `request:fail ${String(err)}` }
            call.fail?.(out)
            call.complete?.(out)
          },
        )
        .finally(done)
      return {
        abort: () => {
          aborted = true
        },
        onChunkReceived: () => {},
        offChunkReceived: () => {},
        onHeadersReceived: () => {},
        offHeadersReceived: () => {},
      }
    },
  })
  return wx
}
