import type { CourseTactics } from './types'

/** History, geography, politics, and any exam without a course. */
export const HUMANITIES_COURSES: Record<number, CourseTactics> = {
  // History
  7: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      { share: 0.35, name: 'common.choice', advice: 'sections.history.choice.advice' },
      { share: 0.55, name: 'sections.history.sourceAnalysis.name', advice: 'sections.history.sourceAnalysis.advice' },
    ],
    order: 'courses.history.order',
    checking: 'courses.history.checking',
    dayBefore: 'courses.history.dayBefore',
  },
  // Geography
  8: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      { share: 0.35, name: 'common.choice', advice: 'sections.geography.choice.advice' },
      { share: 0.55, name: 'sections.geography.mapAndCaseQuestions.name', advice: 'sections.geography.mapAndCaseQuestions.advice' },
    ],
    order: 'courses.geography.order',
    checking: 'courses.geography.checking',
    dayBefore: 'courses.geography.dayBefore',
  },
  // Politics
  9: {
    typicalMinutes: 90,
    skipMinutes: 3,
    sections: [
      { share: 0.35, name: 'common.choice', advice: 'sections.politics.choice.advice' },
      { share: 0.55, name: 'sections.politics.openQuestions.name', advice: 'sections.politics.openQuestions.advice' },
    ],
    order: 'courses.politics.order',
    checking: 'courses.politics.checking',
    dayBefore: 'courses.politics.dayBefore',
  },
}

/** Any exam without a course (or with one the library does not know). */
export const GENERIC_TACTICS: CourseTactics = {
  typicalMinutes: 90,
  skipMinutes: 4,
  sections: [
    { share: 0.4, name: 'sections.generic.shortAndObjectiveQuestions.name', advice: 'sections.generic.shortAndObjectiveQuestions.advice' },
    { share: 0.5, name: 'sections.generic.writtenAnswers.name', advice: 'sections.generic.writtenAnswers.advice' },
  ],
  order: 'courses.generic.order',
  checking: 'courses.generic.checking',
  dayBefore: 'courses.generic.dayBefore',
}
