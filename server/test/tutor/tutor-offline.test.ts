import { PNG, upload } from '../fixtures/images'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

describe(`tutor without a model: the offline engine (${TEST_DIALECT})`, () => {
  const h = useTutorApp({ offline: true })
  const ask = async (headers: Record<string, string>, chatId: string, body: object) =>
    replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers, body: { chat_id: chatId, ...body } })).rest())

  it('gives a hint first, checks the student’s attempt, then shows the solution on request, Verified', async () => {
    const student = await h.student({ lang: 'en' })
    const chatId = await h.newChat(student)
    const hint = await ask(student.headers, chatId, { content: 'Solve x^2 - 5x + 6 = 0' })
    expect(hint.end).toMatchObject({ status: 'done', help_level: 'hint', verdict: null })
    expect(hint.text).toBe(hint.end!.content)
    expect(hint.text.length).toBeGreaterThan(40)
    // The hint never gives the answer away.
    expect(hint.text).not.toMatch(/x\s*=\s*2\b.*x\s*=\s*3\b/s)

    const wrong = await ask(student.headers, chatId, { content: 'x = 1 or x = 6' })
    expect(wrong.end!.content).toContain('Not quite yet')
    const right = await ask(student.headers, chatId, { content: 'x = 2 or x = 3' })
    expect(right.end!.content).toContain('Correct, well done')
    expect(right.end!.content).toContain('Full solution')

    const solution = await ask(student.headers, chatId, { content: 'Full solution', help_level: 'solution' })
    expect(solution.end).toMatchObject({ status: 'done', help_level: 'solution', verdict: { status: 'verified' } })
    const example = await ask(student.headers, chatId, { content: 'Similar example', help_level: 'example' })
    expect(example.end).toMatchObject({ help_level: 'example', verdict: null })
    expect(example.end!.content).not.toBe(hint.end!.content)
  })

  it('answers in the student’s language', async () => {
    const student = await h.student({ lang: 'zh-Hans' })
    const { end } = await ask(student.headers, await h.newChat(student), { content: '解方程 2x+3=7', help_level: 'solution' })
    expect(end!.content).toMatch(/[\u4e00-\u9fff]/)
    expect(end!.verdict).toEqual({ status: 'verified' })
  })

  it('says honestly what it cannot do: other questions, and photos without a model', async () => {
    const student = await h.student({ lang: 'fr' })
    const essay = await ask(student.headers, await h.newChat(student), { content: 'Explique la Révolution française' })
    expect(essay.end!.content).toContain("le tuteur complet a besoin d'un modèle d'IA")
    const imageId = (await upload(h.baseUrl, student.headers, PNG)).body.data!.image_id
    const photo = await ask(student.headers, await h.newChat(student), { content: '', image_id: imageId })
    expect(photo.end!.content).toContain('Je ne peux pas encore lire les photos')
  })

  it('rates difficulty with the offline score, and leaves a photo-only question unrated', async () => {
    const student = await h.student()
    const easy = await h.newChat(student)
    await ask(student.headers, easy, { content: 'What is 2 + 3?' })
    const rated = await h.ctx.app.inject({ url: `/api/v1/mugchat/question/difficulty?chat_id=${easy}`, headers: student.headers })
    expect(rated.json().data).toEqual({ chat_id: easy, difficulty: 'easy' })
    const hard = await h.newChat(student)
    await ask(student.headers, hard, { content: 'Solve x + y + z = 6, x - y + z = 2, 2x + y - z = 1' })
    const harder = await h.ctx.app.inject({ url: `/api/v1/mugchat/question/difficulty?chat_id=${hard}`, headers: student.headers })
    expect(harder.json().data.difficulty).toBe('hard')
    const imageId = (await upload(h.baseUrl, student.headers, PNG)).body.data!.image_id
    const photo = await h.newChat(student)
    await ask(student.headers, photo, { content: '', image_id: imageId })
    const unrated = await h.ctx.app.inject({ url: `/api/v1/mugchat/question/difficulty?chat_id=${photo}`, headers: student.headers })
    expect(unrated.json().data).toEqual({ chat_id: photo, difficulty: null })
  })

  it('does not use up a question when all it can say is that it cannot help', async () => {
    const student = await h.student()
    const left = async () =>
      (await h.ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', student.user.id).executeTakeFirstOrThrow()).left_question_num
    const { meta } = await ask(student.headers, await h.newChat(student), { content: 'Tell me a story' })
    expect(meta!.left_question_num).toBe(19)
    expect(await left()).toBe(20)
    await ask(student.headers, await h.newChat(student), { content: 'What is 7 * 8?' })
    expect(await left()).toBe(19)
  })
})
