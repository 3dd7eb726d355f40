import { COURSES } from '../dictionary'
import { courseTerms, findCourse, fold } from '../study-plan'
import { answerOffline } from '../tutor'

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
