import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, createUserWithSession, TEST_DIALECT } from '../helpers'
import { startFakeOpenAI } from '../fixtures/fake-openai'
import { openStream } from './tutor-setup'

describe(`tutor: server shutdown (${TEST_DIALECT})`, () => {
  it('lets a reply being written finish and saves it before the server stops', async () => {
    const fake = await startFakeOpenAI()
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-uploads-'))
    const ctx = await createTestApp({ UPLOAD_DIR: uploads, LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0' })
    try {
      const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
      const student = await createUserWithSession(ctx.app)
      const chatId = (await ctx.app.inject({ url: '/api/v1/mugchat/create-chat', headers: student.headers })).json().data.chat_id
      fake.enqueue({ text: 'one two three four five six', deltaChars: 4, gapMs: 40, split: 'events' })
      const stream = await openStream(baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q' } })
      const meta = await stream.next()
      const replyId = meta?.event === 'meta' ? meta.data.reply.message_id : ''
      stream.close()
      const db = ctx.app.db
      await ctx.app.close()
      const row = await db.selectFrom('chat_messages').select(['status', 'content']).where('id', '=', replyId).executeTakeFirstOrThrow()
      expect(row).toEqual({ status: 'done', content: 'one two three four five six' })
    } finally {
      await ctx.close().catch(() => undefined)
      await fake.close()
      fs.rmSync(uploads, { recursive: true, force: true })
    }
    // Starting an app (migrations) and its graceful close take seconds on a loaded machine.
  }, 120_000)
})
