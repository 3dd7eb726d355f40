import { LANGS } from '@contract/common'
import { answerOffline, offlineLimitReply } from '../../src/modules/tutor/offline'
import { EVERYDAY } from './tables/everyday'
import { judge } from './tables/judge'
import { languageProblem } from './tables/language'
import { score } from './tables/score'

/**
 * The everyday table (46 rows, tables/everyday.ts): prices after a discount or an increase, unit
 * rates, powers in words, exponential inequalities. Committed before the session-9 reading work;
 * first run 4 right, 42 declined (1 of them an expected decline), 0 wrong. Fixed after that run:
 * now 43 right, 43 of them verified by the independent checker, 3 declined.
 */
describe('offline tutor: the everyday table', () => {
  const result = score(EVERYDAY, (question, lang) => {
    const a = answerOffline(question, { lang, level: 'solution' })
    return a?.final ? { text: a.final.text, verified: a.verdict === 'verified' } : null
  })

  it('has at least 8 rows in every language', () => {
    for (const lang of LANGS) expect(EVERYDAY.filter((r) => r[0] === lang).length).toBeGreaterThanOrEqual(8)
  })

  it('answers no row wrongly, and badges no wrong answer verified', () => {
    const wrong = result.outcomes.filter((o) => !o.ok).map((o) => `[${o.lang}] ${o.question} → ${o.answer}: ${o.why}`)
    expect(wrong).toEqual([])
    expect(result.wrongVerified).toBe(0)
  })

  it('answers 43 of 46, each confirmed by the checker', () => {
    expect(result.answered).toBeGreaterThanOrEqual(43)
    expect(result.verified).toBeGreaterThanOrEqual(43)
  })

  describe.each(EVERYDAY)('[%s] %s', (lang, question, expect_) => {
    it('is answered right in the student’s language, or declined in it', () => {
      const solution = answerOffline(question, { lang, level: 'solution' })
      if (!solution) {
        expect(languageProblem(lang, offlineLimitReply(lang, 'text'))).toBeNull()
        return
      }
      expect(judge(expect_, solution.final!.text)).toEqual({ ok: true })
      expect(languageProblem(lang, solution.markdown)).toBeNull()
    })
  })

  // Near misses the price frames must not read: another question about the same numbers.
  it.each([
    ['zh-Hans', '现价200元，打八折，原价是多少元？'],
    ['en', 'A shirt costs $40 and is 25% off. What is the discount?'],
    ['en', 'A shirt costs $40 after a 25% discount. What was the original price?'],
    ['en', 'If 5 pencils cost 3 yuan, how much do 12 pens cost?'],
    ['en', 'If 5 workers build a wall in 3 days, how long do 10 workers take?'],
    ['fr', 'Un pull coûte 40 € avec une remise de 25 %. Quel est le montant de la remise ?'],
    ['zh-Hans', '原价200元，打八折后便宜了多少元？'],
    ['en', 'Solve x + bananas = 3'],
    ['en', 'Solve 2^x > 7'],
  ] as const)('[%s] declines %s', (lang, question) => {
    expect(answerOffline(question, { lang, level: 'solution' })).toBeNull()
  })
})
