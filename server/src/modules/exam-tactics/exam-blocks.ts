import type { Lang } from '@contract/common'
import type { BlocksAnswer, ExamQuery } from '@contract/exam-tactics'
import type { CreateOperation } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { AppError } from '../../errors'
import { interpolate } from '../../i18n'
import { findUserById } from '../user'
import { clock, Speaker, addDays, compareDates, localMoment, toInstant, weekdayOf, type LocalDate, queryOccurrences, type PlanWindow, createProposal } from '../study-plan'
import { findExamAhead } from './exams'
import { BLOCK_TEXTS, LIST_JOIN } from './blocks-texts'

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
 */
export async function examBlocks(db: DB, userId: string, zone: string, lang: Lang, q: ExamQuery, window: PlanWindow): Promise<BlocksAnswer> {
  const now = clock.now()
  const exam = await findExamAhead(db, userId, zone, q.event_id, q.occurrence_start)
  const say = (key: keyof typeof BLOCK_TEXTS, params: Record<string, string | number> = {}) => interpolate(BLOCK_TEXTS[key][lang], { exam: exam.title, ...params })
  if (Date.parse(exam.start_at) <= now.getTime()) return { reply: say('past'), proposal: null }
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('USER_NOT_FOUND')
  const wake = clockMin(user.wake_time)
  const bed = clockMin(user.bedtime) <= wake ? 24 * 60 : clockMin(user.bedtime)

  // Only the weeks before the exam are read and searched, however far away the exam is.
  const readFrom = Math.max(now.getTime(), Date.parse(exam.start_at) - (MOCK_SEARCH_DAYS + 1) * 86_400_000)
  const busy = (await queryOccurrences(db, userId, new Date(readFrom).toISOString(), exam.start_at))
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

  const today = localMoment(now, zone).date
  const examDay = localMoment(exam.start_at, zone).date
  const days = (from: LocalDate, to: LocalDate) => {
    const out: LocalDate[] = []
    for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) if (compareDates(d, today) >= 0) out.push(d)
    return out
  }
  const creates: CreateOperation[] = []
  const add = (title: string, slot: [number, number]) =>
    creates.push({
      op: 'create',
      event: { title, course_id: exam.course_id, start_at: new Date(slot[0]).toISOString(), end_at: new Date(slot[1]).toISOString(), all_day: false, rrule: null, kind: 'study' },
    })

  let mockDay: LocalDate | null = null
  const mockMinutes = Math.min(exam.minutes, MOCK_MAX_MIN)
  const mockDays = days(addDays(examDay, -MOCK_SEARCH_DAYS), addDays(examDay, -3)).filter((d) => compareDates(d, today) > 0).reverse()
  for (const d of [...mockDays.filter(isWeekend), ...mockDays.filter((x) => !isWeekend(x))]) {
    const slot = place(d, mockMinutes)
    if (slot) {
      add(say('mock'), slot)
      mockDay = d
      break
    }
  }
  let sessions = 0
  for (const d of days(addDays(examDay, -REVISION_DAYS), addDays(examDay, -2))) {
    if (mockDay && compareDates(d, mockDay) === 0) continue
    const slot = place(d, REVISION_MIN)
    if (slot) {
      add(say('revision'), slot)
      sessions++
    }
  }
  const eve = addDays(examDay, -1)
  const check = compareDates(eve, today) >= 0 ? (finder.take(eve, 19 * 60, bed - 30, CHECK_MIN) ?? place(eve, CHECK_MIN)) : null
  if (check) add(say('dayBefore'), check)

  if (creates.length === 0) return { reply: say('noTime'), proposal: null }
  creates.sort((a, b) => a.event.start_at.localeCompare(b.event.start_at))
  const speak = new Speaker(lang, zone)
  const list = [
    sessions === 1 ? say('oneSession') : sessions > 1 ? say('sessions', { n: sessions }) : '',
    mockDay ? say('mockOn', { day: speak.day(toInstant(mockDay, 12 * 60, zone)) }) : '',
    check ? say('check') : '',
  ].filter(Boolean)
  const proposal = await createProposal(db, userId, { kind: 'exam_blocks', source: 'assistant', operations: creates, zone, window })
  return { reply: say('reply', { date: speak.day(exam.start_at), list: list.join(LIST_JOIN[lang]) }), proposal }
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

