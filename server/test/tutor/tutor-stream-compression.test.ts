import { TEST_DIALECT } from '../helpers'
import { openStream, useTutorApp } from './tutor-setup'

describe(`tutor: streams stay uncompressed (${TEST_DIALECT})`, () => {
  const h = useTutorApp()

  it('delivers each delta while the model is still writing, even to a client that accepts gzip and brotli', async () => {
    const student = await h.student({ lang: 'en' })
    const chatId = await h.newChat(student)
    // The model sends a few deltas and then stays silent: only a stream that is not held back by
    // a compressor's buffer gets them to the student now.
    h.fake!.enqueue({ text: 'First a hint, then the rest of the answer.', deltaChars: 4, hangAfter: 3 })
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', {
      headers: { ...student.headers, 'accept-encoding': 'gzip, deflate, br' },
      body: { chat_id: chatId, content: 'What is 2x = 6?' },
    })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-encoding')).toBeNull()
    const meta = await stream.next()
    expect(meta?.event).toBe('meta')
    const deltas = [await stream.next(), await stream.next(), await stream.next()]
    expect(deltas).toEqual(['Firs', 't a ', 'hint'].map((text) => ({ event: 'delta', data: { text } })))
    // Stop the reply the model never finishes, so nothing waits for its time-out.
    const replyId = meta!.event === 'meta' ? meta!.data.reply.message_id : ''
    const stop = await h.ctx.app.inject({ method: 'POST', url: '/api/v1/chat/message/stop', headers: student.headers, payload: { message_id: replyId } })
    expect(stop.json().data).toMatchObject({ status: 'stopped', content: 'First a hint' })
    expect((await stream.rest()).at(-1)?.event).toBe('end')
  })
})
