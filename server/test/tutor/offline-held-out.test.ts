import { LANGS } from '@contract/common'
import { answerOffline, offlineLimitReply } from '../../src/modules/tutor/offline'
import { HELD_OUT } from './tables/held-out'
import { judge } from './tables/judge'
import { languageProblem } from './tables/language'
import { score } from './tables/score'

/**
 * The held-out table (108 rows, tables/held-out.ts), written after the issue-11 engine work and
 * committed before its one and only first run: 99 right, 9 declined (5 of them declines the table
 * expects), 0 wrong, 97 badged verified. The engine is not tuned on it; if a later change breaks a
 * row, fix the engine in general, and say in the README that the table is no longer held out.
 */
describe('offline tutor: the held-out table', () => {
  const result = score(HELD_OUT, (question, lang) => {
    const a = answerOffline(question, { lang, level: 'solution' })
    return a?.final ? { text: a.final.text, verified: a.verdict === 'verified' } : null
  })

  it('has rows in every language', () => {
    for (const lang of LANGS) expect(HELD_OUT.filter((r) => r[0] === lang).length).toBeGreaterThanOrEqual(20)
  })

  it('answers no row wrongly, and badges no wrong answer verified', () => {
    const wrong = result.outcomes.filter((o) => !o.ok).map((o) => `[${o.lang}] ${o.question} → ${o.answer}: ${o.why}`)
    expect(wrong).toEqual([])
    expect(result.wrongVerified).toBe(0)
  })

  it('keeps the coverage of its first run (99 of 108 answered)', () => {
    expect(result.answered).toBeGreaterThanOrEqual(99)
  })

  describe.each(HELD_OUT)('[%s] %s', (lang, question, expect_) => {
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
})
