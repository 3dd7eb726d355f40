import type { Lang } from '@contract/common'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

/**
 * Follow-ups without a model: a question about the method gets an explanation, an attempt gets
 * judged against the full solution set (in any common form and language), and help goes further
 * with each miss.
 */
describe(`tutor without a model: follow-ups (${TEST_DIALECT})`, () => {
  const h = useTutorApp({ offline: true })

  async function conversation(lang: Lang, question: string) {
    const student = await h.student({ lang })
    const chatId = await h.newChat(student)
    const say = async (content: string) =>
      replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers: student.headers, body: { chat_id: chatId, content } })).rest()).end!
    await say(question)
    return say
  }

  it.each([
    ['en', 'Solve 2x - 7 = 3', 'why do we add 7 to both sides?', /balance/, /Add \$7\$ to both sides/, 'Not quite'],
    ['fr', 'Résous 2x - 7 = 3', 'pourquoi on ajoute 7 des deux côtés ?', /balance/, /Ajoute \$7\$/, 'Pas tout à fait'],
    ['es', 'Resuelve 2x - 7 = 3', '¿por qué sumamos 7 a los dos lados?', /balanza/, /Suma \$7\$/, 'Todavía no'],
    ['zh-Hans', '解方程 2x-7=3', '为什么两边要加7？', /天平/, /加上 \$7\$/, '还不太对'],
    ['zh-Hant', '解方程式 2x-7=3', '為什麼兩邊要加 7？', /天平/, /加上 \$7\$/, '還不太對'],
  ] as const)('[%s] answers a question about a step with that step and why it is taken', async (lang, question, asked, why, stepWords, judged) => {
    const say = await conversation(lang, question)
    const reply = await say(asked)
    expect(reply.content).toMatch(why)
    expect(reply.content).toMatch(stepWords)
    expect(reply.content).not.toContain(judged)
    // The explanation at the hint rung never shows the answer.
    expect(reply.content).not.toMatch(/x\s*=\s*5/)
    expect(reply.verdict).toBeNull()
  })

  it.each([
    ['en', 'Solve |2x + 1| = 9', 'x = 4 or x = -5', 'Correct, well done'],
    ['en', 'Solve |2x + 1| = 9', 'x=4, -5', 'Correct, well done'],
    ['zh-Hans', '解方程 |2x+1|=9', '4 和 -5', '完全正确'],
    ['fr', 'Résous |2x + 1| = 9', 'x vaut 4 ou -5', 'Exact, bravo'],
    ['es', 'Resuelve |2x + 1| = 9', 'x = -5 o x = 4', '¡Correcto'],
    ['zh-Hant', '解方程式 |2x+1|=9', 'x₁=4，x₂=-5', '完全正確'],
    ['en', 'Solve |2x + 1| = 9', 'x = 4', 'Part of it'],
    ['en', 'Solve |2x + 1| = 9', 'x = -1/2', 'Not quite yet'],
    ['en', 'Solve 2x - 7 = 3', '2x = 10', 'That step is right'],
    ['en', 'Solve 2x - 7 = 3', '2x = 4', 'Not quite yet'],
    ['en', 'Evaluate 3a - 4 when a = 2', 'a = 2', 'Not quite yet'],
    ['en', 'Evaluate 3a - 4 when a = 2', '2', 'Correct, well done'],
  ] as const)('[%s] %s: judges %j against the full solution', async (lang, question, attempt, said) => {
    const say = await conversation(lang, question)
    expect((await say(attempt)).content).toContain(said)
  })

  it('gives more help with each miss: a hint, then the first step, then the ladder', async () => {
    const say = await conversation('en', 'Solve 2x - 7 = 3')
    const first = await say('x = 1')
    expect(first.content).toContain('Not quite yet')
    expect(first.content).toContain('**Hint:**')
    const second = await say('x = 2')
    expect(second.content).toContain('first step')
    expect(second.content).toContain('Add $7$ to both sides')
    const third = await say('x = 3')
    expect(third.content).toContain('**Similar example**')
    expect(third.content).toContain('**Full solution**')
    // Still never the answer itself.
    expect([first, second, third].map((r) => r.content).join(' ')).not.toMatch(/x\s*=\s*5/)
  })
})
