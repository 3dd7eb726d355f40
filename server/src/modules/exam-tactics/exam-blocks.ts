import type { Lang } from '@contract/common'
import type { BlocksAnswer, ExamQuery } from '@contract/exam-tactics'
import type { CreateOperation } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { AppError } from '../../errors'
import { findUserById } from '../user'
import { Speaker, queryOccurrences, type PlanWindow, createProposal } from '../study-plan'
import { clock, addDays, compareDates, isoDate, localMoment, toInstant, weekdayOf, type LocalDate } from '../../lib/time'
import { findExamAhead } from './exams'
import type { Texts } from '../../i18n/locales'
import { textsIn } from '../../i18n/translate'
import { courseOf, studyBlocksFor } from './course-blocks'

const REVISION_MIN = 60
const CHECK_MIN = 30
const MOCK_MAX_MIN = 180
/** Revision starts at most this many days before the exam. */
const REVISION_DAYS = 7
/** The mock exam is looked for at most this many days before the exam (the plan is read from there). */
const MOCK_SEARCH_DAYS = 21

const clockMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const isWeekend = (d: LocalDate) => weekdayOf(d) === 0 || weekdayOf(d) === 6

/**
 * Revision and mock-exam blocks before an exam, in the student's free time: a mock exam as long
 * as the real one on the last weekend day at least three days before (or the last free evening),
 * an hour of revision on each of the week's other days up to two days before, and a short check
 * the evening before. Weekdays use the evening (school by day), weekends the morning and
 * afternoon; nothing overlaps the plan or the student's sleep. Shown as a preview first.
 * A day that already has one of the plan's study blocks for the exam's course (a weekly "Maths"
 * block) is revision already: nothing is added that day, and the reply says which blocks count.
 */
// Chinese lists with 、 and runs sentences together; the other languages use a comma and a space.
const listJoin = (lang: Lang) => (lang.startsWith('zh') ? '、' : ', ')
const sentenceJoin = (lang: Lang) => (lang.startsWith('zh') ? '' : ' ')

