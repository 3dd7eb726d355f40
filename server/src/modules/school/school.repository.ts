import { sql, type Insertable, type Updateable } from 'kysely'
import type { DB } from '../../db/database'
import { toCount } from '../../db/time'
import type { SchoolsTable } from './school.tables'

/** The shared list of schools: seeded ones (created_by null) and those students added. */

/** The school's id and name, or undefined when there is no such school. */
export async function findSchoolName(db: DB, schoolId: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('schools').select(['id', 'name']).where('id', '=', schoolId).executeTakeFirst()
}

export async function countSeededSchools(db: DB): Promise<number> {
  const row = await db.selectFrom('schools').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_by', 'is', null).executeTakeFirstOrThrow()
  return toCount(row.n)
}

/** Adds schools, skipping any already there (same id, or same name and city), 100 rows a statement. */
export async function insertSchools(db: DB, rows: Insertable<SchoolsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto('schools').values(rows.slice(i, i + 100)).onConflict((oc) => oc.doNothing()).execute()
  }
}

/** Schools whose search keys were made by other rules than `version`. */
export async function schoolsWithStaleKeys(db: DB, version: number) {
  return db.selectFrom('schools').select(['id', 'name', 'city', 'province', 'name_en', 'created_by']).where('search_version', '<>', version).execute()
}

export async function updateSchool(db: DB, id: string, changes: Updateable<SchoolsTable>): Promise<void> {
  await db.updateTable('schools').set(changes).where('id', '=', id).execute()
}

/**
 * Schools whose keys match: `atStart` (a `%|text%` pattern) ranks first, then `head` at a
 * syllable, then `anywhere`; checked schools, then shorter names. `pinyin` null: Chinese text,
 * matched only by `atStart` on the keys.
 */
export async function matchSchools(db: DB, q: { text: string; pinyin: string | null; limit: number }) {
  const atStart = `%|${q.text}%`
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'city', 'province', 'verified', 'name_en'])
    .select(
      sql<number>`case when search_head like ${atStart} then 0 when search_head like ${`%|${q.pinyin ?? q.text}%`} then 1 when search_keys like ${`%${q.text}%`} then 2 else 3 end`.as('rank'),
    )
    .where((eb) =>
      q.pinyin === null
        ? sql<boolean>`${eb.ref('search_keys')} like ${atStart}`
        : eb.or([sql<boolean>`${eb.ref('search_keys')} like ${`%${q.text}%`}`, sql<boolean>`${eb.ref('search_keys')} like ${`%|${q.pinyin}%`}`]),
    )
    .orderBy('rank')
    .orderBy('verified', 'desc')
    .orderBy(sql`length(name)`)
    .orderBy('name')
    .limit(q.limit)
    .execute()
}

export async function findSchoolByNameCity(db: DB, name: string, city: string) {
  return db.selectFrom('schools').selectAll().where('name', '=', name).where('city', '=', city).executeTakeFirst()
}

export async function countSchoolsAddedBy(db: DB, userId: string): Promise<number> {
  const row = await db.selectFrom('schools').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_by', '=', userId).executeTakeFirstOrThrow()
  return toCount(row.n)
}

/** Adds one school unless one of that name and city exists (a student racing another). */
export async function insertSchool(db: DB, row: Insertable<SchoolsTable>): Promise<void> {
  await db.insertInto('schools').values(row).onConflict((oc) => oc.columns(['name', 'city']).doNothing()).execute()
}
