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
}

export interface SchoolTables {
  schools: SchoolsTable
}
