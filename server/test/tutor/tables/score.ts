import type { Lang } from '@contract/common'
import type { Expect } from './expect'
import { judge } from './judge'

/** What the engine did with one row. */
export interface Outcome {
  lang: Lang
  question: string
  /** null: it declined. */
  answer: string | null
  verified: boolean
  ok: boolean
  why?: string
}

export interface Score {
  rows: number
  answered: number
  declined: number
  wrong: number
  wrongVerified: number
  verified: number
  outcomes: Outcome[]
}

/** The engine under test, reduced to its plain final answer and whether it carries the Verified badge. */
export type Engine = (question: string, lang: Lang) => { text: string; verified: boolean } | null

/** Runs every row; a decline is never wrong, except that a row expecting an answer counts it as not covered. */
export function score(rows: [Lang, string, Expect][], engine: Engine): Score {
  const outcomes = rows.map(([lang, question, expect]): Outcome => {
    const got = engine(question, lang)
    if (!got) return { lang, question, answer: null, verified: false, ok: true }
    const verdict = judge(expect, got.text)
    return { lang, question, answer: got.text, verified: got.verified, ok: verdict.ok, why: verdict.why }
  })
  const answered = outcomes.filter((o) => o.answer !== null)
  return {
    rows: rows.length,
    answered: answered.length,
    declined: rows.length - answered.length,
    wrong: answered.filter((o) => !o.ok).length,
    wrongVerified: answered.filter((o) => !o.ok && o.verified).length,
    verified: answered.filter((o) => o.verified).length,
    outcomes,
  }
}

export function summary(s: Score): string {
  return `${s.rows} rows: ${s.answered - s.wrong} right, ${s.declined} declined, ${s.wrong} wrong (${s.wrongVerified} of them badged verified); ${s.verified} verified`
}
