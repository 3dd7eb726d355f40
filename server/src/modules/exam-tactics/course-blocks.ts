import type { PlanEvent } from '@contract/study-plan'
import { COURSES } from '../dictionary'
import { courseTerms, findCourse, fold } from '../study-plan'

const terms = courseTerms(COURSES.map((c) => ({ id: c.id, name: c.name })))

/**
 * The course an event is for: the course the student gave it, else the first course its title
 * names. Titles are read by the instruction parser's matcher (each course's name in the five
 * languages and the words students use, "Maths", "数学作业", "révision de physique"), so a weekly
 * "Maths" block typed by hand counts as maths as much as one picked from the course list.
 */
export const courseOf = (e: { course_id: number | null; title: string }): number | null =>
  e.course_id ?? findCourse(fold(e.title), terms)?.id ?? null

/**
 * The plan's own study blocks for a course: timed study events (not classes, not the exam, not
 * skipped). Revision planning counts them as revision so it never doubles up on a day that
 * already has one. An exam of no known course has none.
 */
export function studyBlocksFor(events: PlanEvent[], courseId: number | null): PlanEvent[] {
  if (courseId === null) return []
  return events.filter((e) => e.kind === 'study' && !e.all_day && e.status !== 'skipped' && courseOf(e) === courseId)
}
