import type { Lang } from '@contract/common'
import type { CoursePlan, Digest, DigestExam, DigestSection, DigestWeek } from '@contract/parent-digest'
import type { PlanEvent } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { questionsAskedBetween } from '../chat'
import { courseList } from '../dictionary'
import { upcomingExams } from '../exam-tactics'
import { queryOccurrences } from '../study-plan'
import { addDays, isoDate, localDate, toInstant, weekdayOf, type LocalDate } from '../../lib/time'
import { focusMinutesByDay, retestsBetween, streakOf } from '../today-tasks'

/** The next exams a parent sees. */
const DIGEST_EXAMS = 3

interface Week {
  monday: LocalDate
  days: string[]
  start: string
  end: string
}

function weekFrom(monday: LocalDate, zone: string): Week {
  const days = Array.from({ length: 7 }, (_, i) => isoDate(addDays(monday, i)))
  return { monday, days, start: toInstant(monday, 0, zone), end: toInstant(addDays(monday, 7), 0, zone) }
}

/** This week (Monday to Sunday in the student's zone, the one holding `now`) and the week before. */
export function weeksAround(now: Date, zone: string): { thisWeek: Week; lastWeek: Week } {
  const [y, m, d] = localDate(now, zone).split('-').map(Number)
  const today: LocalDate = { y, m, d }
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7))
  return { thisWeek: weekFrom(monday, zone), lastWeek: weekFrom(addDays(monday, -7), zone) }
}

const courseName = (names: Map<number, string>, id: number | null) => (id === null ? '' : (names.get(id) ?? ''))

/** Study blocks of the week per course, as the plan shows them (an occurrence ticked done is done). */
function planOf(events: PlanEvent[], names: Map<number, string>): DigestWeek['plan'] {
  const byCourse = new Map<number | null, CoursePlan>()
  for (const e of events) {
    if (e.kind !== 'study') continue
    const entry = byCourse.get(e.course_id) ?? { course_id: e.course_id, course: courseName(names, e.course_id), planned: 0, done: 0 }
    entry.planned++
    if (e.status === 'done') entry.done++
    byCourse.set(e.course_id, entry)
  }
  const courses = [...byCourse.values()].sort((a, b) => b.planned - a.planned || (a.course_id ?? 1e9) - (b.course_id ?? 1e9))
  return { planned: courses.reduce((s, c) => s + c.planned, 0), done: courses.reduce((s, c) => s + c.done, 0), courses }
}

async function weekOf(db: DB, userId: string, week: Week, sections: Set<DigestSection>, names: Map<number, string>): Promise<DigestWeek> {
  const out: DigestWeek = { from: week.days[0], to: week.days[6] }
  if (sections.has('plan')) out.plan = planOf(await queryOccurrences(db, userId, week.start, week.end), names)
  if (sections.has('focus')) {
    const minutes = await focusMinutesByDay(db, userId, week.days[0], week.days[6])
    const days = week.days.map((date) => ({ date, minutes: minutes.get(date) ?? 0 }))
    out.focus = { total: days.reduce((s, d) => s + d.minutes, 0), days }
  }
  if (sections.has('questions')) {
    const q = await questionsAskedBetween(db, userId, week.start, week.end)
    out.questions = { asked: q.asked, without_solution: q.withoutSolution }
  }
  if (sections.has('mistakes')) {
    // A mistake re-tested several times counts once; it is "now right" when its last answer was.
    const last = new Map<string, string>()
    for (const r of await retestsBetween(db, userId, week.days[0], week.days[6])) last.set(r.mistake_id, r.result)
    out.mistakes = { retested: last.size, now_right: [...last.values()].filter((r) => r !== 'wrong').length }
  }
  return out
}

/** The next exams with days left, and the revision blocks of their course planned from today until each. */
async function examsOf(db: DB, userId: string, zone: string, now: Date, todayStart: string, names: Map<number, string>): Promise<DigestExam[]> {
  const exams = (await upcomingExams(db, userId, zone)).filter((e) => !e.finished).slice(0, DIGEST_EXAMS)
  if (exams.length === 0) return []
  const until = exams.reduce((latest, e) => (e.start_at > latest ? e.start_at : latest), now.toISOString())
  const blocks = (await queryOccurrences(db, userId, todayStart, until)).filter((e) => e.kind === 'study')
  return exams.map((exam) => {
    const mine = blocks.filter((b) => b.course_id === exam.course_id && Date.parse(b.start_at) < Date.parse(exam.start_at))
    return {
      title: exam.title,
      course: courseName(names, exam.course_id),
      date: localDate(exam.start_at, zone),
      days_left: exam.days_left,
      revision_planned: mine.length,
      revision_done: mine.filter((b) => b.status === 'done').length,
    }
  })
}

/**
 * The one computation of the parent's week: only the sections the student chose are read at all.
 * Figures come from the same tables and functions as the student's own screens.
 */
export async function computeDigest(
  db: DB,
  input: { userId: string; zone: string; now: Date; lang: Lang; sections: DigestSection[]; displayName: string },
): Promise<Digest> {
  const { userId, zone, now } = input
  const sections = new Set(input.sections)
  const names = new Map(courseList(input.lang).map((c) => [c.id, c.name]))
  const { thisWeek, lastWeek } = weeksAround(now, zone)
  const digest: Digest = {
    display_name: input.displayName,
    sections: input.sections,
    this_week: await weekOf(db, userId, thisWeek, sections, names),
    last_week: await weekOf(db, userId, lastWeek, sections, names),
    generated_at: now.toISOString(),
  }
  // The streak goes with the focus section: it is made of the days the student did something.
  if (sections.has('focus')) {
    const streak = await streakOf(db, userId, zone, now)
    digest.streak = { days: streak.days, best: streak.best }
  }
  if (sections.has('exams')) {
    const [y, m, d] = localDate(now, zone).split('-').map(Number)
    digest.exams = await examsOf(db, userId, zone, now, toInstant({ y, m, d }, 0, zone), names)
  }
  return digest
}
