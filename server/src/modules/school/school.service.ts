import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { School } from '@contract/user'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso, toCount } from '../../db/time'
import { AppError } from '../../errors'
import { SEED_SCHOOLS } from './schools.data'
import type { SchoolsTable } from './school.tables'

/** A student may add this many schools (the list is shared: keep junk out). */
const ADD_LIMIT = 5

const seedId = (name: string, city: string) => `sch_${createHash('sha256').update(`${name}|${city}`).digest('hex').slice(0, 16)}`

export const toSchool = (row: Pick<SchoolsTable, 'id' | 'name' | 'city' | 'province' | 'verified'>): School => ({
  id: row.id,
  name: row.name,
  city: row.city,
  province: row.province,
  verified: row.verified === 1,
})

/** Adds the seeded schools that are missing (at start; cheap when nothing is missing). */
export async function seedSchools(db: DB): Promise<number> {
  const present = await db.selectFrom('schools').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_by', 'is', null).executeTakeFirstOrThrow()
  if (toCount(present.n) >= SEED_SCHOOLS.length) return 0
  const now = nowIso()
  const rows = SEED_SCHOOLS.map((s) => ({ id: seedId(s.name, s.city), ...s, verified: 1, created_by: null, created_at: now }))
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto('schools').values(rows.slice(i, i + 100)).onConflict((oc) => oc.doNothing()).execute()
  }
  return rows.length
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Schools whose name or city contains the keyword; checked schools first, then shorter names. */
export async function searchSchools(db: DB, keyword: string, limit: number): Promise<School[]> {
  const text = keyword.trim()
  if (!text) return []
  const pattern = likePattern(text)
  const rows = await db
    .selectFrom('schools')
    .select(['id', 'name', 'city', 'province', 'verified'])
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('city')}) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('verified', 'desc')
    .orderBy(sql`length(name)`)
    .orderBy('name')
    .limit(limit)
    .execute()
  return rows.map(toSchool)
}

/** A school the student could not find: added for everyone (unchecked), or the existing one of that name and city. */
export async function addSchool(db: DB, userId: string, input: { name: string; city: string }): Promise<School> {
  const name = input.name.trim()
  const city = input.city.trim()
  if (!name) throw new AppError('VALIDATION', { field: 'name', issue: 'missing' })
  if (!city) throw new AppError('VALIDATION', { field: 'city', issue: 'missing' })
  const find = () => db.selectFrom('schools').selectAll().where('name', '=', name).where('city', '=', city).executeTakeFirst()
  const existing = await find()
  if (existing) return toSchool(existing)
  const added = await db.selectFrom('schools').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_by', '=', userId).executeTakeFirstOrThrow()
  if (toCount(added.n) >= ADD_LIMIT) throw new AppError('RATE_LIMITED')
  await db
    .insertInto('schools')
    .values({ id: newId('sch'), name, city, province: '', verified: 0, created_by: userId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['name', 'city']).doNothing())
    .execute()
  return toSchool((await find())!)
}
