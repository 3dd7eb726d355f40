import { sql, type Kysely } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { migrations } from '../../src/db/migrations'
import { insertUser } from '../../src/modules/user/user.repository'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * Plan steps keyed by student and number (issue 16): a database from before keeps every step,
 * every column as it was, under the new key (the id's index gone, two steps of one student with
 * one number refused); going down restores the id key and the unique (user_id, seq) index, with
 * the same rows, and up again gives the same.
 */

const MIGRATION = '20261126-16cr01-steps-by-user-seq'

interface Step {
  id: string
  user_id: string
  seq: number
  kind: string
  title: string
  count: number
  state: string
  created_at: string
  changed_rows: string
}
type Db = Kysely<{ plan_steps: Step }>

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  /** plan_steps' indexes: SQLite's own names the key's columns, PostgreSQL's its definition. */
  async function indexes(): Promise<string[]> {
    if (TEST_DIALECT === 'sqlite') {
      const names = (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'plan_steps'`.execute(db.handle.db)).rows
      const described = []
      for (const { name } of names) {
        const cols = (await sql<{ name: string }>`select name from pragma_index_info(${name})`.execute(db.handle.db)).rows.map((r) => r.name)
        described.push(`${name.startsWith('sqlite_autoindex') ? 'key' : name}(${cols.join(',')})`)
      }
      return described.sort()
    }
    const rows = (await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes where tablename = 'plan_steps' and schemaname = current_schema()`.execute(db.handle.db)).rows
    return rows.map((r) => `${r.name === 'plan_steps_pkey' ? 'key' : r.name}(${/\((.*)\)/.exec(r.def)![1].replace(/ /g, '')})`).sort()
  }

  it('keys the steps by student and number, every row kept, and back', async () => {
    const students = [
      await insertUser(db.handle.db, { phone: '+8613500000061', inviteMaxQuota: 5 }),
      await insertUser(db.handle.db, { phone: '+8613500000062', inviteMaxQuota: 5 }),
    ]
    const typed = db.handle.db as unknown as Db
    const steps: Step[] = []
    // Written out of key order: the copy must not depend on it.
    for (let s = 120; s >= 1; s--) {
      for (const [k, student] of students.entries()) {
        steps.push({
          id: `stp_${k}_${s}`,
          user_id: student.id,
          seq: s,
          kind: s % 4 === 0 ? 'alter' : 'create',
          title: `复习 ${s} "quoted"`,
          count: (s % 3) + 1,
          state: s > 115 ? 'undone' : 'done',
          created_at: `2026-03-01T00:00:${String(s % 60).padStart(2, '0')}.000Z`,
          changed_rows: JSON.stringify([{ event_id: `ev_${s}`, before: null, after: { id: `ev_${s}`, note: 'a\nb' } }]),
        })
      }
    }
    for (let i = 0; i < steps.length; i += 100) await typed.insertInto('plan_steps').values(steps.slice(i, i + 100)).execute()
    const all = async () =>
      (await typed.selectFrom('plan_steps').selectAll().orderBy('user_id').orderBy('seq').execute()).map((r) => ({ ...r, seq: Number(r.seq), count: Number(r.count) }))
    const expected = [...steps].sort((a, b) => (a.user_id === b.user_id ? a.seq - b.seq : a.user_id < b.user_id ? -1 : 1))
    // Matched by message: a worker's SQLite error is not of jest's realm, so toThrow() misses it.
    const refusesSecondStep = () =>
      expect(typed.insertInto('plan_steps').values({ ...steps[0], id: 'stp_other' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate key/i) })
    const before = ['key(id)', 'plan_steps_user_seq(user_id,seq)']
    const after = ['key(user_id,seq)']

    expect(await indexes()).toEqual(before)
    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)
    expect(await indexes()).toEqual(after)
    expect(await all()).toEqual(expected)
    // The key refuses a second step with a student's number, as the unique index did.
    await refusesSecondStep()

    await migrations[MIGRATION].down!(db.handle.db)
    expect(await indexes()).toEqual(before)
    expect(await all()).toEqual(expected)
    await refusesSecondStep()

    await migrations[MIGRATION].up(db.handle.db)
    expect(await indexes()).toEqual(after)
    expect(await all()).toEqual(expected)
    // A deleted student's steps still go with them.
    await db.handle.db.deleteFrom('users').where('id', '=', students[0].id).execute()
    expect((await all()).map((r) => r.user_id)).toEqual(expected.filter((r) => r.user_id === students[1].id).map((r) => r.user_id))
  }, 60_000)
})
