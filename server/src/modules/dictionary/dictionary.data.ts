import type { Localized } from '../../i18n'
import type { TextKey } from '../../i18n/locales'
import { inEveryLanguage } from '../../i18n/translate'

// The names live in `i18n/locales/<lang>/dictionary.json`; each record holds them in all five
// languages, because the instruction parser and the model's prompt match and name a course in
// every language at once.
const names = (key: TextKey<'dictionary'>): Localized => inEveryLanguage('dictionary', key)

/** Secondary-school stages and grades (Chinese system), named in each language's own terms. */
export const STAGES: Record<number, Localized> = {
  1: names('stages.junior'),
  2: names('stages.senior'),
}

export const GRADES: { id: number; stageId: number; name: Localized }[] = [
  { id: 7, stageId: 1, name: names('grades.grade7') },
  { id: 8, stageId: 1, name: names('grades.grade8') },
  { id: 9, stageId: 1, name: names('grades.grade9') },
  { id: 10, stageId: 2, name: names('grades.grade10') },
  { id: 11, stageId: 2, name: names('grades.grade11') },
  { id: 12, stageId: 2, name: names('grades.grade12') },
]

/** Courses with the colour the timetable draws them in. */
export const COURSES: { id: number; color: string; name: Localized }[] = [
  { id: 1, color: '#E5484D', name: names('courses.chinese') },
  { id: 2, color: '#3E63DD', name: names('courses.mathematics') },
  { id: 3, color: '#30A46C', name: names('courses.english') },
  { id: 4, color: '#8E4EC6', name: names('courses.physics') },
  { id: 5, color: '#F76B15', name: names('courses.chemistry') },
  { id: 6, color: '#12A594', name: names('courses.biology') },
  { id: 7, color: '#A18072', name: names('courses.history') },
  { id: 8, color: '#0090FF', name: names('courses.geography') },
  { id: 9, color: '#D6409F', name: names('courses.politics') },
  { id: 10, color: '#6E56CF', name: names('courses.informationTechnology') },
]

/** The tutor's voices (`tone-list`): the AI's system prompt uses the English description. */
export const TONES: { id: number; name: Localized; description: Localized }[] = [
  { id: 1, name: names('tones.encouraging.name'), description: names('tones.encouraging.description') },
  { id: 2, name: names('tones.rigorous.name'), description: names('tones.rigorous.description') },
  { id: 3, name: names('tones.playful.name'), description: names('tones.playful.description') },
  { id: 4, name: names('tones.concise.name'), description: names('tones.concise.description') },
]

export const gradeById = (id: number) => GRADES.find((g) => g.id === id)
export const isCourseId = (id: number) => COURSES.some((c) => c.id === id)
