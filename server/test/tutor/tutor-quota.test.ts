import { insertQuestionChat } from '../../src/modules/chat/chat.repository'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

describe(`tutor: questions left (${TEST_DIALECT})`, () => {
  const h = useTutorApp()
  const left = async (userId: string) =>
    (await h.ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', userId).executeTakeFirstOrThrow()).left_question_num
  const setLeft = (userId: string, n: number, vipUntil: string | null = null) =>
    h.ctx.app.db.updateTable('users').set({ left_question_num: n, vip_until: vipUntil }).where('id', '=', userId).execute()
  const ask = async (headers: Record<string, string>, chatId: string, content = 'Q') => {
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', { headers, body: { chat_id: chatId, content } })
    return { status: stream.status, body: stream.body, ...replyOf(await stream.rest()) }
  }

  it('never goes below zero when many questions are asked at once', async () => {
    const student = await h.student()
    await setLeft(student.user.id, 3)
    h.fake!.fallback = { text: 'Hint.' }
    // Eight different questions (create-chat would hand back the same unasked chat).
    const ids = await Promise.all(Array.from({ length: 8 }, async () => (await insertQuestionChat(h.ctx.app.db, student.user.id)).id))
    const results = await Promise.all(ids.map((id) => ask(student.headers, id)))
    const accepted = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status === 403)
    expect(accepted).toHaveLength(3)
    expect(refused).toHaveLength(5)
    expect(refused[0].body).toMatchObject({ code: 403, data: null })
    expect(accepted.map((r) => r.meta!.left_question_num).sort()).toEqual([0, 1, 2])
    expect(await left(student.user.id)).toBe(0)
    // A refused question left nothing behind: no message, no lock.
    const refusedChat = ids[results.findIndex((r) => r.status === 403)]
    const rows = await h.ctx.app.db.selectFrom('chat_messages').select('id').where('chat_id', '=', refusedChat).execute()
    expect(rows).toEqual([])
    h.fake!.fallback = { status: 500 }
  })

  it('counts one question per question: follow-ups, ladder steps and regenerating are free', async () => {
    const student = await h.student()
    await setLeft(student.user.id, 1)
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' })
    expect((await ask(student.headers, chatId)).meta!.left_question_num).toBe(0)
    expect((await ask(student.headers, chatId, 'I tried x = 3')).end!.status).toBe('done')
    const step = await openStream(h.baseUrl, '/api/v1/chat/message', {
      headers: student.headers,
      body: { chat_id: chatId, content: 'Full solution', help_level: 'solution' },
    })
    const stepped = replyOf(await step.rest()).end!
    const regen = await openStream(h.baseUrl, '/api/v1/chat/message/regenerate', { headers: student.headers, body: { message_id: stepped.message_id } })
    expect(replyOf(await regen.rest()).end).toMatchObject({ status: 'done', content: 'd', help_level: 'solution' })
    expect(await left(student.user.id)).toBe(0)
    // The next new question is refused with the code the app turns into the quota page.
    const refused = await ask(student.headers, await h.newChat(student))
    expect(refused.status).toBe(403)
    expect(refused.body!.code).toBe(403)
  })

  it('lets a VIP student ask without using questions', async () => {
    const student = await h.student()
    await setLeft(student.user.id, 0, new Date(Date.now() + 86_400_000).toISOString())
    h.fake!.enqueue({ text: 'ok' })
    const { status, meta, end } = await ask(student.headers, await h.newChat(student))
    expect(status).toBe(200)
    expect(meta!.left_question_num).toBeNull()
    expect(end!.status).toBe('done')
    expect(await left(student.user.id)).toBe(0)
    // Once VIP has ended, the count applies again.
    await setLeft(student.user.id, 0, new Date(Date.now() - 1000).toISOString())
    expect((await ask(student.headers, await h.newChat(student))).status).toBe(403)
  })

  it('posts a notice when questions run low and when they run out', async () => {
    const student = await h.student({ lang: 'zh-Hans' })
    await setLeft(student.user.id, 4)
    h.fake!.fallback = { text: 'ok' }
    for (let i = 0; i < 4; i++) await ask(student.headers, await h.newChat(student))
    h.fake!.fallback = { status: 500 }
    const notices = await h.ctx.app.inject({ url: '/api/v1/chat/system/notice', headers: student.headers })
    const list = notices.json().data.notices as { title: string; content: string; payload: Record<string, unknown> }[]
    expect(list.map((n) => n.payload)).toEqual([
      { kind: 'quotaLow', left: 3 },
      { kind: 'quotaUsedUp', left: 0 },
    ])
    expect(list[0].content).toContain('你还剩 3 次免费提问')
  })
})
