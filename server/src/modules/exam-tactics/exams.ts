import { EXAM_LOOK_AHEAD_DAYS, type Exam } from '@contract/exam-tactics'
import type { PlanEvent } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { AppError } from '../../errors'
import { eventDetail, queryOccurrences, startDate } from '../study-plan'
import { daysBetween, DAY_MS, clock, localDate } from '../../lib/time'
import { tacticsFor } from './library'

const MAX_EXAMS = 50

/** An exam event as the tactics tab shows it: days left in the student's calendar, and its length. */
export function toExam(e: PlanEvent, zone: string, now: Date): Exam {
  const minutes = e.all_day ? tacticsFor(e.course_id).typicalMinutes : Math.max(1, Math.round((Date.parse(e.end_at) - Date.parse(e.start_at)) / 60_000))
  return {
    event_id: e.event_id,
    occurrence_start: e.occurrence_start,
    title: e.title,
    course_id: e.course_id,
    start_at: e.start_at,
    end_at: e.end_at,
    all_day: e.all_day,
    // An all-day exam is on its own date wherever the student reads it (study-plan's event-days.ts).
    days_left: Math.max(0, daysBetween(localDate(now, zone), startDate(e, zone))),
    minutes: Math.min(minutes, 600),
    finished: Date.parse(e.end_at) <= now.getTime(),
  }
}

/** Exams not over yet, soonest first. */
export async function upcomingExams(db: DB, userId: string, zone: string): Promise<Exam[]> {
  const now = clock.now()
  const to = new Date(now.getTime() + EXAM_LOOK_AHEAD_DAYS * DAY_MS).toISOString()
  const events = await queryOccurrences(db, userId, now.toISOString(), to, { kind: 'exam' })
  return events
    .slice(0, MAX_EXAMS)
    .map((e) => toExam(e, zone, now))
}

/** One exam of the student's (404 for anything else, and for an event that is not an exam). */
export async function findExam(db: DB, userId: string, zone: string, eventId: string, occurrenceStart?: string): Promise<Exam> {
  const event = await eventDetail(db, userId, eventId, occurrenceStart)
  if (event.kind !== 'exam') throw new AppError('EVENT_NOT_FOUND')
  return toExam(event, zone, clock.now())
}

/** An exam still ahead (or under way): tactics and revision blocks for one that ended answer 409042. */
export async function findExamAhead(db: DB, userId: string, zone: string, eventId: string, occurrenceStart?: string): Promise<Exam> {
  const exam = await findExam(db, userId, zone, eventId, occurrenceStart)
  if (exam.finished) throw new AppError('EXAM_FINISHED')
  return exam
}
