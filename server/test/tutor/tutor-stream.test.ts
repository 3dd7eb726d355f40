import { API_HEADERS } from '../../src/plugins/security-headers'
import { TEST_DIALECT } from '../helpers'
import { eventually, openStream, replyOf, useTutorApp } from './tutor-setup'

const answer = '先看方程 \\(x^2-5x+6=0\\)：想想哪两个数相乘得 6、相加得 5？😀 试试看！'

describe(`tutor: streamed answers (${TEST_DIALECT})`, () => {
  const h = useTutorApp()
  const history = async (headers: Record<string, string>, chatId: string) =>
    (await h.ctx.app.inject({ url: `/api/v1/chat/history?chat_id=${chatId}`, headers })).json().data

  it('streams the answer as it is written and saves it, with headers that keep proxies from buffering and the security headers', async () => {
    const student = await h.student({ lang: 'zh-Hans' })
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: answer, split: 'awkward', deltaChars: 2 })
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', {
      headers: student.headers,
      body: { chat_id: chatId, content: '解方程 x^2-5x+6=0' },
    })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('x-accel-buffering')).toBe('no')
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform')
    // Written by the route itself (hijacked), and still with the API's security headers.
    expect(stream.headers.get('x-frame-options')).toBe('DENY')
    expect(stream.headers.get('content-security-policy')).toBe(API_HEADERS['content-security-policy'])
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff')
    expect(stream.headers.get('permissions-policy')).toBeNull()
    const events = await stream.rest()
    const { text, end, meta } = replyOf(events)
    expect(events[0].event).toBe('meta')
    expect(meta).toMatchObject({ chat_id: chatId, left_question_num: 19, reply: { status: 'pending', content: '', help_level: 'hint' } })
    expect(meta!.question).toMatchObject({ role: 'user', content: '解方程 x^2-5x+6=0', status: 'done' })
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5)
    expect(text).toBe(answer)
    expect(end).toMatchObject({ status: 'done', content: answer, help_level: 'hint', verdict: null, error: null })
    expect(events.at(-1)!.event).toBe('end')

    const saved = await history(student.headers, chatId)
    expect(saved.messages.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
      ['user', 'done'],
      ['assistant', 'done'],
    ])
    expect(saved.messages[1].content).toBe(answer)
    expect(saved.chat).toMatchObject({ chat_name: '解方程 x^2-5x+6=0', help_level: 'hint', no_read_msg_count: 0 })
  })

  it('tells the model who the student is, the voice, the language and the help level, with the history', async () => {
    const student = await h.student({ lang: 'fr' })
    await h.ctx.app.db.updateTable('users').set({ grade_id: 9, course_ids: '[2,4]', tone_id: 2 }).where('id', '=', student.user.id).execute()
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'Indice : factorise.' }, { text: 'Voici un exemple.' })
    await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'x^2-4=0' } })).rest()
    await (
      await openStream(h.baseUrl, '/api/v1/chat/message', {
        headers: student.headers,
        body: { chat_id: chatId, content: 'Montre-moi un exemple', help_level: 'example' },
      })
    ).rest()
    const [first, second] = h.fake!.requests
    const system = first.messages[0].content as string
    expect(first.messages[0].role).toBe('system')
    expect(system).toContain('Grade 9')
    expect(system).toContain('Mathematics, Physics')
    expect(system).toContain('Precise and thorough')
    expect(system).toContain('Always answer in French')
    expect(system).toContain('Help level HINT')
    expect(second.messages[0].content).toContain('Help level EXAMPLE')
    expect(second.messages.slice(1)).toEqual([
      { role: 'user', content: 'x^2-4=0' },
      { role: 'assistant', content: 'Indice : factorise.' },
      { role: 'user', content: 'Montre-moi un exemple' },
    ])
    const saved = await history(student.headers, chatId)
    expect(saved.chat.help_level).toBe('example')
    expect(saved.messages.map((m: { help_level: string | null }) => m.help_level)).toEqual([null, 'hint', 'example', 'example'])
  })

  it('stops on Stop: the model request is cancelled and the text so far is kept as stopped', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'First step. Second step. Third step.', deltaChars: 6, hangAfter: 2 })
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Solve 2x+3=7' } })
    const meta = await stream.next()
    expect(meta?.event).toBe('meta')
    const replyId = meta!.event === 'meta' ? meta!.data.reply.message_id : ''
    expect(await stream.next()).toEqual({ event: 'delta', data: { text: 'First ' } })
    expect(await stream.next()).toEqual({ event: 'delta', data: { text: 'step. ' } })
    const stop = await h.ctx.app.inject({ method: 'POST', url: '/api/v1/chat/message/stop', headers: student.headers, payload: { message_id: replyId } })
    expect(stop.statusCode).toBe(200)
    expect(stop.json().data).toMatchObject({ status: 'stopped', content: 'First step. ' })
    const { end } = replyOf(await stream.rest())
    expect(end).toMatchObject({ message_id: replyId, status: 'stopped', content: 'First step. ' })
    await h.fake!.requests[0].closed
    expect(h.fake!.requests[0].clientAborted).toBe(true)
    // The chat is free again: a new message is accepted.
    h.fake!.enqueue({ text: 'ok' })
    const again = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'go on' } })
    expect(replyOf(await again.rest()).end?.status).toBe('done')
  })

  it('finishes and saves the whole answer when the student leaves mid-stream, and counts it unread', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    const long = 'Step one. Step two. Step three. Step four. Done.'
    h.fake!.enqueue({ text: long, deltaChars: 4, gapMs: 15, split: 'events' })
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Explain' } })
    await stream.next() // meta
    await stream.next() // first delta
    stream.close()
    const saved = await eventually(
      () => history(student.headers, chatId),
      (page) => page.messages[1].status === 'done',
    )
    // The whole answer, to its finish reason: the student leaving did not stop the model. (The
    // client itself closes the request at the finish reason, without awaiting [DONE]: see
    // llm-stream-endings.test.ts, so the fake's clientAborted says nothing here.)
    expect(saved.messages[1]).toMatchObject({ status: 'done', content: long })
    const count = await h.ctx.app.inject({ url: '/api/v1/chat/history/noread/count', headers: student.headers })
    expect(count.json().data.total).toBe(1)
    const list = await h.ctx.app.inject({ url: '/api/v1/chat/init', headers: student.headers })
    const chat = list.json().data.chats.find((c: { chat_id: string }) => c.chat_id === chatId)
    expect(chat).toMatchObject({ no_read_msg_count: 1, last_message: { message: long } })
  })

  it('lets a student who comes back follow a reply still being written', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'aaaa bbbb cccc dddd eeee', deltaChars: 5, gapMs: 30, split: 'events' })
    const first = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q' } })
    const meta = await first.next()
    const replyId = meta!.event === 'meta' ? meta!.data.reply.message_id : ''
    await first.next()
    first.close()
    const resumed = await openStream(h.baseUrl, `/api/v1/chat/message/stream?message_id=${replyId}`, { method: 'GET', headers: student.headers })
    const events = await resumed.rest()
    const { text, end, meta: again } = replyOf(events)
    expect(again!.reply.content + text).toBe('aaaa bbbb cccc dddd eeee')
    expect(end).toMatchObject({ status: 'done', content: 'aaaa bbbb cccc dddd eeee' })
    // A finished reply streams as meta + end at once.
    const done = await openStream(h.baseUrl, `/api/v1/chat/message/stream?message_id=${replyId}`, { method: 'GET', headers: student.headers })
    expect((await done.rest()).map((e) => e.event)).toEqual(['meta', 'end'])
  })

  it('saves a failed answer as an error with a message for the student, and gives the question back', async () => {
    const student = await h.student({ lang: 'es' })
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ status: 400, error: { message: 'bad request' } })
    const events = await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q' } })).rest()
    expect(replyOf(events).end).toMatchObject({
      status: 'error',
      content: '',
      error: { code: 502001, msg: 'El tutor de IA no ha podido responder ahora, inténtalo de nuevo' },
    })
    const user = await h.ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', student.user.id).executeTakeFirstOrThrow()
    expect(user.left_question_num).toBe(20)
    // Regenerating takes it again, once.
    h.fake!.enqueue({ text: 'Pista.' })
    const reply = replyOf(events).end!
    const regen = await openStream(h.baseUrl, '/api/v1/chat/message/regenerate', { headers: student.headers, body: { message_id: reply.message_id } })
    const again = replyOf(await regen.rest())
    expect(again.meta).toMatchObject({ left_question_num: 19, question: null })
    expect(again.end).toMatchObject({ message_id: reply.message_id, status: 'done', content: 'Pista.' })
  })

  it('keeps the text a model wrote before it broke down', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'Partial answer that breaks', deltaChars: 8, cutAfter: 2 })
    const { end } = replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q' } })).rest())
    expect(end).toMatchObject({ status: 'error', content: 'Partial answer t', error: { code: 502001 } })
  })

  it('regenerates the latest answer only, and refuses while one is being written', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'one' }, { text: 'two' })
    const a = replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q1' } })).rest()).end!
    const b = replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q2' } })).rest()).end!
    const old = await openStream(h.baseUrl, '/api/v1/chat/message/regenerate', { headers: student.headers, body: { message_id: a.message_id } })
    expect(old.status).toBe(409)
    expect(old.body).toMatchObject({ code: 409033 })
    h.fake!.enqueue({ text: 'two, better', delayMs: 200 })
    const regen = await openStream(h.baseUrl, '/api/v1/chat/message/regenerate', { headers: student.headers, body: { message_id: b.message_id } })
    const busy = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Q3' } })
    expect(busy.status).toBe(409)
    expect(busy.body).toMatchObject({ code: 409030 })
    expect(replyOf(await regen.rest()).end).toMatchObject({ message_id: b.message_id, content: 'two, better', status: 'done' })
    const saved = await history(student.headers, chatId)
    expect(saved.messages.map((m: { content: string }) => m.content)).toEqual(['Q1', 'one', 'Q2', 'two, better'])
  })

  it('marks a full solution Verified when the computer algebra system agrees, and flags a wrong one', async () => {
    const student = await h.student()
    const ask = async (text: string) => {
      const chatId = await h.newChat(student)
      h.fake!.enqueue({ text })
      const stream = await openStream(h.baseUrl, '/api/v1/chat/message', {
        headers: student.headers,
        body: { chat_id: chatId, content: 'Solve x^2-5x+6=0', help_level: 'solution' },
      })
      return replyOf(await stream.rest()).end!
    }
    const right = await ask('Factor: \\((x-2)(x-3)=0\\).\n\n\\(\\boxed{x=2 \\text{ or } x=3}\\)')
    expect(right.verdict).toEqual({ status: 'verified' })
    const wrong = await ask('Factor it.\n\n\\(\\boxed{x=1 \\text{ or } x=6}\\)')
    expect(wrong.verdict).toMatchObject({ status: 'mismatch', expected: expect.stringContaining('2') })
    // A hint never reveals the answer, so it is never checked.
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'Try two numbers with product 6: x = 1?' })
    const hint = replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Solve x^2-5x+6=0' } })).rest()).end!
    expect(hint.verdict).toBeNull()
  })
})
