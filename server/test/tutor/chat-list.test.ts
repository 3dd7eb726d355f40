import { PNG, upload } from '../fixtures/images'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

describe(`chat list, unread counts, notices, feedback, mistakes (${TEST_DIALECT})`, () => {
  const h = useTutorApp({ env: { LLM_VISION_MODEL: 'fake-vision' } })
  const get = (url: string, headers: Record<string, string>) => h.ctx.app.inject({ url, headers })
  const post = (url: string, headers: Record<string, string>, payload: object) => h.ctx.app.inject({ method: 'POST', url, headers, payload })
  const ask = async (headers: Record<string, string>, chatId: string, body: object = {}) =>
    replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers, body: { chat_id: chatId, content: 'Q', ...body } })).rest())

  it('lists the notices and plan-assistant chats first, then questions by latest activity, in pages', async () => {
    const student = await h.student({ lang: 'zh-Hant' })
    const first = await get('/api/v1/chat/init', student.headers)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({
      chats: [
        { chat_type: 'system', chat_name: '系統通知', chat_avatar: 'notice', no_read_msg_count: 1, last_message: { message: '歡迎使用馬克學伴' } },
        { chat_type: 'plan_assistant', chat_name: '學習計畫助理', chat_avatar: 'plan', no_read_msg_count: 0, last_message: null },
      ],
      next_cursor: null,
      photo_reading: true,
      // The badge total comes with the list: the welcome notice is unread.
      no_read_total: 1,
    })
    // Opening the list again does not post the welcome twice.
    await get('/api/v1/chat/init', student.headers)
    expect((await get('/api/v1/chat/history/noread/count', student.headers)).json().data).toEqual({ total: 1 })

    h.fake!.fallback = { text: 'Hint' }
    const ids: string[] = []
    for (const q of ['First question', 'Second question', 'Third question']) {
      const chatId = await h.newChat(student)
      await ask(student.headers, chatId, { content: q })
      ids.push(chatId)
    }
    h.fake!.fallback = { status: 500 }
    const page1 = (await get('/api/v1/chat/init?limit=2', student.headers)).json().data
    expect(page1.chats.map((c: { chat_name: string }) => c.chat_name)).toEqual(['系統通知', '學習計畫助理', 'Third question', 'Second question'])
    expect(page1.chats[2]).toMatchObject({ chat_type: 'question', chat_avatar: 'tutor', last_message: { message: 'Hint' }, help_level: 'hint' })
    const page2 = (await get(`/api/v1/chat/init?limit=2&cursor=${page1.next_cursor}`, student.headers)).json().data
    const total = (await get('/api/v1/chat/history/noread/count', student.headers)).json().data.total
    expect(page2).toEqual({ chats: [expect.objectContaining({ chat_id: ids[0], chat_name: 'First question' })], next_cursor: null, photo_reading: true, no_read_total: total })
    // An unasked chat is not listed, and create-chat hands it back rather than making another.
    const empty = await h.newChat(student)
    expect(await h.newChat(student)).toBe(empty)
    expect((await get('/api/v1/chat/init', student.headers)).json().data.chats).toHaveLength(5)
    expect((await get('/api/v1/chat/init?cursor=bad!', student.headers)).json()).toMatchObject({ code: 400001, msg: '列表已變更，請重新整理' })
  })

  it('clears a chat’s unread count when read, and reports the new total for the tab badge', async () => {
    const student = await h.student()
    await get('/api/v1/chat/init', student.headers)
    const notices = (await get('/api/v1/chat/system/notice', student.headers)).json().data
    expect(notices.notices).toEqual([expect.objectContaining({ title: 'Welcome to Mug Tutor', payload: { kind: 'welcome' } })])
    const read = await post('/api/v1/chat/history/read', student.headers, { chat_id: notices.chat_id })
    expect(read.json().data).toEqual({ total: 0 })
    expect((await get('/api/v1/chat/history/noread/count', student.headers)).json().data).toEqual({ total: 0 })
  })

  it('pages a long history backwards, oldest first within a page', async () => {
    const student = await h.student()
    const chatId = await h.newChat(student)
    h.fake!.fallback = { text: 'ok' }
    for (let i = 0; i < 3; i++) await ask(student.headers, chatId, { content: `Q${i}` })
    h.fake!.fallback = { status: 500 }
    const page1 = (await get(`/api/v1/chat/history?chat_id=${chatId}&limit=4`, student.headers)).json().data
    expect(page1.messages.map((m: { content: string }) => m.content)).toEqual(['ok', 'Q1', 'ok', 'Q2', 'ok'].slice(1))
    const page2 = (await get(`/api/v1/chat/history?chat_id=${chatId}&limit=4&cursor=${page1.next_cursor}`, student.headers)).json().data
    expect(page2.messages.map((m: { content: string }) => m.content)).toEqual(['Q0', 'ok'])
    expect(page2.next_cursor).toBeNull()
  })

  it('records a like or dislike, and takes it back', async () => {
    const student = await h.student()
    h.fake!.enqueue({ text: 'A hint' })
    const { end } = await ask(student.headers, await h.newChat(student))
    const liked = await post('/api/v1/chat/message/update', student.headers, { message_id: end!.message_id, feedback: 'like' })
    expect(liked.json().data).toMatchObject({ message_id: end!.message_id, feedback: 'like' })
    const cleared = await post('/api/v1/chat/message/update', student.headers, { message_id: end!.message_id, feedback: 'none' })
    expect(cleared.json().data.feedback).toBeNull()
  })

  it('adds a question to the mistake notebook once, for a re-test tomorrow, and takes it out again', async () => {
    const student = await h.student()
    h.fake!.enqueue({ text: 'A hint' })
    const chatId = await h.newChat(student)
    const { meta, end } = await ask(student.headers, chatId, { content: 'Solve 2x + 3 = 7' })
    const questionId = meta!.question!.message_id
    const before = Date.now()
    const marks = await Promise.all([1, 2, 3].map(() => post('/api/v1/chat/mistake', student.headers, { message_id: questionId })))
    expect(marks.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(new Set(marks.map((r) => r.json().data.mistake_id)).size).toBe(1)
    // Due at the start of tomorrow in the student's zone (the request's; Shanghai by default).
    const dueAt = new Date(marks[0].json().data.next_retest_at)
    const local = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d)
    const tomorrow = new Date(Date.parse(`${local(new Date(before)).slice(0, 10)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect(local(dueAt)).toBe(`${tomorrow}, 00:00`)
    const rows = await h.ctx.app.db.selectFrom('mistakes').selectAll().where('user_id', '=', student.user.id).execute()
    // The offline engine reads it as maths, so the notebook files it under Mathematics (course 2).
    expect(rows).toEqual([expect.objectContaining({ chat_id: chatId, message_id: questionId, question: 'Solve 2x + 3 = 7', course_id: 2, stage: 0, deleted_at: null })])
    const history = (await get(`/api/v1/chat/history?chat_id=${chatId}`, student.headers)).json().data
    expect(history.messages.map((m: { is_mistake: boolean }) => m.is_mistake)).toEqual([true, false])
    // Only the student's own questions can be marked, not the tutor's replies.
    expect((await post('/api/v1/chat/mistake', student.headers, { message_id: end!.message_id })).json().code).toBe(404031)
    // As the app sends it: a JSON content type and no body.
    const removed = await h.ctx.app.inject({ method: 'DELETE', url: `/api/v1/chat/mistake?message_id=${questionId}`, headers: { ...student.headers, 'content-type': 'application/json' } })
    expect(removed.statusCode).toBe(200)
    const after = (await get(`/api/v1/chat/history?chat_id=${chatId}`, student.headers)).json().data
    expect(after.messages[0].is_mistake).toBe(false)
    // Marking again makes a new entry (the old one stays deleted for the daily tasks' history).
    const again = await post('/api/v1/chat/mistake', student.headers, { message_id: questionId })
    expect(again.json().data.mistake_id).not.toBe(marks[0].json().data.mistake_id)
  })

  it('sends a photo question to the vision model as a data URL, and names the chat for it', async () => {
    const student = await h.student({ lang: 'zh-Hans' })
    const imageId = (await upload(h.baseUrl, student.headers, PNG)).body.data!.image_id
    h.fake!.enqueue({ text: '先看第一步。' }, { text: '{"difficulty": "hard"}' })
    const chatId = await h.newChat(student)
    const { meta } = await ask(student.headers, chatId, { content: '', image_id: imageId })
    expect(meta!.question).toMatchObject({ content: '', image_id: imageId })
    const [request] = h.fake!.requests
    expect(request.model).toBe('fake-vision')
    expect(request.messages[1]).toEqual({ role: 'user', content: [{ type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } }] })
    const list = (await get('/api/v1/chat/init', student.headers)).json().data.chats
    expect(list.find((c: { chat_id: string }) => c.chat_id === chatId)).toMatchObject({ chat_name: '拍照提问', last_message: { message: '先看第一步。' } })
    // The difficulty is rated by the model, with the photo, and kept.
    const rated = await get(`/api/v1/mugchat/question/difficulty?chat_id=${chatId}`, student.headers)
    expect(rated.json().data).toEqual({ chat_id: chatId, difficulty: 'hard' })
    expect(h.fake!.requests[1].model).toBe('fake-vision')
    expect((await get(`/api/v1/mugchat/question/difficulty?chat_id=${chatId}`, student.headers)).json().data.difficulty).toBe('hard')
    expect(h.fake!.requests).toHaveLength(2)
  })

  it('falls back to the offline score when the model cannot rate the difficulty', async () => {
    const student = await h.student()
    h.fake!.enqueue({ text: 'hint' }, { text: 'not json at all' })
    const chatId = await h.newChat(student)
    await ask(student.headers, chatId, { content: 'What is 2 + 3?' })
    const rated = await get(`/api/v1/mugchat/question/difficulty?chat_id=${chatId}`, student.headers)
    expect(rated.json().data).toEqual({ chat_id: chatId, difficulty: 'easy' })
  })

  it('refuses to post into the notices chat', async () => {
    const student = await h.student()
    const notices = (await get('/api/v1/chat/system/notice', student.headers)).json().data
    const send = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: notices.chat_id, content: 'hello' } })
    expect(send.status).toBe(409)
    expect(send.body).toMatchObject({ code: 409032 })
  })
})
