import { contextFor, NOW_LOCAL, PLAN, utc } from '../../src/modules/study-plan/instruction/__tests__/fixture'
import type { App } from '../../src/types'

/**
 * The parser tables' student plan (instruction/__tests__/fixture.ts) stored as real rows with the
 * same ids, so the tables can be run through the API: series keep their RRULEs, which must expand
 * to exactly the occurrences the tables list (the test checks that first).
 */

export async function seedTablePlan(app: App, userId: string, zone: string): Promise<void> {
  const now = new Date().toISOString()
  for (const e of PLAN) {
    const [start, end] = e.times[0]
    await app.db
      .insertInto('study_events')
      .values({
        id: e.id,
        user_id: userId,
        title: e.title,
        course_id: e.course_id,
        start_at: utc(start, zone),
        end_at: utc(end, zone),
        all_day: e.all_day ? 1 : 0,
        time_zone: zone,
        rrule: e.series ? e.rrule! : null,
        exdates: '[]',
        parent_id: null,
        recurrence_id: null,
        reminder_min: null,
        location: '',
        note: '',
        kind: e.kind,
        status: 'todo',
        source: 'manual',
        unread: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute()
  }
}

/** The tables' "now" (Wednesday 11 March 2026, 10:30 local). */
export const tableNow = (zone: string) => new Date(utc(NOW_LOCAL, zone))

/** The occurrences the tables expect the parser to be given, sorted like the API sorts them. */
export const tableViews = (zone: string) =>
  contextFor(zone).events.sort((a, b) => a.start_at.localeCompare(b.start_at) || a.title.localeCompare(b.title))
