import { EXAM_REVIEW_DAYS, type Exam, type ExamFeeling, type ExamReviewAnswer, type ExamReviewBody } from '@contract/exam-tactics'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { AppError } from '../../errors'
import { bringCourseRetestsForward } from '../mistakes'
import { queryOccurrences } from '../study-plan'
import { DAY_MS, clock, localDayStart } from '../../lib/time'
import { insertReview, latestCourseReview, reviewedSince } from './exam-tactics.repository'
import { findExam, toExam } from './exams'

/** At most this many exams wait for a review at once (the most recent). */
const MAX_DUE = 10
/** A review shapes the tactics of the course's exams for this long after it. */
const REVIEW_REACH_DAYS = 180

const occurrenceKey = (exam: Pick<Exam, 'event_id' | 'occurrence_start'>) => `${exam.event_id}|${exam.occurrence_start ?? ''}`

/** Exams the student sat in the last EXAM_REVIEW_DAYS of their own days and has not reviewed, latest first. */
export async function reviewsDue(db: DB, userId: string, zone: string): Promise<Exam[]> {
  const now = clock.now()
  const from = localDayStart(now, zone, -EXAM_REVIEW_DAYS)
  const events = await queryOccurrences(db, userId, from, now.toISOString(), { kind: 'exam' })
  const finished = events.map((e) => toExam(e, zone, now)).filter((e) => e.finished && e.end_at >= from)
  if (finished.length === 0) return []
  const reviewed = await reviewedSince(db, userId, from)
  const done = new Set(reviewed.map((r) => occurrenceKey({ event_id: r.event_id, occurrence_start: r.occurrence_start || null })))
  return finished
    .filter((e) => !done.has(occurrenceKey(e)))
    .sort((a, b) => b.end_at.localeCompare(a.end_at))
    .slice(0, MAX_DUE)
}

/** Trimmed, inner spaces collapsed, the same topic (any case) once. */
export function cleanTopics(topics: string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const t of topics) {
    const flat = t.replace(/\s+/g, ' ').trim()
    const key = flat.toLocaleLowerCase()
    if (flat && !seen.has(key)) {
      seen.add(key)
      out.push(flat)
    }
  }
  return out
}

/**
 * Keeps the student's review of an exam they sat, once, and brings the course's mistakes that
 * are not due today back to today's re-tests (local midnight: due all day). One that is due
 * already keeps its date, so nothing is pushed later.
 */
export async function submitReview(db: DB, userId: string, zone: string, body: ExamReviewBody): Promise<ExamReviewAnswer> {
  const exam = await findExam(db, userId, zone, body.event_id, body.occurrence_start)
  if (!exam.finished) throw new AppError('EXAM_NOT_FINISHED')
  const now = clock.now()
  const dayStart = localDayStart(now, zone, 0)
  const dayEnd = localDayStart(now, zone, 1)
  return db.transaction().execute(async (trx) => {
    const kept = await insertReview(trx, {
      id: newId('rev'),
      user_id: userId,
      event_id: exam.event_id,
      occurrence_start: exam.occurrence_start ?? '',
      title: exam.title,
      course_id: exam.course_id,
      exam_end_at: exam.end_at,
      went: body.went,
      topics: JSON.stringify(cleanTopics(body.topics)),
      created_at: now.toISOString(),
    })
    if (!kept) throw new AppError('EXAM_ALREADY_REVIEWED')
    if (exam.course_id === null) return { retests_back: 0, retests_due: 0 }
    const { moved, due } = await bringCourseRetestsForward(trx, userId, exam.course_id, dayStart, dayEnd)
    return { retests_back: moved, retests_due: due }
  })
}

export interface LastReview {
  title: string
  went: ExamFeeling
  topics: string[]
}

/** The latest review of an exam of the same course that ended before this one started. */
export async function lastReviewBefore(db: DB, userId: string, exam: Exam): Promise<LastReview | null> {
  if (exam.course_id === null) return null
  const since = new Date(Date.parse(exam.start_at) - REVIEW_REACH_DAYS * DAY_MS).toISOString()
  const row = await latestCourseReview(db, userId, exam.course_id, since, exam.start_at)
  return row ? { title: row.title, went: row.went as ExamFeeling, topics: JSON.parse(row.topics) as string[] } : null
}
