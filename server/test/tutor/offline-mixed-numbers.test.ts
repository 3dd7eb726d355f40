import { answerOffline } from '../../src/modules/tutor/offline'

/**
 * Session 10: the offline engine reads a mixed number (2 1/2, 2又1/2) as 2 + 1/2, the way the
 * checker does, never as 2 × 1/2; a number after a label (exercise 3) is not the whole part of one.
 */
describe('offline tutor: mixed numbers and inverse bases', () => {
  it.each([
    ['en', 'Calculate 1 1/2 + 1/4', '7/4'],
    ['fr', 'Calcule 3 1/4 - 1/2', '11/4'],
    ['es', 'Calcula 2 1/3 + 1/3', '8/3'],
    ['zh-Hans', '计算 2又1/2 + 1/4', '11/4'],
    ['zh-Hant', '計算 1又1/2 + 1/2', '2'],
    ['en', 'Calculate 2 × 3 1/2', '7'],
    ['en', 'Solve x + 1 1/2 = 4', 'x = 5/2'],
  ] as const)('[%s] %s is %s, verified', (lang, question, answer) => {
    const a = answerOffline(question, { lang, level: 'solution' })
    expect(a?.final?.text).toBe(answer)
    expect(a?.verdict).toBe('verified')
  })

  it.each([
    ['en', 'Question 3 1/2 + 1/4'],
    ['en', 'Exercise 2 1/2 + 1/3'],
  ] as const)('[%s] declines %s (a label, then a fraction)', (lang, question) => {
    expect(answerOffline(question, { lang, level: 'solution' })).toBeNull()
  })

  it.each([
    ['en', 'Solve (1/2)^x > 4', 'x ∈ (-∞, -2)'],
    ['fr', 'Résous (1/3)^x ≤ 9', 'x ∈ [-2, ∞)'],
    ['es', 'Resuelve 0.5^(x-1) < 8', 'x ∈ (-2, ∞)'],
    ['zh-Hans', '解不等式 (1/2)^x > 4', 'x ∈ (-∞, -2)'],
  ] as const)('[%s] %s: a base below 1 reverses the sign (%s)', (lang, question, answer) => {
    const a = answerOffline(question, { lang, level: 'solution' })
    expect(a?.final?.text).toBe(answer)
    expect(a?.verdict).toBe('verified')
  })
})
