import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../src/app'
import { openDatabase, type DatabaseHandle } from '../../src/db/database'
import type { App } from '../../src/types'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { startFakeOpenAI, type FakeOpenAI } from '../fixtures/fake-openai'
import { openStream, replyOf } from './tutor-setup'

// Two server instances on one database, as behind a load balancer: a reply written by one
// streams live through the other (over LISTEN/NOTIFY on PostgreSQL, the process bus on SQLite).
describe(`tutor: a reply followed through another instance (${TEST_DIALECT})`, () => {
  let fake: FakeOpenAI
  let ctx: TestContext
  let twinDb: DatabaseHandle
  let twin: App
  let a: string
  let b: string
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-instances-'))

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const env = { LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0', UPLOAD_DIR: dir }
    ctx = await createTestApp({ ...env, ...(TEST_DIALECT === 'sqlite' && { DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}` }) })
    twinDb = openDatabase(ctx.config)
    twin = await buildApp({ config: ctx.config, database: twinDb, logger: false })
    a = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    b = await twin.listen({ port: 0, host: '127.0.0.1' })
  }, 30_000)
  afterAll(async () => {
    await twin.close()
    await twinDb.close()
    await ctx.close()
    await fake.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  async function startOnA(script: Parameters<FakeOpenAI['enqueue']>[0]) {
    const student = await createUserWithSession(ctx.app)
    const chat = await ctx.app.inject({ url: '/api/v1/mugchat/create-chat', headers: student.headers })
    fake.enqueue(script)
    const onA = await openStream(a, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chat.json().data.chat_id, content: 'Explain fractions' } })
    const meta = await onA.next()
    if (meta?.event !== 'meta') throw new Error('no meta event')
    return { student, onA, replyId: meta.data.reply.message_id }
  }

  it('streams each piece through the other instance as it is written, not in batches', async () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i} `)
    const { student, onA, replyId } = await startOnA({ text: words, gapMs: 40 })
    const onB = await openStream(b, `/api/v1/chat/message/stream?message_id=${replyId}`, { method: 'GET', headers: student.headers })
    const arrivals: number[] = []
    const events = []
    for (let e = await onB.next(); e; e = await onB.next()) {
      events.push(e)
      if (e.event === 'delta') arrivals.push(performance.now())
    }
    await onA.rest()
    const { text, end, meta } = replyOf(events)
    expect(meta!.reply.message_id).toBe(replyId)
    expect(meta!.reply.content + text).toBe(words.join(''))
    expect(end).toMatchObject({ message_id: replyId, status: 'done', content: words.join('') })
    // Live: the words that were still to come when B joined arrived as many separate deltas,
    // typically one per word; polling the database would have delivered them in a few batches.
    const remaining = words.length - words.filter((w) => meta!.reply.content.includes(w)).length
    expect(arrivals.length).toBeGreaterThanOrEqual(Math.min(10, remaining / 2))
  }, 30_000)

  it('stops the writer on the other instance at once when Stop is pressed here', async () => {
    const slow = Array.from({ length: 200 }, (_, i) => `w${i} `)
    const { student, onA, replyId } = await startOnA({ text: slow, gapMs: 50 })
    await onA.next() // one delta: the model is answering
    const stopped = await fetch(`${b}/api/v1/chat/message/stop`, {
      method: 'POST',
      headers: { ...student.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message_id: replyId }),
    })
    expect(stopped.status).toBe(200)
    const { end, text } = replyOf(await onA.rest())
    expect(end).toMatchObject({ status: 'stopped' })
    // The writer cancelled the model's request rather than writing on until its next save.
    expect(text.split(' ').length).toBeLessThan(slow.length / 2)
    await fake.requests.at(-1)!.closed
    expect(fake.requests.at(-1)!.clientAborted).toBe(true)
  }, 30_000)

  it('ends a followed reply whose writer died (no answer on the bus, untouched for 12 s) as failed within seconds, and frees the chat', async () => {
    const student = await createUserWithSession(ctx.app)
    const chat = await ctx.app.inject({ url: '/api/v1/mugchat/create-chat', headers: student.headers })
    const chatId = chat.json().data.chat_id
    // What a crashed instance leaves behind: a reply half written, its chat still taken.
    const then = new Date(Date.now() - 20_000).toISOString()
    await ctx.app.db
      .insertInto('chat_messages')
      .values({ id: 'msg_orphan', chat_id: chatId, user_id: student.user.id, seq: 1, role: 'assistant', content: 'half an ans', status: 'streaming', created_at: then, updated_at: then })
      .execute()
    await ctx.app.db.updateTable('chats').set({ active_message_id: 'msg_orphan', active_since: then }).where('id', '=', chatId).execute()
    const started = Date.now()
    const onB = await openStream(b, '/api/v1/chat/message/stream?message_id=msg_orphan', { method: 'GET', headers: student.headers })
    const { end, meta } = replyOf(await onB.rest())
    expect(meta!.reply.content).toBe('half an ans')
    expect(end).toMatchObject({ status: 'error', content: 'half an ans' })
    expect(Date.now() - started).toBeLessThan(10_000)
    const after = await ctx.app.db.selectFrom('chats').select('active_message_id').where('id', '=', chatId).executeTakeFirstOrThrow()
    expect(after.active_message_id).toBeNull()
  }, 30_000)
})
