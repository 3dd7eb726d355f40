import type { DB } from '../../db/database'

/** The school's id and name, or undefined when there is no such school. */
export async function findSchoolName(db: DB, schoolId: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('schools').select(['id', 'name']).where('id', '=', schoolId).executeTakeFirst()
}
