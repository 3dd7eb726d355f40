import type { Lang } from '@contract/common'
import type { CreateOperation, EventKind } from '@contract/study-plan'
import { COURSES } from '../../dictionary'
import type { Texts } from '../../../i18n/locales'
import { textsIn } from '../../../i18n/translate'
import { addDays, localMoment, toInstant, weekdayOf, type LocalDate } from '../../../lib/time'

/**
 * A weekly base plan from the student's grade, courses and sleep schedule: school on weekdays,
 * dinner, evening self-study blocks (45 min, 10 min apart), weekend blocks morning and afternoon,
 * free time, a Sunday review and a wind-down before bed. Main subjects (Chinese, maths, English)
 * come up twice as often; no subject twice on one day. Same time and subject on several days is
 * one weekly series, so the plan stays easy to edit.
 */

export interface Student {
  grade_id: number
  course_ids: number[]
  /** HH:mm */
  bedtime: string
  wake_time: string
}

const MAIN_COURSES = [1, 2, 3]
const DEFAULT_COURSES = { junior: [1, 2, 3, 4, 6, 7, 8, 9], senior: [1, 2, 3, 4, 5, 6] }
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const WEEKDAYS = [1, 2, 3, 4, 5]
const STUDY_MIN = 45
const WEEKEND_STUDY_MIN = 50

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const roundUp30 = (m: number) => Math.ceil(m / 30) * 30

interface Block {
  title: string
  kind: EventKind
  course: number | null
  start: number
  minutes: number
  days: number[]
}

export interface WeeklyPlan {
  creates: CreateOperation[]
  studyBlocks: number
}

function coursesOf(student: Student): number[] {
  const known = student.course_ids.filter((id) => COURSES.some((c) => c.id === id))
  if (known.length > 0) return known
  const list = student.grade_id >= 10 ? DEFAULT_COURSES.senior : DEFAULT_COURSES.junior
  // Chemistry starts in the last year of junior high.
  return student.grade_id === 9 ? [...list, 5] : list
}

/** Courses in the order blocks take them: each once, then the main ones again. */
function rotation(courses: number[]): number[] {
  return [...courses, ...courses.filter((c) => MAIN_COURSES.includes(c))]
}

export function weeklyPlan(student: Student, zone: string, lang: Lang, now: Date): WeeklyPlan {
  const wake = minutesOf(student.wake_time)
  let bed = minutesOf(student.bedtime)
  if (bed <= wake) bed += 24 * 60
  const windDownEnd = Math.min(bed, 24 * 60)
  const studyEnd = windDownEnd - 30
  const senior = student.grade_id >= 10
  const title = (key: keyof Texts<'plan'>['presetTitles'], course?: number) =>
    textsIn(lang, 'plan')(`presetTitles.${key}`, { course: COURSES.find((c) => c.id === course)?.name[lang] ?? '' })

  // Everything but the wind-down happens while awake and before it.
  const fits = (start: number, minutes: number) => start >= wake && start + minutes <= studyEnd
  const blocks: Block[] = []
  const schoolStart = roundUp30(Math.max(wake + 60, 7 * 60 + 30))
  const schoolEnd = senior ? 17 * 60 + 30 : 16 * 60 + 30
  if (schoolEnd > schoolStart && fits(schoolStart, schoolEnd - schoolStart)) {
    blocks.push({ title: title('school'), kind: 'class', course: null, start: schoolStart, minutes: schoolEnd - schoolStart, days: WEEKDAYS })
  }
  const dinner = schoolEnd + 30
  if (fits(dinner, 60)) blocks.push({ title: title('dinner'), kind: 'rest', course: null, start: dinner, minutes: 60, days: WEEKDAYS })

  const slots: { day: number; start: number; minutes: number }[] = []
  for (const day of WEEKDAYS) {
    for (let t = Math.max(dinner + 60, wake), n = 0; fits(t, STUDY_MIN) && n < 4; t += STUDY_MIN + 10, n++) slots.push({ day, start: t, minutes: STUDY_MIN })
  }
  const morning = roundUp30(Math.max(wake + 90, 8 * 60 + 30))
  for (const day of [6, 0]) {
    for (const t of [morning, morning + 60, 14 * 60 + 30, 15 * 60 + 30]) {
      if (fits(t, WEEKEND_STUDY_MIN)) slots.push({ day, start: t, minutes: WEEKEND_STUDY_MIN })
    }
  }
  const queue = rotation(coursesOf(student))
  const usedOn = new Map<number, Set<number>>()
  for (const slot of slots) {
    const used = usedOn.get(slot.day) ?? new Set<number>()
    // The first course in the queue not yet studied that day goes, and rejoins at the back.
    const at = Math.max(0, queue.findIndex((c) => !used.has(c)))
    const [course] = queue.splice(at, 1)
    queue.push(course)
    used.add(course)
    usedOn.set(slot.day, used)
    const same = blocks.find((b) => b.course === course && b.start === slot.start && b.minutes === slot.minutes && b.kind === 'study')
    if (same) same.days = [...same.days, slot.day]
    else blocks.push({ title: title('study', course), kind: 'study', course, start: slot.start, minutes: slot.minutes, days: [slot.day] })
  }
  if (slots.length === 0) return { creates: [], studyBlocks: 0 }
  if (fits(16 * 60 + 30, 90)) blocks.push({ title: title('freeTime'), kind: 'rest', course: null, start: 16 * 60 + 30, minutes: 90, days: [6] })
  if (fits(19 * 60 + 30, 30)) blocks.push({ title: title('review'), kind: 'study', course: null, start: 19 * 60 + 30, minutes: 30, days: [0] })
  blocks.push({ title: title('windDown'), kind: 'rest', course: null, start: windDownEnd - 30, minutes: 30, days: [0, 1, 2, 3, 4, 5, 6] })

  const tomorrow = addDays(localMoment(now, zone).date, 1)
  const creates = blocks.map((b) => toCreate(b, tomorrow, zone))
  return { creates, studyBlocks: slots.length }
}

function toCreate(b: Block, from: LocalDate, zone: string): CreateOperation {
  let first = from
  while (!b.days.includes(weekdayOf(first))) first = addDays(first, 1)
  const byDay = [...new Set(b.days)].sort((x, y) => ((x + 6) % 7) - ((y + 6) % 7)).map((d) => CODES[d])
  return {
    op: 'create',
    event: {
      title: b.title,
      course_id: b.course,
      start_at: toInstant(first, b.start, zone),
      end_at: toInstant(first, b.start + b.minutes, zone),
      all_day: false,
      rrule: byDay.length === 7 ? 'FREQ=DAILY' : `FREQ=WEEKLY;BYDAY=${byDay.join(',')}`,
      kind: b.kind,
    },
  }
}
