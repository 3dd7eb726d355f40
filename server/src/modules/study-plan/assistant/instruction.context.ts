import type { Lang } from '@contract/common'
import type { DB } from '../../../db/database'
import { COURSES } from '../../dictionary'
import type { InstructionContext } from '../instruction'
import { queryOccurrences } from '../store/occurrences'

const DAY_MS = 86_400_000

/** What the offline parser reads: the plan from a week ago to two months ahead, and every course. */
export async function instructionContext(db: DB, userId: string, now: Date, zone: string, lang: Lang): Promise<InstructionContext> {
  const from = new Date(now.getTime() - 7 * DAY_MS).toISOString()
  const to = new Date(now.getTime() + 60 * DAY_MS).toISOString()
  const events = (await queryOccurrences(db, userId, from, to)).map((e) => ({
    id: e.id,
    series_id: e.series_id,
    occurrence_start: e.occurrence_start,
    start_at: e.start_at,
    end_at: e.end_at,
    title: e.title,
    course_id: e.course_id,
    kind: e.kind,
    all_day: e.all_day,
    rrule: e.rrule,
  }))
  return { now, timeZone: zone, lang, events, courses: COURSES.map((c) => ({ id: c.id, name: c.name })), defaults: { durationMin: 60 } }
}
