import { TEST_DIALECT } from '../helpers'
import { GIF, HEIC, JPEG, PNG, WEBP, upload } from '../fixtures/images'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

describe(`tutor: who may see what, and bad input (${TEST_DIALECT})`, () => {
  const h = useTutorApp({ env: { UPLOAD_MAX_BYTES: '4096' } })

  it('accepts JPEG, PNG, WebP and HEIC photos by their bytes, whatever name or type the client claims', async () => {
    const student = await h.student()
    for (const [data, mime] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
      [HEIC, 'image/heic'],
    ] as const) {
      const res = await upload(h.baseUrl, student.headers, data, 'photo.bin', 'application/octet-stream')
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ mime, size: data.length, image_id: expect.stringMatching(/^img_/) })
      const back = await h.ctx.app.inject({ url: `/api/v1/chat/image?image_id=${res.body.data!.image_id}`, headers: student.headers })
      expect(back.statusCode).toBe(200)
      expect(back.headers['content-type']).toBe(mime)
      expect(back.headers['cache-control']).toContain('private')
      expect(back.rawPayload.equals(data)).toBe(true)
    }
  })

  it('refuses files that are not photos, too large or missing, naming the field, and stores nothing', async () => {
    const student = await h.student({ lang: 'en' })
    const gif = await upload(h.baseUrl, student.headers, GIF, 'a.jpg', 'image/jpeg')
    expect(gif).toEqual({ status: 400, body: { code: 400033, msg: 'Only JPEG, PNG, WebP or HEIC photos can be sent', data: null } })
    const text = await upload(h.baseUrl, student.headers, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml')
    expect(text.body.code).toBe(400033)
    const big = await upload(h.baseUrl, student.headers, Buffer.concat([JPEG, Buffer.alloc(5000)]))
    expect(big.status).toBe(400)
    expect(big.body.code).toBe(400032)
    const empty = await upload(h.baseUrl, student.headers, Buffer.alloc(0))
    expect(empty.body).toMatchObject({ code: 400001, msg: 'Choose the picture' })
    const json = await h.ctx.app.inject({ method: 'POST', url: '/api/v1/chat/image/upload', headers: student.headers, payload: { file: 'x' } })
    expect(json.json()).toMatchObject({ code: 400001, msg: 'Choose the picture' })
    const rows = await h.ctx.app.db.selectFrom('uploads').select('id').where('user_id', '=', student.user.id).execute()
    expect(rows).toEqual([])
  })

  it("answers 404 to a student asking for another student's chat, message, photo or reply", async () => {
    const owner = await h.student()
    const other = await h.student()
    const photo = (await upload(h.baseUrl, owner.headers, PNG)).body.data!.image_id
    const chatId = await h.newChat(owner)
    h.fake!.enqueue({ text: 'A hint.' })
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: owner.headers, body: { chat_id: chatId, content: 'Q', image_id: photo } })
    const { end, meta } = replyOf(await stream.rest())
    const replyId = end!.message_id
    const questionId = meta!.question!.message_id
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      h.ctx.app.inject({ method, url, headers: other.headers, ...(payload ? { payload } : {}) })

    const answers = [
      await inject('GET', `/api/v1/chat/image?image_id=${photo}`),
      await inject('GET', `/api/v1/chat/history?chat_id=${chatId}`),
      await inject('GET', `/api/v1/mugchat/question/difficulty?chat_id=${chatId}`),
      await inject('POST', '/api/v1/chat/history/read', { chat_id: chatId }),
      await inject('POST', '/api/v1/chat/message/stop', { message_id: replyId }),
      await inject('POST', '/api/v1/chat/message/update', { message_id: replyId, feedback: 'dislike' }),
      await inject('POST', '/api/v1/chat/mistake', { message_id: questionId }),
      await inject('GET', `/api/v1/chat/message/stream?message_id=${replyId}`),
    ]
    expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(404))
    expect(answers.map((r) => r.json().code)).toEqual([404032, 404030, 404030, 404030, 404031, 404031, 404031, 404031])
    // Sending into the chat, regenerating, or asking about the owner's photo: 404 as well.
    const send = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: other.headers, body: { chat_id: chatId, content: 'mine now' } })
    expect(send.status).toBe(404)
    const regen = await openStream(h.baseUrl, '/api/v1/chat/message/regenerate', { headers: other.headers, body: { message_id: replyId } })
    expect(regen.status).toBe(404)
    const ownChat = await h.newChat(other)
    const steal = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: other.headers, body: { chat_id: ownChat, content: 'Q', image_id: photo } })
    expect(steal.body).toMatchObject({ code: 404032 })
    // Nothing changed for the owner.
    const history = await h.ctx.app.inject({ url: `/api/v1/chat/history?chat_id=${chatId}`, headers: owner.headers })
    expect(history.json().data.messages[1]).toMatchObject({ feedback: null, status: 'done', content: 'A hint.' })
    expect(h.fake!.requests).toHaveLength(1)
  })

  it('refuses an empty question, an oversize one, and unknown fields values, changing nothing', async () => {
    const student = await h.student({ lang: 'en' })
    const chatId = await h.newChat(student)
    const send = (body: object) => openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body })
    expect((await send({ chat_id: chatId, content: '   ' })).body).toEqual({ code: 400034, msg: 'Type your question or add a photo', data: null })
    expect((await send({ chat_id: chatId, content: 'x'.repeat(2001) })).body).toMatchObject({ code: 400003, msg: 'Your question is too long (at most 2000 characters)' })
    expect((await send({ chat_id: chatId, content: 'Q', help_level: 'answer' })).body).toMatchObject({ code: 400001, msg: 'Choose the kind of help' })
    expect((await send({ content: 'Q' })).body).toMatchObject({ code: 400001, msg: 'Choose the conversation' })
    const feedback = await h.ctx.app.inject({ method: 'POST', url: '/api/v1/chat/message/update', headers: student.headers, payload: { message_id: 'm_x', feedback: 'love' } })
    expect(feedback.json()).toMatchObject({ code: 400001, msg: 'Choose your rating of the answer' })
    const rows = await h.ctx.app.db.selectFrom('chat_messages').select('id').where('chat_id', '=', chatId).execute()
    expect(rows).toEqual([])
    const user = await h.ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', student.user.id).executeTakeFirstOrThrow()
    expect(user.left_question_num).toBe(20)
    expect(h.fake!.requests).toHaveLength(0)
  })

  it('asks for a new question once one has had 30 messages', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    await h.ctx.app.db.updateTable('chats').set({ turns: 30, last_message_at: new Date().toISOString() }).where('id', '=', chatId).execute()
    const send = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'one more' } })
    expect(send.status).toBe(409)
    expect(send.body).toMatchObject({ code: 409031 })
    expect(h.fake!.requests).toHaveLength(0)
  })

  it('refuses the chat routes to a signed-out visitor and to a student not activated yet', async () => {
    const res = await h.ctx.app.inject({ url: '/api/v1/chat/init' })
    expect(res.statusCode).toBe(401)
    const inactive = await h.student({ status: 3 })
    const send = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: inactive.headers, body: { chat_id: 'c_x', content: 'Q' } })
    expect(send.body).toMatchObject({ code: 403004 })
  })
})
