import type { Kysely } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { doneDayOf, type NewEventRow } from '../../src/modules/study-plan/event-row'
import { insertUser } from '../../src/modules/user/user.repository'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * A database from before stored tick days (issue 16) gains done_day for every task already ticked
 * off on its own day in its zone, by the same rule the server writes it with now; ticks on another
 * day, unticked tasks and series get none.
 */

const MIGRATION = '20261124-1602-streak-days'
const HOUR = 3_600_000

type Row = NewEventRow & { id: string }

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  it('backfills the tick day of tasks ticked on their own local day, in pages, in each task’s zone', async () => {
    const user = await insertUser(db.handle.db, { phone: '+8613500000002', inviteMaxQuota: 5 })
    const now = '2026-03-01T00:00:00.000Z'
    const zones = ['Asia/Shanghai', 'America/Los_Angeles', 'UTC', 'Asia/Kathmandu']
    const rows: Row[] = []
    // More than one page of the backfill (500 rows): starts at every hour of two months, ticked
    // from 20 hours before to 29 hours after (the same local day or not, depending on the zone).
    for (let i = 0; i < 1207; i++) {
      const start = Date.parse('2026-01-05T00:00:00.000Z') + ((i * 7) % (60 * 24)) * HOUR
      const status = i % 5 === 4 ? 'todo' : 'done'
      rows.push({
        id: `ev_d${String(i).padStart(5, '0')}`,
        user_id: user.id,
        title: `Row ${i}`,
        course_id: null,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + HOUR).toISOString(),
        all_day: 0,
        time_zone: zones[i % zones.length],
        rrule: i % 13 === 0 ? 'FREQ=DAILY;COUNT=5' : null,
        exdates: '[]',
        parent_id: null,
        recurrence_id: null,
        reminder_min: null,
        location: '',
        note: '',
        kind: 'study',
        status,
        source: 'manual',
        unread: 0,
        created_at: now,
        updated_at: now,
        deleted_at: i % 11 === 0 ? now : null,
        done_at: status === 'done' ? new Date(start + (((i * 5) % 50) - 20) * HOUR).toISOString() : null,
        series_end_at: null,
      } as Row)
    }
    // The table has no done_day yet: the rows are written as an older server wrote them.
    const old = db.handle.db as unknown as Kysely<{ study_events: Row }>
    for (let i = 0; i < rows.length; i += 100) await old.insertInto('study_events').values(rows.slice(i, i + 100)).execute()

    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)

    const stored = await db.handle.db.selectFrom('study_events').select(['id', 'done_day']).orderBy('id').execute()
    const expected = rows.map((r) => ({ id: r.id, done_day: doneDayOf(r) }))
    expect(stored).toEqual(expected)
    // Not vacuous: many ticked on their own day (in each zone), many on another day.
    const counted = rows.filter((r) => doneDayOf(r) !== null)
    expect(counted.length).toBeGreaterThan(200)
    expect(new Set(counted.map((r) => r.time_zone)).size).toBe(zones.length)
    expect(rows.filter((r) => r.status === 'done' && !r.rrule && doneDayOf(r) === null).length).toBeGreaterThan(200)
    // The same instants give different days in different zones: the zone is the task's own.
    expect(counted.some((r) => doneDayOf({ ...r, time_zone: 'UTC' }) !== doneDayOf(r))).toBe(true)
  })
})
