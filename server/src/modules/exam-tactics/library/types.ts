import type { TextKey } from '../../../i18n/locales'

/** A text of the tactics library (`i18n/locales/<lang>/library.json`). */
export type LibraryText = TextKey<'library'>

/** One part of a paper and its share of the exam's time. */
export interface LibrarySection {
  name: LibraryText
  /** Share of the exam's minutes; a course's shares add up to 0.9 (the rest is for checking). */
  share: number
  advice: LibraryText
}

/** Curated exam tactics for one course (secondary school, Chinese exam formats). */
export interface CourseTactics {
  sections: LibrarySection[]
  /** Minutes without progress before skipping a question. */
  skipMinutes: number
  /** A typical length of the exam, when the event does not say (an all-day exam day). */
  typicalMinutes: number
  order: LibraryText
  checking: LibraryText
  dayBefore: LibraryText
}
