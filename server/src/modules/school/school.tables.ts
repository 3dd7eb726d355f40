/** Secondary schools: a seeded list of real schools (verified) plus those students add. */
export interface SchoolsTable {
  id: string
  name: string
  city: string
  province: string
  verified: number
  /** The student who added it; null for seeded schools. */
  created_by: string | null
  created_at: string
  /** The school's English name where known (official or in common use); null otherwise. */
  name_en: string | null
  /** `|name-forms|`: Chinese name, short name, pinyin, initials, English (see search-keys.ts). */
  search_head: string
  /** `|every-key|`: the head plus syllable and word starts, city and province. */
  search_keys: string
  search_version: number
}

export interface SchoolTables {
  schools: SchoolsTable
}
