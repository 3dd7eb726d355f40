import type { ChatMessage } from '@contract/chat'
import type { Lang } from '@contract/common'
import { MAX_REPLY_CHARS } from '../../src/modules/tutor/reply-run'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

/**
 * A model's full solution is badged by the independent checker through ONE marked final answer
 * (the line the prompt asks for), never by the last \boxed{} of the reply. Replies are scripted on
 * the fake OpenAI-compatible server: several boxed values, practice exercises, hedges, corrections,
 * replies longer than the cap. No wrong answer is ever badged verified.
 */
describe(`tutor with a model: the checked final answer (${TEST_DIALECT})`, () => {
  const h = useTutorApp()

  async function solution(text: string, question = 'Solve x^2-5x+6=0', lang: Lang = 'en'): Promise<{ end: ChatMessage; streamed: string }> {
    const student = await h.student({ lang })
    const chatId = await h.newChat(student)
    h.fake!.enqueue({ text, deltaChars: 400 })
    const stream = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: question, help_level: 'solution' } })
    const { end, text: streamed } = replyOf(await stream.rest())
    return { end: end!, streamed }
  }

  it('asks the model for one labelled final answer in the student’s language, with any exercise after it', async () => {
    await solution('**Final answer:** \\(x = 2\\) or \\(x = 3\\)')
    const system = h.fake!.requests[0].messages[0].content as string
    expect(system).toContain('"**Final answer:**"')
    expect(system).toContain('"**Practice:**"')
    expect(system).toContain('Do not use \\boxed')
    await solution('**最终答案：** \\(x_1 = 2, x_2 = 3\\)', '解方程 x^2-5x+6=0', 'zh-Hans')
    expect(h.fake!.requests[1].messages[0].content).toContain('"**最终答案:**"')
  })

  it('verifies the marked answer even when a practice exercise with its own boxed answer follows', async () => {
    const { end } = await solution(
      'Factor: \\((x-2)(x-3)=0\\).\n\n**Final answer:** \\(x = 2\\) or \\(x = 3\\)\n\n**Practice:** solve \\(x^2 - 7x + 12 = 0\\). (Answer: \\(\\boxed{x = 3 \\text{ or } x = 4}\\))',
    )
    expect(end.verdict).toEqual({ status: 'verified' })
  })

  it('fails a wrong marked answer even when the exercise after it boxes the right one, and says so in the reply', async () => {
    const { end, streamed } = await solution('**Final answer:** \\(x = 1\\) or \\(x = 6\\)\n\n**Practice:** check that \\(\\boxed{x = 2 \\text{ or } x = 3}\\) solves it.')
    expect(end.verdict).toMatchObject({ status: 'mismatch', expected: 'x = 2, x = 3' })
    expect(end.content).toContain('**Check failed:**')
    expect(end.content).toContain('may be wrong')
    expect(streamed).toBe(end.content)
  })

  it('reads the answer line in any language and form the model writes it', async () => {
    const fr = await solution('**Réponse finale :** \\(x = 3\\) ou \\(x = 2\\)', 'Résous x^2-5x+6=0', 'fr')
    expect(fr.end.verdict).toEqual({ status: 'verified' })
    const zh = await solution('所以方程的解为：\n\n**最終答案：** \\(x_1 = 2\\)，\\(x_2 = 3\\)', '解方程式 x^2-5x+6=0', 'zh-Hant')
    expect(zh.end.verdict).toEqual({ status: 'verified' })
    const alone = await solution('Both factors give a root.\n\n**Final answer:**\n\n\\(x \\in \\{2, 3\\}\\)')
    expect(alone.end.verdict?.status).not.toBe('verified') // a set literal is not read: neutral, never a guess
  })

  it('does not verify when several values are boxed and none is marked', async () => {
    const { end } = await solution('First \\(\\boxed{x = 2}\\), then \\(\\boxed{x = 3}\\), and the product \\(\\boxed{6}\\).')
    expect(end.verdict).toEqual({ status: 'unchecked' })
  })

  it('does not verify a hedged answer, even a right one', async () => {
    const { end } = await solution('**Final answer:** probably \\(x = 2\\) or \\(x = 3\\)')
    expect(end.verdict).toEqual({ status: 'unchecked' })
  })

  it('fails a reply that corrects itself into a wrong answer, and one that corrects a wrong one but keeps it marked', async () => {
    const corrected = await solution('**Final answer:** \\(x = 2\\) or \\(x = 3\\)\n\nWait, let me redo that.\n\n**Final answer:** \\(x = -2\\) or \\(x = -3\\)')
    expect(corrected.end.verdict?.status).toBe('mismatch')
    const both = await solution('**Final answer:** \\(x = 5\\)\n\nCorrection:\n\n**Final answer:** \\(x = 2\\) or \\(x = 3\\)')
    expect(both.end.verdict?.status).toBe('mismatch')
  })

  it('scans the whole reply however long, below the cap', async () => {
    const working = 'Step: we keep both sides balanced. '.repeat(500)
    expect(working.length).toBeGreaterThan(15_000)
    const { end } = await solution(`${working}\n\n**Final answer:** \\(x = 2\\) or \\(x = 3\\)`)
    expect(end.verdict).toEqual({ status: 'verified' })
  })

  it('cuts a reply above the cap, says so, stops the model, and never checks what was cut', async () => {
    const { end, streamed } = await solution(`${'x'.repeat(MAX_REPLY_CHARS + 500)}\n\n**Final answer:** \\(x = 1\\) or \\(x = 6\\)`)
    expect(end.status).toBe('done')
    expect(end.content.length).toBeLessThan(MAX_REPLY_CHARS + 200)
    expect(end.content).toMatch(/cut at 20,000 characters/)
    expect(end.content).not.toContain('Final answer')
    expect(end.verdict).toEqual({ status: 'unchecked' })
    expect(streamed).toBe(end.content)
  })

  it('never badges a hint or an example, even one that slips a final answer in', async () => {
    const student = await h.student()
    for (const help_level of ['hint', 'example'] as const) {
      const chatId = await h.newChat(student)
      h.fake!.enqueue({ text: '**Final answer:** \\(x = 7\\)' })
      const stream = await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content: 'Solve x^2-5x+6=0', help_level } })
      expect(replyOf(await stream.rest()).end!.verdict).toBeNull()
    }
  })

  it('stays neutral on a question the checker cannot read, whatever the model says', async () => {
    const { end } = await solution('**Final answer:** 1789', 'When did the French Revolution begin?')
    expect(end.verdict).toEqual({ status: 'unchecked' })
  })
})
