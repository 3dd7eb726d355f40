import { PNG, upload } from '../fixtures/images'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

/**
 * A model that runs on, or cannot read photos: the reply is cut with a note, and a refused
 * photo (an HTTP 400, or a polite text refusal) is named as such and does not use up a question.
 */
describe(`tutor: a model that misbehaves (${TEST_DIALECT})`, () => {
  const h = useTutorApp()
  const left = async (userId: string) =>
    (await h.ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', userId).executeTakeFirstOrThrow()).left_question_num

  it('cuts a reply longer than 20 000 characters and says so', async () => {
    const student = await h.student({ lang: 'en' })
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text: 'blah '.repeat(6000), deltaChars: 500 })
    const events = await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Tell me everything' } })).rest()
    const { end, text } = replyOf(events)
    expect(end).toMatchObject({ status: 'done' })
    expect(end!.content).toBe(text)
    expect(end!.content.startsWith('blah '.repeat(4000))).toBe(true)
    expect(end!.content).toMatch(/This reply was cut at 20,000 characters/)
    expect(end!.content.length).toBeLessThan(20_100)
    await h.fake!.requests[0].closed
  })

  it.each([
    ['an HTTP 400 for the image', { status: 400, error: { message: "Invalid content type. image_url is only supported by certain models." } }],
    ['a text refusal', { text: "I'm sorry, but I can't view images. Could you type the question?" }],
    ['a Chinese text refusal', { text: '抱歉，我无法查看图片，请把题目用文字发给我。' }],
  ])('names a photo the model refuses (%s) and gives the question back', async (_, reply) => {
    const student = await h.student({ lang: 'en' })
    const chatId = await h.newChat(student)
    const imageId = (await upload(h.baseUrl, student.headers, PNG, 'q.png', 'image/png')).body.data!.image_id
    h.fake!.enqueue(reply)
    const events = await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: '', image_id: imageId } })).rest()
    expect(replyOf(events).end).toMatchObject({ status: 'error', error: { code: 400035, msg: expect.stringMatching(/cannot read photos/) } })
    expect(await left(student.user.id)).toBe(20)
  })

  it('keeps a real answer that mentions images, and a refusal-like text without a photo', async () => {
    const student = await h.student({ lang: 'en' })
    const withPhoto = await h.newChat(student)
    const imageId = (await upload(h.baseUrl, student.headers, PNG, 'q.png', 'image/png')).body.data!.image_id
    const long = 'The picture shows a triangle. '.repeat(30) + "You can't see image artefacts here; the angles add to 180°."
    h.fake!.enqueue({ text: long })
    const first = replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: withPhoto, content: '', image_id: imageId } })).rest())
    expect(first.end).toMatchObject({ status: 'done', content: long })
    const textOnly = await h.newChat(student)
    h.fake!.enqueue({ text: "I can't see images, but here is the method: subtract 3." })
    const second = replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: textOnly, content: 'Solve 2x+3=7' } })).rest())
    expect(second.end).toMatchObject({ status: 'done' })
    expect(await left(student.user.id)).toBe(18)
  })
})
