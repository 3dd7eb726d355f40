import type { Kysely } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { migrations } from '../../src/db/migrations'
import { insertUser } from '../../src/modules/user/user.repository'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * A database from before steps held their rows (issue 16): every step's rows move into it, in
 * their order, with the rows as they were and became; steps with no rows get an empty list; going
 * down puts the rows back into plan_step_rows exactly (ids aside), and up again gives the same.
 */

const MIGRATION = '20261125-1638-step-rows-inline'
const LATER = '20261126-16cr01-steps-by-user-seq'

interface OldStep {
  id: string
  user_id: string
  seq: number
  kind: string
  title: string
  count: number
  state: string
  created_at: string
}
interface OldRow {
  id: string
  step_id: string
  user_id: string
  ord: number
  event_id: string
  before_row: string | null
  after_row: string | null
}
type Old = Kysely<{ plan_steps: OldStep; plan_step_rows: OldRow }>
type New = Kysely<{ plan_steps: OldStep & { changed_rows: string } }>

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  it('moves each step’s rows into it, in order, more than a page of steps, and back', async () => {
    const user = await insertUser(db.handle.db, { phone: '+8613500000038', inviteMaxQuota: 5 })
    const old = db.handle.db as unknown as Old
    const now = '2026-03-01T00:00:00.000Z'
    const snapshot = (i: number, title: string) => ({ id: `ev_${i}`, user_id: user.id, title, start_at: now, unread: 0, note: 'a "quoted" note\n' })
    const steps: OldStep[] = []
    const rows: OldRow[] = []
    // 1 203 steps (more than two pages of 500); every 7th has no rows, others up to 3, out of order on disk.
    for (let s = 0; s < 1203; s++) {
      const id = `stp_${String(s).padStart(5, '0')}`
      steps.push({ id, user_id: user.id, seq: s + 1, kind: 'alter', title: `Step ${s}`, count: 1, state: s % 9 === 0 ? 'undone' : 'done', created_at: now })
      const n = s % 7 === 0 ? 0 : (s % 3) + 1
      for (let ord = n - 1; ord >= 0; ord--) {
        const before = ord === 0 && s % 2 === 0 ? null : JSON.stringify(snapshot(s * 10 + ord, `Before ${s}.${ord}`))
        const after = s % 5 === 0 && ord === n - 1 ? null : JSON.stringify(snapshot(s * 10 + ord, `After ${s}.${ord}`))
        rows.push({ id: `spr_${s}_${ord}`, step_id: id, user_id: user.id, ord, event_id: `ev_${s * 10 + ord}`, before_row: before, after_row: after })
      }
    }
    for (let i = 0; i < steps.length; i += 200) await old.insertInto('plan_steps').values(steps.slice(i, i + 200)).execute()
    for (let i = 0; i < rows.length; i += 200) await old.insertInto('plan_step_rows').values(rows.slice(i, i + 200)).execute()

    const expected = new Map(
      steps.map((s) => [
        s.id,
        rows
          .filter((r) => r.step_id === s.id)
          .sort((a, b) => a.ord - b.ord)
          .map((r) => ({ event_id: r.event_id, before: r.before_row && JSON.parse(r.before_row), after: r.after_row && JSON.parse(r.after_row) })),
      ]),
    )
    const inline = async () => {
      const got = await (db.handle.db as unknown as New).selectFrom('plan_steps').selectAll().orderBy('id').execute()
      return new Map(got.map((s) => [s.id, JSON.parse(s.changed_rows)]))
    }
    const oldRows = async () =>
      (await old.selectFrom('plan_step_rows').select(['step_id', 'user_id', 'ord', 'event_id', 'before_row', 'after_row']).orderBy('step_id').orderBy('ord').execute()).map((r) => ({
        ...r,
        ord: Number(r.ord),
        before_row: r.before_row && JSON.parse(r.before_row),
        after_row: r.after_row && JSON.parse(r.after_row),
      }))
    const before = await oldRows()

    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)
    expect(await inline()).toEqual(expected)
    // A later migration re-keyed plan_steps (by student and number): it goes down first, as a
    // rollback would, so that plan_step_rows can reference the steps' ids again.
    await migrations[LATER].down!(db.handle.db)
    await migrations[MIGRATION].down!(db.handle.db)
    expect(await oldRows()).toEqual(before)
    await migrations[MIGRATION].up(db.handle.db)
    await migrations[LATER].up(db.handle.db)
    expect(await inline()).toEqual(expected)
  }, 120_000)
})
