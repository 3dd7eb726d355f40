import type { Lang } from '@contract/common'

/** What a student is asked to do about a missing value: type it, or pick it. */
export type FieldAction = 'enter' | 'choose'

/** `internal`: a value the app fills in itself; the student gets a whole sentence (`message.<name>`). */
export type FieldKind = FieldAction | 'internal'

export interface FieldText {
  /** The field as the student knows it, a noun phrase ready for a sentence ("the 6-digit code"). */
  label: Record<Lang, string>
  action: FieldAction
  /** A whole sentence instead of the composed ones, for values the student cannot fix by retyping. */
  message?: Record<Lang, string>
}
