import { LANGS, type Lang } from '@contract/common'
import { answerOffline, offlineLimitReply } from '../../../src/modules/tutor/offline'
import type { Expect } from './expect'
import { judge } from './judge'
import { languageProblem } from './language'
import { score } from './score'

/** What a table promises: rows per language, and how many it answers (and badges verified) at least. */
export interface TableFloor {
  perLanguage: number
  answered: { atLeast: number; title: string }
  verified?: number
}

/**
 * The checks every offline table gets, inside the caller's describe: enough rows per language, no
 * wrong answer and none wrongly verified, the table's coverage, and each row answered right in
 * the student's language or declined in it.
 */
export function offlineTableChecks(rows: [Lang, string, Expect][], floor: TableFloor): void {
  const result = score(rows, (question, lang) => {
    const a = answerOffline(question, { lang, level: 'solution' })
    return a?.final ? { text: a.final.text, verified: a.verdict === 'verified' } : null
  })

  it(`has at least ${floor.perLanguage} rows in every language`, () => {
    for (const lang of LANGS) expect(rows.filter((r) => r[0] === lang).length).toBeGreaterThanOrEqual(floor.perLanguage)
  })

  it('answers no row wrongly, and badges no wrong answer verified', () => {
    const wrong = result.outcomes.filter((o) => !o.ok).map((o) => `[${o.lang}] ${o.question} → ${o.answer}: ${o.why}`)
    expect(wrong).toEqual([])
    expect(result.wrongVerified).toBe(0)
  })

  it(floor.answered.title, () => {
    expect(result.answered).toBeGreaterThanOrEqual(floor.answered.atLeast)
    if (floor.verified !== undefined) expect(result.verified).toBeGreaterThanOrEqual(floor.verified)
  })

  describe.each(rows)('[%s] %s', (lang, question, expect_) => {
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
}
