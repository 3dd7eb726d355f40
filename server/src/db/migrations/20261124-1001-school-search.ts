import type { Kysely } from 'kysely'

// Frozen once landed. School search by pinyin and English: keys computed once per school (at
// start for the seeded list, when added for the others), never per request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('name_en', 'text').execute()
  // '|'-separated keys where a match counts most (the name's own forms) and all of them.
  await db.schema.alterTable('schools').addColumn('search_head', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('schools').addColumn('search_keys', 'text', (c) => c.notNull().defaultTo('')).execute()
  // Which version of the key rules made them (0: none yet): a new version recomputes them at start.
  await db.schema.alterTable('schools').addColumn('search_version', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['search_version', 'search_keys', 'search_head', 'name_en']) {
    await db.schema.alterTable('schools').dropColumn(column).execute()
  }
}