export async function examBlocks(db: DB, userId: string, zone: string, lang: Lang, q: ExamQuery, window: PlanWindow): Promise<BlocksAnswer> {
  const now = clock.now()
  const exam = await findExamAhead(db, userId, zone, q.event_id, q.occurrence_start)
  const texts = textsIn(lang, 'tactics')
  const say = (key: keyof Texts<'tactics'>['blocks'], params: Record<string, string | number> = {}) => texts(`blocks.${key}`, { exam: exam.title, ...params })
  if (Date.parse(exam.start_at) <= now.getTime()) return { reply: say('past'), proposal: null }
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('USER_NOT_FOUND')
  const wake = clockMin(user.wake_time)
  const bed = clockMin(user.bedtime) <= wake ? 24 * 60 : clockMin(user.bedtime)

  const today = localMoment(now, zone).date
  const examDay = localMoment(exam.start_at, zone).date
  // Only the weeks before the exam are read and searched, however far away the exam is (from the
  // start of today: a block this morning is today's revision).
  const readFrom = Math.max(Date.parse(toInstant(today, 0, zone)), Date.parse(exam.start_at) - (MOCK_SEARCH_DAYS + 1) * 86_400_000)
  const events = await queryOccurrences(db, userId, new Date(readFrom).toISOString(), exam.start_at)
  const busy = events
    .filter((e) => !e.all_day)
    .map((e): [number, number] => [Date.parse(e.start_at), Date.parse(e.end_at)])
  const finder = new SlotFinder(busy, now.getTime(), Date.parse(exam.start_at), zone)
  const windows = (d: LocalDate): [number, number][] =>
    isWeekend(d) ? [[Math.max(9 * 60, wake + 60), 12 * 60], [14 * 60, 18 * 60], [19 * 60, bed - 60]] : [[19 * 60, bed - 60]]
  const place = (d: LocalDate, minutes: number) => {
    for (const [from, to] of windows(d)) {
      const slot = finder.take(d, from, to, minutes)
      if (slot) return slot
    }
    return null
  }

  const days = (from: LocalDate, to: LocalDate) => {
    const out: LocalDate[] = []
    for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) if (compareDates(d, today) >= 0) out.push(d)
    return out
  }
  // The plan's own blocks for the course from the first revision day to the eve count as revision.
  const revisionFrom = addDays(examDay, -REVISION_DAYS)
  const eve = addDays(examDay, -1)
  const courseBlocks = studyBlocksFor(events, courseOf(exam)).filter((e) => Date.parse(e.start_at) < Date.parse(exam.start_at))
  const dayOf = (e: { start_at: string }) => localMoment(e.start_at, zone).date
  const planned = courseBlocks.filter((e) => compareDates(dayOf(e), revisionFrom) >= 0 && compareDates(dayOf(e), eve) <= 0)
  const covered = new Map(planned.map(dayOf).map((d) => [isoDate(d), d]))
  const isCovered = (d: LocalDate) => covered.has(isoDate(d))
  const creates: CreateOperation[] = []
  const add = (title: string, slot: [number, number]) =>
    creates.push({
      op: 'create',
      event: { title, course_id: exam.course_id, start_at: new Date(slot[0]).toISOString(), end_at: new Date(slot[1]).toISOString(), all_day: false, rrule: null, kind: 'study' },
    })

  let mockDay: LocalDate | null = null
  const mockMinutes = Math.min(exam.minutes, MOCK_MAX_MIN)
  // A block of the course as long as the mock, in the weeks the mock is looked for, is the mock (asked twice, one mock).
  const plannedMock = courseBlocks.find(
    (e) => compareDates(dayOf(e), addDays(examDay, -3)) <= 0 && Date.parse(e.end_at) - Date.parse(e.start_at) >= mockMinutes * 60_000,
  )
  const mockDays = days(addDays(examDay, -MOCK_SEARCH_DAYS), addDays(examDay, -3)).filter((d) => compareDates(d, today) > 0).reverse()
  // A day with its own study block for the course comes last: the mock is not a second session that day.
  const mockOrder = [...mockDays.filter(isWeekend), ...mockDays.filter((x) => !isWeekend(x))]
  for (const d of plannedMock ? [] : [...mockOrder.filter((x) => !isCovered(x)), ...mockOrder.filter(isCovered)]) {
    const slot = place(d, mockMinutes)
    if (slot) {
      add(say('mock'), slot)
      mockDay = d
      break
    }
  }
  let sessions = 0
  for (const d of days(revisionFrom, addDays(examDay, -2))) {
    if ((mockDay && compareDates(d, mockDay) === 0) || isCovered(d) || (plannedMock && compareDates(d, dayOf(plannedMock)) === 0)) continue
    const slot = place(d, REVISION_MIN)
    if (slot) {
      add(say('revision'), slot)
      sessions++
    }
  }
  const check = compareDates(eve, today) >= 0 && !isCovered(eve) ? (finder.take(eve, 19 * 60, bed - 30, CHECK_MIN) ?? place(eve, CHECK_MIN)) : null
  if (check) add(say('dayBefore'), check)

  const speak = new Speaker(lang, zone)
  const plannedDays = [...covered.keys()].sort().map((k) => speak.day(toInstant(covered.get(k)!, 12 * 60, zone))).join(listJoin(lang))
  const mockNote = plannedMock ? say('mockPlanned', { day: speak.day(plannedMock.start_at) }) : ''
  const sentences = (...parts: string[]) => parts.filter(Boolean).join(sentenceJoin(lang))
  if (creates.length === 0) {
    return { reply: sentences(planned.length > 0 ? say('plannedAll', { days: plannedDays }) : say('noTime'), mockNote), proposal: null }
  }
  const alreadyPlanned = planned.length === 0 ? '' : say(covered.size === 1 ? 'plannedOne' : 'planned', { n: covered.size, days: plannedDays })
  creates.sort((a, b) => a.event.start_at.localeCompare(b.event.start_at))
  const list = [
    sessions === 1 ? say('oneSession') : sessions > 1 ? say('sessions', { n: sessions }) : '',
    mockDay ? say('mockOn', { day: speak.day(toInstant(mockDay, 12 * 60, zone)) }) : '',
    check ? say('check') : '',
  ].filter(Boolean)
  const proposal = await createProposal(db, userId, { kind: 'exam_blocks', source: 'assistant', operations: creates, zone, window })
  return { reply: sentences(say('reply', { date: speak.day(exam.start_at), list: list.join(listJoin(lang)) }), alreadyPlanned, mockNote), proposal }
}

/** Free half-hour-aligned slots: after now, before the exam, clear of the plan and of each other. */
class SlotFinder {
  private readonly taken: [number, number][]

  constructor(
    busy: [number, number][],
    private readonly after: number,
    private readonly before: number,
    private readonly zone: string,
  ) {
    this.taken = [...busy]
  }

  take(day: LocalDate, fromMin: number, toMin: number, minutes: number): [number, number] | null {
    for (let t = Math.ceil(fromMin / 30) * 30; t + minutes <= toMin; t += 30) {
      const start = Date.parse(toInstant(day, t, this.zone))
      const end = start + minutes * 60_000
      if (start < this.after || end > this.before) continue
      if (this.taken.some(([s, e]) => s < end && start < e)) continue
      this.taken.push([start, end])
      return [start, end]
    }
    return null
  }
}

