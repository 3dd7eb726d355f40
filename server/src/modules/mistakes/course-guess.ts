import { COURSES } from '../dictionary'
import { courseTerms, findCourse, fold } from '../study-plan'

const MATHEMATICS = 2
const terms = courseTerms(COURSES.map((c) => ({ id: c.id, name: c.name })))

/**
 * The course a marked question belongs to, so tactics can draw on "your recent mistakes in
 * physics": maths when the offline engine can read it as maths (`readsAsMaths`: the tutor's,
 * passed in by app.ts so this module does not import the tutor), else the first course the
 * question names (in any of the five languages), else unknown.
 */
export function guessCourse(question: string, readsAsMaths: (question: string) => boolean): number | null {
  if (!question.trim()) return null
  if (readsAsMaths(question)) return MATHEMATICS
  return findCourse(fold(question), terms)?.id ?? null
}
