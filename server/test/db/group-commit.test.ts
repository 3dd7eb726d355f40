import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql, type Kysely } from 'kysely'
import { compiledOnce } from '../../src/db/compiled-once'
import { openDatabase, type DatabaseHandle } from '../../src/db/database'

// SQLite's group commit (db/group-commit.ts), on a file of its own whatever the suite's dialect,
// watched from a second connection: what that one sees is what was committed.
describe('SQLite group commit', () => {
  let dir: string
  let handle: DatabaseHandle
  let other: SQLite.Database
  const db = () => handle.db as unknown as Kysely<Record<string, { id: string; v?: string }>>
  const committed = (table = 'notes') => (other.prepare(`select id from ${table} order by id`).all() as { id: string }[]).map((r) => r.id)
  /** Lets every pending microtask chain run as far as it can, before setImmediate. */
  const settle = () => new Promise<void>((resolve) => process.nextTick(resolve))
  /**
   * The message a promise failed with. better-sqlite3's errors come from the realm of the first
   * test file that loaded it, so `rejects.toThrow` would not take them for errors in this one.
   */
  const failure = (p: Promise<unknown>) => p.then(() => 'resolved', (err: Error) => err.message)
  const insert = (id: string) => async (trx: ReturnType<typeof db>) => void (await trx.insertInto('notes').values({ id }).execute())

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'))
    handle = openDatabase({ DATABASE_URL: `sqlite:${path.join(dir, 'g.db')}`, DATA_DIR: dir, PG_POOL_MAX: 1 })
    await sql`create table notes (id text primary key, v text)`.execute(handle.db)
    await sql`create table parents (id text primary key)`.execute(handle.db)
    await sql`create table children (id text primary key, parent text references parents(id) deferrable initially deferred)`.execute(handle.db)
    // A write here makes SQLite roll back the whole transaction, as a disk error would.
    await sql`create table doomed (id text primary key)`.execute(handle.db)
    await sql`create trigger doom before insert on doomed begin select raise(rollback, 'doomed'); end`.execute(handle.db)
    other = new SQLite(path.join(dir, 'g.db'))
  })
  afterEach(async () => {
    other.close()
    await handle.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('commits the transactions of one turn together, and answers each only once committed', async () => {
    const answered: string[] = []
    const runs = ['a', 'b', 'c'].map((id) =>
      db()
        .transaction()
        .execute(insert(id))
        .then(() => answered.push(`${id}:${committed().join(',')}`)),
    )
    await settle()
    // All three ran; none is committed or answered before the group's COMMIT.
    expect(committed()).toEqual([])
    expect(answered).toEqual([])
    await Promise.all(runs)
    expect(answered).toEqual(['a:a,b,c', 'b:a,b,c', 'c:a,b,c'])
  })

  it('rolls back only the failing transaction of a group', async () => {
    const a = db().transaction().execute(insert('a'))
    const b = db()
      .transaction()
      .execute(async (trx) => {
        await insert('b')(trx)
        throw new Error('b fails')
      })
    const c = db().transaction().execute(insert('c'))
    expect(await failure(b)).toMatch('b fails')
    await Promise.all([a, c])
    expect(committed()).toEqual(['a', 'c'])
  })

  it('fails every transaction of the group, and the reads answered with it, when the COMMIT fails', async () => {
    await db().insertInto('notes').values({ id: 'before', v: 'old' }).execute()
    const nickname = compiledOnce((d: ReturnType<typeof db>, id: string) => d.selectFrom('notes').select('v').where('id', '=', id))
    const a = db()
      .transaction()
      .execute(async (trx) => void (await trx.updateTable('notes').set({ v: 'new' }).where('id', '=', 'before').execute()))
    // A child without its parent: allowed until COMMIT, which then fails.
    const b = db()
      .transaction()
      .execute(async (trx) => void (await trx.insertInto('children').values({ id: 'orphan', parent: 'nobody' } as never).execute()))
    await settle()
    // Asked while the group waits for its COMMIT: both ways of reading see the group's rows, so
    // neither may answer before the COMMIT; it fails, so neither answers with them.
    const direct = nickname(db(), 'before')
    const queued = db().selectFrom('notes').select('v').where('id', '=', 'before').execute()
    expect(await failure(a)).toMatch(/FOREIGN KEY/)
    expect(await failure(b)).toMatch(/FOREIGN KEY/)
    expect(await failure(direct)).toMatch(/FOREIGN KEY/)
    expect(await failure(queued)).toMatch(/FOREIGN KEY/)
    expect(other.prepare(`select v from notes`).all()).toEqual([{ v: 'old' }])
    expect(committed('children')).toEqual([])
    // The next transaction starts a new group.
    await db().transaction().execute(insert('after'))
    expect(committed()).toEqual(['after', 'before'])
  })

  it('fails the whole group when SQLite rolled back everything', async () => {
    const a = db().transaction().execute(insert('a'))
    const b = db()
      .transaction()
      .execute(async (trx) => void (await trx.insertInto('doomed').values({ id: 'x' }).execute()))
    expect(await failure(b)).toMatch('doomed')
    // a's row went with the rollback: a must not be told it was saved.
    expect(await failure(a)).toMatch(/rolled back/)
    expect(committed()).toEqual([])
    await db().transaction().execute(insert('c'))
    expect(committed()).toEqual(['c'])
  })

  it('a transaction still running when the turn ends holds the group until it ends; reads meanwhile wait for it', async () => {
    const a = db().transaction().execute(insert('a'))
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    const b = db()
      .transaction()
      .execute(async (trx) => {
        await insert('b')(trx)
        await held
        throw new Error('b gives up')
      })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(committed()).toEqual([])
    // b is in progress: a read outside transactions queues behind it, never sees b's row.
    const during = db().selectFrom('notes').select('id').orderBy('id').execute()
    release()
    expect(await failure(b)).toMatch('b gives up')
    await a
    expect(await during).toEqual([{ id: 'a' }])
    expect(committed()).toEqual(['a'])
  })

  it('commits the group before a statement that cannot run inside a transaction', async () => {
    const a = db().transaction().execute(insert('a'))
    await settle()
    const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db)
    expect(rows[0].busy).toBe(0)
    await a
    expect(committed()).toEqual(['a'])
  })

  it('a write outside transactions while a group waits runs in it and is answered after its COMMIT', async () => {
    const a = db().transaction().execute(insert('a'))
    await settle()
    // A failing write outside transactions fails alone (rolled back to its own savepoint).
    const clash = db().insertInto('notes').values({ id: 'a' }).execute()
    const write = db().insertInto('notes').values({ id: 'w' }).execute()
    expect(await failure(clash)).toMatch(/UNIQUE/)
    await Promise.all([a, write])
    expect(committed()).toEqual(['a', 'w'])
  })
})
