import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { School } from '@contract/user'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso, toCount } from '../../db/time'
import { AppError } from '../../errors'
import { SEED_SCHOOLS } from './schools.data'
import { ENGLISH_NAMES } from './schools.en'
import { keywordForms, schoolKeys, SEARCH_KEYS_VERSION } from './search-keys'
import type { SchoolsTable } from './school.tables'

/** A student may add this many schools (the list is shared: keep junk out). */
const ADD_LIMIT = 5

const seedId = (name: string, city: string) => `sch_${createHash('sha256').update(`${name}|${city}`).digest('hex').slice(0, 16)}`

export const toSchool = (row: Pick<SchoolsTable, 'id' | 'name' | 'city' | 'province' | 'verified' | 'name_en'>): School => ({
  id: row.id,
  name: row.name,
  city: row.city,
  province: row.province,
  ...(row.name_en && { name_en: row.name_en }),
  verified: row.verified === 1,
})

const searchable = (s: { name: string; city: string; province: string; name_en: string | null }) => ({
  ...schoolKeys(s),
  search_version: SEARCH_KEYS_VERSION,
})

/**
 * At start: adds the seeded schools that are missing, and computes the search keys of every
 * school whose keys are missing or were made by older rules (cheap when there is nothing to do).
 * Returns how many schools it added and how many it indexed.
 */
export async function prepareSchools(db: DB): Promise<{ seeded: number; indexed: number }> {
  const present = await db.selectFrom('schools').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_by', 'is', null).executeTakeFirstOrThrow()
  let seeded = 0
  if (toCount(present.n) < SEED_SCHOOLS.length) {
    const now = nowIso()
    const rows = SEED_SCHOOLS.map((s) => {
      const school = { ...s, name_en: ENGLISH_NAMES[s.name] ?? null }
      return { id: seedId(s.name, s.city), ...school, ...searchable(school), verified: 1, created_by: null, created_at: now }
    })
    for (let i = 0; i < rows.length; i += 100) {
      await db.insertInto('schools').values(rows.slice(i, i + 100)).onConflict((oc) => oc.doNothing()).execute()
    }
    seeded = rows.length
  }
  const stale = await db.selectFrom('schools').select(['id', 'name', 'city', 'province', 'name_en', 'created_by']).where('search_version', '<>', SEARCH_KEYS_VERSION).execute()
  for (const row of stale) {
    const school = { ...row, name_en: row.name_en ?? (row.created_by === null ? (ENGLISH_NAMES[row.name] ?? null) : null) }
    await db.updateTable('schools').set({ name_en: school.name_en, ...searchable(school) }).where('id', '=', row.id).execute()
  }
  return { seeded, indexed: stale.length }
}

/**
 * Schools matching what the student typed, in any of the forms search-keys.ts lists: first those
 * whose name (in some form) starts with it, then any other match; checked schools first, then
 * shorter names. Latin text matches at the start of a syllable or word ("jing" finds 北京, "bj"
 * every 北京…); Chinese text anywhere in the name, city or province, in either script.
 */
export async function searchSchools(db: DB, keyword: string, limit: number): Promise<School[]> {
  const { text, pinyin } = keywordForms(keyword)
  if (!text) return []
  // normalise() kept letters, digits and Chinese characters only: nothing for LIKE to interpret.
  const atStart = `%|${text}%`
  const rows = await db
    .selectFrom('schools')
    .select(['id', 'name', 'city', 'province', 'verified', 'name_en'])
    .select(
      sql<number>`case when search_head like ${atStart} then 0 when search_head like ${`%|${pinyin ?? text}%`} then 1 when search_keys like ${`%${text}%`} then 2 else 3 end`.as('rank'),
    )
    .where((eb) =>
      pinyin === null
        ? sql<boolean>`${eb.ref('search_keys')} like ${atStart}`
        : eb.or([sql<boolean>`${eb.ref('search_keys')} like ${`%${text}%`}`, sql<boolean>`${eb.ref('search_keys')} like ${`%|${pinyin}%`}`]),
    )
    .orderBy('rank')
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
  const school = { name, city, province: '', name_en: null }
  await db
    .insertInto('schools')
    .values({ id: newId('sch'), ...school, ...searchable(school), verified: 0, created_by: userId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['name', 'city']).doNothing())
    .execute()
  return toSchool((await find())!)
}
