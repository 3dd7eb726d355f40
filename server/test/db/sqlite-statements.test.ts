import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { rowBuilder, withStatementCache } from '../../src/db/sqlite-statements'

// Rows made from raw arrays must be exactly the objects better-sqlite3 makes, for every kind of
// statement Kysely sends: the whole server reads through them.
describe('SQLite statements with rows made in JavaScript', () => {
  let sqlite: SQLite.Database
  let db: Kysely<{ a: { id: number; name: string | null; blob: Buffer | null; n: number }; b: { id: number; a_id: number; name: string } }>

  beforeEach(() => {
    sqlite = new SQLite(':memory:')
    sqlite.exec(`create table a (id integer primary key, name text, blob blob, n real);
      create table b (id integer primary key, a_id integer, name text);
      insert into a values (1, 'один 一', x'0102', 1.5), (2, null, null, -3);
      insert into b values (10, 1, 'first'), (11, 1, 'second')`)
    db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  })
  afterEach(async () => db.destroy())

  const direct = (text: string, ...params: unknown[]) => sqlite.prepare(text).all(...params)

  it('selects the same rows, values and key order as better-sqlite3', async () => {
    const ours = await db.selectFrom('a').selectAll().orderBy('id').execute()
    expect(ours).toEqual(direct('select * from a order by id'))
    expect(Object.keys(ours[0])).toEqual(['id', 'name', 'blob', 'n'])
    expect(ours[0].blob).toEqual(Buffer.from([1, 2]))
    expect(ours[1].name).toBeNull()
  })

  it('keeps the last of two columns with one name, as better-sqlite3 does', async () => {
    const text = 'select a.id, a.name, b.id, b.name from a join b on b.a_id = a.id order by b.id'
    const ours = (await sql.raw(text).execute(db)).rows
    expect(ours).toEqual(direct(text))
    expect(ours[0]).toEqual({ id: 10, name: 'first' })
  })

  it('answers a statement prepared again from the cache with the same rows', async () => {
    const read = () => db.selectFrom('b').select(['id', 'name']).where('a_id', '=', 1).orderBy('id').execute()
    const first = await read()
    expect(await read()).toEqual(first)
    expect(first).toEqual([{ id: 10, name: 'first' }, { id: 11, name: 'second' }])
  })

  it('returns rows of insert … returning and counts of plain writes', async () => {
    const inserted = await db.insertInto('b').values({ id: 12, a_id: 2, name: 'third' }).returning(['id', 'name']).execute()
    expect(inserted).toEqual([{ id: 12, name: 'third' }])
    const updated = await db.updateTable('b').set({ name: 'x' }).where('a_id', '=', 1).executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(BigInt(2))
    expect(direct('select name from b where a_id = 1')).toEqual([{ name: 'x' }, { name: 'x' }])
  })

  it('streams rows as objects', async () => {
    const seen: unknown[] = []
    for await (const row of db.selectFrom('b').selectAll().orderBy('id').stream()) seen.push(row)
    expect(seen).toEqual(direct('select * from b order by id'))
  })

  it('never hands out a statement that is still being iterated', () => {
    const cache = withStatementCache(sqlite)
    const text = 'select id, name from b order by id'
    const outer = cache.prepare(text).iterate([])
    expect(outer.next().value).toEqual({ id: 10, name: 'first' })
    // The same SQL while the first iteration holds its statement: a second statement answers it.
    expect(cache.prepare(text).all([])).toEqual(direct(text))
    expect(outer.next().value).toEqual({ id: 11, name: 'second' })
    expect(outer.next().done).toBe(true)
  })

  it('keeps any column name as it is: quotes, backslashes, line breaks, digits', async () => {
    const text = 'select 1 as "a""b", 2 as \'c\\d\', 3 as "e\nf", 4 as "g\u2028h", 5 as "7", 6 as "}; x"'
    const ours = (await sql.raw(text).execute(db)).rows
    expect(ours).toEqual(direct(text))
    expect(Object.keys(ours[0] as object)).toEqual(Object.keys(direct(text)[0] as object))
  })

  it('makes a column named __proto__ an own property, never the prototype', () => {
    const row = rowBuilder(['__proto__', 'x'])([{ polluted: true }, 1])
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
    expect(Object.keys(row)).toEqual(['__proto__', 'x'])
    expect((row as { polluted?: boolean }).polluted).toBeUndefined()
  })
})
