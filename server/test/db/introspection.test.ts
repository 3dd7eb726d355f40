import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { Client } from 'pg'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'

// What the migrator (and the erasure test) see of the database: this app's own tables, never
// another schema's on the same PostgreSQL server (db/pg-introspector.ts).
describe(`introspection (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let otherSchema: string | null = null
  beforeAll(async () => {
    ctx = await createTestApp()
    if (TEST_DIALECT === 'postgres') {
      otherSchema = `other_${randomBytes(5).toString('hex')}`
      const c = new Client({ connectionString: process.env.TEST_DATABASE_URL })
      await c.connect()
      await c.query(`create schema ${otherSchema}; create table ${otherSchema}.someone_elses (id serial primary key, user_id text)`)
      await c.end()
    }
  })
  afterAll(async () => {
    if (otherSchema) {
      const c = new Client({ connectionString: process.env.TEST_DATABASE_URL })
      await c.connect()
      await c.query(`drop schema ${otherSchema} cascade`)
      await c.end()
    }
    await ctx.close()
  })

  async function ownTables(): Promise<string[]> {
    const { db } = ctx.app
    const rows =
      TEST_DIALECT === 'postgres'
        ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
    return rows.map((r) => r.name).sort()
  }

  it('lists exactly the tables of this database, with their columns', async () => {
    const tables = await ctx.app.db.introspection.getTables({ withInternalKyselyTables: true })
    expect(tables.map((t) => t.name).sort()).toEqual(await ownTables())
    expect(tables.find((t) => t.name === 'someone_elses')).toBeUndefined()
    const users = tables.find((t) => t.name === 'users')!
    expect(users.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['id', 'phone', 'account_status', 'deleted_at']))
  })

  it('leaves out the migrator’s own tables unless asked', async () => {
    const names = (await ctx.app.db.introspection.getTables()).map((t) => t.name)
    expect(names).toContain('users')
    expect(names).not.toContain('kysely_migration')
    expect(names).not.toContain('kysely_migration_lock')
  })
})
