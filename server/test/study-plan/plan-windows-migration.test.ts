import type { Kysely } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { seriesEndOf, type NewEventRow } from '../../src/modules/study-plan/event-row'
import { NEVER_ENDS } from '../../src/modules/study-plan/time/recurrence'
import { insertUser } from '../../src/modules/user/user.repository'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * A database from before plan windows (issue 16) gains series_end_at for every series it already
 * holds, deleted ones too (undo can bring them back), and the same value the server writes now.
 */

const MIGRATION = '20261124-1601-plan-windows'

type Row = Omit<NewEventRow, 'id'> & { id: string }

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  it('backfills every series end (open ones: never), in pages, and leaves other rows without one', async () => {
    const user = await insertUser(db.handle.db, { phone: '+8613500000001', inviteMaxQuota: 5 })
    const now = '2026-03-01T00:00:00.000Z'
    const rules = ['FREQ=WEEKLY;COUNT=10', 'FREQ=DAILY;UNTIL=20260401T155959Z', 'FREQ=WEEKLY;BYDAY=MO,WE', 'FREQ=MONTHLY;INTERVAL=2;COUNT=4', null]
    const zones = ['Asia/Shanghai', 'America/Los_Angeles', 'UTC']
    const rows: Row[] = []
    // More than one page of the backfill (500 rows).
    for (let i = 0; i < 1203; i++) {
      const start = Date.parse('2026-01-05T11:00:00.000Z') + (i % 60) * 86_400_000
      const rrule = rules[i % rules.length]
      const series = rows.length > 0 && i % 7 === 3 ? rows.find((r) => r.rrule) : undefined
      rows.push({
        id: `ev_m${String(i).padStart(5, '0')}`,
        user_id: user.id,
        title: `Row ${i}`,
        course_id: null,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 3_600_000).toISOString(),
        all_day: 0,
        time_zone: zones[i % zones.length],
        // Every seventh row an edited occurrence (no series end of its own).
        rrule: series ? null : rrule,
        exdates: '[]',
        parent_id: series?.id ?? null,
        recurrence_id: series?.start_at ?? null,
        reminder_min: null,
        location: '',
        note: '',
        kind: 'study',
        status: 'todo',
        source: 'manual',
        unread: 0,
        created_at: now,
        updated_at: now,
        deleted_at: i % 11 === 0 ? now : null,
        done_at: null,
      })
    }
    // The table has no series_end_at yet: the rows are written as an older server wrote them.
    const old = db.handle.db as unknown as Kysely<{ study_events: Row }>
    for (let i = 0; i < rows.length; i += 100) await old.insertInto('study_events').values(rows.slice(i, i + 100)).execute()

    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)

    const stored = await db.handle.db.selectFrom('study_events').select(['id', 'series_end_at']).orderBy('id').execute()
    expect(stored).toHaveLength(rows.length)
    const expected = rows.map((r) => ({ id: r.id, series_end_at: seriesEndOf(r) }))
    expect(stored).toEqual(expected)
    // Not vacuous: ending series (deleted ones among them) got their end, open ones NEVER_ENDS.
    expect(expected.filter((r) => r.series_end_at !== null && r.series_end_at !== NEVER_ENDS).length).toBeGreaterThan(400)
    expect(expected.filter((r) => r.series_end_at === NEVER_ENDS).length).toBeGreaterThan(100)
    expect(rows.some((r) => r.deleted_at && seriesEndOf(r))).toBe(true)
    expect(rows.some((r) => r.rrule === 'FREQ=WEEKLY;BYDAY=MO,WE')).toBe(true)
  })
})
