import type { Localized } from '..'

/** What a student is asked to do about a missing value: type it, or pick it. */
export type FieldAction = 'enter' | 'choose'

export interface FieldText {
  /** The field as the student knows it, a noun phrase ready for a sentence ("the 6-digit code"). */
  label: Localized
  action: FieldAction
  /** A whole sentence instead of the composed ones, for values the student cannot fix by retyping. */
  message?: Localized
}

/** en, fr, es, zh-Hans, zh-Hant: one line per field in the tables. */
type Five = [en: string, fr: string, es: string, hans: string, hant: string]

const localized = ([en, fr, es, hans, hant]: Five): Localized => ({ en, fr, es, 'zh-Hans': hans, 'zh-Hant': hant })

/** A value the student types. */
export const typed = (...label: Five): FieldText => ({ label: localized(label), action: 'enter' })

/** A value the student picks (a date, a subject, an option). */
export const picked = (...label: Five): FieldText => ({ label: localized(label), action: 'choose' })

/** A field the app fills in itself: its label, and the sentence shown when it is wrong. */
export const internal = (label: Five, message: Five): FieldText => ({ label: localized(label), action: 'choose', message: localized(message) })
