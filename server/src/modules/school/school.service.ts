import { createHash } from 'node:crypto'
import type { School } from '@contract/user'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { SEED_SCHOOLS } from './schools.data'
import { ENGLISH_NAMES } from './schools.en'
import { keywordForms, schoolKeys, SEARCH_KEYS_VERSION } from './search-keys'
import type { SchoolsTable } from './school.tables'
import { countSchoolsAddedBy, countSeededSchools, findSchoolByNameCity, insertSchool, insertSchools, matchSchools, schoolsWithStaleKeys, updateSchool } from './school.repository'

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
  let seeded = 0
  if ((await countSeededSchools(db)) < SEED_SCHOOLS.length) {
    const now = nowIso()
    const rows = SEED_SCHOOLS.map((s) => {
      const school = { ...s, name_en: ENGLISH_NAMES[s.name] ?? null }
      return { id: seedId(s.name, s.city), ...school, ...searchable(school), verified: 1, created_by: null, created_at: now }
    })
    await insertSchools(db, rows)
    seeded = rows.length
  }
  const stale = await schoolsWithStaleKeys(db, SEARCH_KEYS_VERSION)
  for (const row of stale) {
    const school = { ...row, name_en: row.name_en ?? (row.created_by === null ? (ENGLISH_NAMES[row.name] ?? null) : null) }
    await updateSchool(db, row.id, { name_en: school.name_en, ...searchable(school) })
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
  const rows = await matchSchools(db, { text, pinyin, limit })
  return rows.map(toSchool)
}

/** A school the student could not find: added for everyone (unchecked), or the existing one of that name and city. */
export async function addSchool(db: DB, userId: string, input: { name: string; city: string }): Promise<School> {
  const name = input.name.trim()
  const city = input.city.trim()
  if (!name) throw new AppError('VALIDATION', { field: 'name', issue: 'missing' })
  if (!city) throw new AppError('VALIDATION', { field: 'city', issue: 'missing' })
  const find = () => findSchoolByNameCity(db, name, city)
  const existing = await find()
  if (existing) return toSchool(existing)
  if ((await countSchoolsAddedBy(db, userId)) >= ADD_LIMIT) throw new AppError('RATE_LIMITED')
  const school = { name, city, province: '', name_en: null }
  await insertSchool(db, { id: newId('sch'), ...school, ...searchable(school), verified: 0, created_by: userId, created_at: nowIso() })
  return toSchool((await find())!)
}
