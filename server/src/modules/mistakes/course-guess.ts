import { COURSES } from '../dictionary/dictionary.data'
import { courseTerms, findCourse } from '../study-plan/instruction/subject'
import { fold } from '../study-plan/instruction/text'
import { answerOffline } from '../tutor/offline'

const MATHEMATICS = 2
const terms = courseTerms(COURSES.map((c) => ({ id: c.id, name: c.name })))

/**
 * The course a marked question belongs to, so tactics can draw on "your recent mistakes in
 * physics": maths when the offline engine can read it as maths, else the first course the question
 * names (in any of the five languages), else unknown.
 */
export function guessCourse(question: string): number | null {
  if (!question.trim()) return null
  if (answerOffline(question, { lang: 'en', level: 'hint' })) return MATHEMATICS
  return findCourse(fold(question), terms)?.id ?? null
}
