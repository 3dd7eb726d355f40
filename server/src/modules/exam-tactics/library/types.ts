import type { Localized } from '../../../i18n'

/** One part of a paper and its share of the exam's time. */
export interface LibrarySection {
  name: Localized
  /** Share of the exam's minutes; a course's shares add up to 0.9 (the rest is for checking). */
  share: number
  advice: Localized
}

/** Curated exam tactics for one course (secondary school, Chinese exam formats). */
export interface CourseTactics {
  sections: LibrarySection[]
  /** Minutes without progress before skipping a question. */
  skipMinutes: number
  /** A typical length of the exam, when the event does not say (an all-day exam day). */
  typicalMinutes: number
  order: Localized
  checking: Localized
  dayBefore: Localized
}
