import type { CourseTactics } from './types'

/** Chinese (语文) and English: papers with reading and writing. */
export const LANGUAGE_COURSES: Record<number, CourseTactics> = {
  // Chinese
  1: {
    typicalMinutes: 150,
    skipMinutes: 3,
    sections: [
      { share: 0.12, name: 'sections.chinese.languageBasics.name', advice: 'sections.chinese.languageBasics.advice' },
      { share: 0.25, name: 'sections.chinese.modernTextReading.name', advice: 'sections.chinese.modernTextReading.advice' },
      { share: 0.18, name: 'sections.chinese.classicalProseAndPoetry.name', advice: 'sections.chinese.classicalProseAndPoetry.advice' },
      { share: 0.35, name: 'sections.chinese.essay.name', advice: 'sections.chinese.essay.advice' },
    ],
    order: 'courses.chinese.order',
    checking: 'courses.chinese.checking',
    dayBefore: 'courses.chinese.dayBefore',
  },
  // English
  3: {
    typicalMinutes: 120,
    skipMinutes: 2,
    sections: [
      { share: 0.17, name: 'sections.english.listening.name', advice: 'sections.english.listening.advice' },
      { share: 0.33, name: 'sections.english.readingComprehension.name', advice: 'sections.english.readingComprehension.advice' },
      { share: 0.15, name: 'sections.english.clozeAndGrammar.name', advice: 'sections.english.clozeAndGrammar.advice' },
      { share: 0.25, name: 'sections.english.writing.name', advice: 'sections.english.writing.advice' },
    ],
    order: 'courses.english.order',
    checking: 'courses.english.checking',
    dayBefore: 'courses.english.dayBefore',
  },
}
