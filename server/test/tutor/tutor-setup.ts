import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { StreamEvent } from '@contract/chat'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../helpers'
import { startFakeOpenAI, type FakeOpenAI } from '../fixtures/fake-openai'

export interface TutorHarness {
  ctx: TestContext
  /** null for an app without a model (offline engine). */
  fake: FakeOpenAI | null
  baseUrl: string
  uploadDir: string
  student(options?: Parameters<typeof createUserWithSession>[1]): Promise<TestUser>
  /** A fresh question chat of `user`. */
  newChat(user: TestUser): Promise<string>
}

/**
 * A listening test app (streams need a real socket: a reply goes on after the client leaves),
 * with uploads in a temporary directory and, unless `offline`, the fake model behind it.
 */
export function useTutorApp(options: { offline?: boolean; env?: Record<string, string>; log?: string[] } = {}): TutorHarness {
  const h = {} as TutorHarness
  beforeAll(async () => {
    h.fake = options.offline ? null : await startFakeOpenAI()
    h.uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-uploads-'))
    h.ctx = await createTestApp({
      UPLOAD_DIR: h.uploadDir,
      ...(h.fake ? { LLM_BASE_URL: h.fake.baseURL, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0' } : {}),
      ...options.env,
    }, { log: options.log })
    h.baseUrl = await h.ctx.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000) // building an app (migrations, seed) takes seconds on the shared machine
  afterAll(async () => {
    await h.ctx?.close() // absent when the start failed: that failure is the one to report
    await h.fake?.close()
    if (h.uploadDir) fs.rmSync(h.uploadDir, { recursive: true, force: true })
  }, 30_000)
  beforeEach(() => h.fake?.reset())
  h.student = (opts) => createUserWithSession(h.ctx.app, opts)
  h.newChat = async (user) => {
    const res = await h.ctx.app.inject({ url: '/api/v1/mugchat/create-chat', headers: user.headers })
    expect(res.statusCode).toBe(200)
    return res.json().data.chat_id as string
  }
  return h
}

export interface OpenStream {
  status: number
  /** The JSON envelope of a refused request. */
  body?: { code: number; msg: string; data: null }
  headers: Headers
  /** The next event (pings skipped); null at the end of the stream. */
  next(): Promise<StreamEvent | null>
  /** Every remaining event. */
  rest(): Promise<StreamEvent[]>
  /** Hangs up, as a student closing the app. */
  close(): void
}

/** Opens one of the tutor's event streams over real HTTP and parses its events as they arrive. */
export async function openStream(
  baseUrl: string,
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown },
): Promise<OpenStream> {
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}${url}`, {
    method: init.method ?? 'POST',
    headers: { ...init.headers, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal: controller.signal,
  })
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = (await res.json()) as OpenStream['body']
    return { status: res.status, body, headers: res.headers, next: async () => null, rest: async () => [], close: () => {} }
  }
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const queue: StreamEvent[] = []
  let ended = false
  const pull = async (): Promise<boolean> => {
    try {
      const { done, value } = await reader.read()
      if (done) return false
      buffer += decoder.decode(value, { stream: true })
    } catch {
      return false
    }
    let at: number
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, at)
      buffer = buffer.slice(at + 2)
      const event = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (event && data) queue.push({ event, data: JSON.parse(data) } as StreamEvent)
    }
    return true
  }
  const next = async (): Promise<StreamEvent | null> => {
    while (queue.length === 0 && !ended) if (!(await pull())) ended = true
    return queue.shift() ?? null
  }
  return {
    status: res.status,
    headers: res.headers,
    next,
    rest: async () => {
      const all: StreamEvent[] = []
      for (let e = await next(); e; e = await next()) all.push(e)
      return all
    },
    close: () => controller.abort(),
  }
}

/** The text of the delta events, and the final message. */
export function replyOf(events: StreamEvent[]) {
  const text = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('')
  const end = events.find((e) => e.event === 'end')
  const meta = events.find((e) => e.event === 'meta')
  return { text, end: end?.event === 'end' ? end.data : undefined, meta: meta?.event === 'meta' ? meta.data : undefined }
}

/** Polls until `check` passes (replies finish in the background). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 20))
  }
}
