import type { Lang } from '@contract/common'
import { checkAnswer } from '../../../src/modules/tutor/check'

/** A checker table's row: a question, a candidate answer and the badge the checker should give it. */
export interface CheckerRow {
  lang: Lang
  question: string
  answer: string
  expect: 'verified' | 'failed' | 'unchecked'
}

export const checkerRow = (lang: Lang, question: string, answer: string, expect: CheckerRow['expect']): CheckerRow => ({ lang, question, answer, expect })

/** One test per row, inside the caller's describe: the checker gives the row its badge. */
export function eachRowGetsItsBadge(rows: CheckerRow[], prefix = ''): void {
  it.each(rows.map((r) => [r.lang, r.question, r.answer, r.expect] as const))(`${prefix}[%s] %s: %s is %s`, (lang, question, answer, expected) => {
    expect(checkAnswer(question, answer, lang).status).toBe(expected)
  })
}
