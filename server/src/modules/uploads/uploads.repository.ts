import type { Selectable } from 'kysely'
import type { DB } from '../../db/database'
import { addMs, nowIso, toCount } from '../../db/time'
import type { UploadsTable } from './uploads.tables'

export type UploadRow = Selectable<UploadsTable>

export async function insertUpload(db: DB, row: Omit<UploadRow, 'created_at' | 'deleted_at'>): Promise<void> {
  await db.insertInto('uploads').values({ ...row, created_at: nowIso(), deleted_at: null }).execute()
}

/** The student's own upload; someone else's is as absent as a missing one. */
export async function findUpload(db: DB, userId: string, id: string): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function uploadsSince(db: DB, userId: string, ms: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', addMs(nowIso(), -ms))
    .executeTakeFirst()
  return toCount(row?.n)
}

/** Where the student's photos are stored (to remove the files when the account is deleted). */
export async function listUploadKeys(db: DB, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('storage_key').where('user_id', '=', userId).execute()
  return rows.map((r) => r.storage_key)
}
