import { LANGS } from '@contract/common'
import { check, similarQuestion, workedSolution } from '../../src/modules/tutor'

/**
 * The tutor's public API (modules/tutor/index.ts), as the learning loop's re-tests will call it:
 * grade a student's answer against the question, and ask a new exercise of the same kind.
 */
describe('tutor public API: check', () => {
  it.each([
    ['Solve |2x + 1| = 9', 'x = 4 or x = -5', 'en'],
    ['Solve |2x + 1| = 9', 'x=4, -5', 'en'],
    ['解方程 |2x+1|=9', '4 和 -5', 'zh-Hans'],
    ['Résous |2x + 1| = 9', 'x vaut 4 ou -5', 'fr'],
    ['What is 30% less than 80?', '56', 'en'],
  ] as const)('%s: "%s" is verified', (question, answer, lang) => {
    expect(check(question, answer, lang).status).toBe('verified')
  })

  it('fails a wrong answer, and half of a pair of solutions', () => {
    expect(check('Solve |2x + 1| = 9', 'x = 4').status).toBe('failed')
    expect(check('Solve |2x + 1| = 9', 'x = 8').status).toBe('failed')
    expect(check('Evaluate 3a - 4 when a = 2', 'a = 2').status).toBe('failed')
  })

  it('never guesses: an unreadable question or answer is unchecked', () => {
    expect(check('Who was president in 1990?', '1990').status).toBe('unchecked')
    expect(check('Solve 2x + 3 = 7', 'I do not know').status).toBe('unchecked')
    expect(check('x'.repeat(5000), 'x = 1').status).toBe('unchecked')
  })
})

describe('tutor public API: similarQuestion', () => {
  it.each(['Solve x^2 - 1 = 0', 'Solve 2x + 3 = 7', 'Factorise x^2 - 5x + 6', 'Solve |x - 3| = 5', 'What is 20% of 45?'])(
    '%s: another exercise, never the same, whose answer the checker confirms',
    (question) => {
      const variant = similarQuestion(question)!
      expect(variant).not.toBeNull()
      expect(variant.question.replace(/\s/g, '')).not.toBe(question.replace(/\s/g, ''))
      expect(check(variant.question, variant.answer).status).toBe('verified')
      // The same question gives the same exercise; another seed may give another.
      expect(similarQuestion(question)).toEqual(variant)
    },
  )

  it('restates the exercise in the student’s language', () => {
    for (const lang of LANGS) expect(similarQuestion('Solve 2x + 3 = 7', { lang, seed: 3 })!.markdown).not.toBe('')
    expect(similarQuestion('Solve 2x + 3 = 7', { lang: 'zh-Hant', seed: 3 })!.markdown).toMatch(/^解/)
  })

  it('returns null for what the engine does not solve, and for bad input', () => {
    expect(similarQuestion('Who was president in 1990?')).toBeNull()
    expect(similarQuestion('')).toBeNull()
    expect(similarQuestion('x'.repeat(5000))).toBeNull()
    expect(similarQuestion(42 as unknown as string)).toBeNull()
  })
})

describe('tutor public API: workedSolution', () => {
  it('works the question in the student’s language, with its plain answer; null where the engine does not solve it', () => {
    const en = workedSolution('Solve 2x + 3 = 7')!
    expect(en.answer).toBe('x = 2')
    expect(check('Solve 2x + 3 = 7', en.answer).status).toBe('verified')
    expect(workedSolution('Solve 2x + 3 = 7', 'zh-Hans')!.markdown).toMatch(/解/)
    expect(workedSolution('Solve 2x + 3 = 7', 'fr')!.markdown).not.toBe(en.markdown)
    expect(workedSolution('Explain photosynthesis')).toBeNull()
    expect(workedSolution(42 as unknown as string)).toBeNull()
  })
})
