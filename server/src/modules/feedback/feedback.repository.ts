import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema'
import { toCount } from '../../db/time'
import type { FeedbackImagesTable, FeedbackTable } from './feedback.tables'

type Db = Kysely<Database>

export type FeedbackRow = Selectable<FeedbackTable>
export type FeedbackImageRow = Selectable<FeedbackImagesTable>

export async function countSince(db: Db, table: 'feedback' | 'feedback_images', userId: string, sinceIso: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst()
  return toCount(row?.n)
}

/** Attaches the student's own, still unattached screenshots; returns how many were attached. */
export async function attachImages(db: Db, userId: string, feedbackId: string, imageIds: string[]): Promise<number> {
  if (imageIds.length === 0) return 0
  const result = await db
    .updateTable('feedback_images')
    .set({ feedback_id: feedbackId })
    .where('user_id', '=', userId)
    .where('feedback_id', 'is', null)
    .where('id', 'in', imageIds)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function listFeedback(db: Db, q: { limit: number; category?: string; userId?: string }) {
  let query = db.selectFrom('feedback').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit)
  if (q.category) query = query.where('category', '=', q.category)
  if (q.userId) query = query.where('user_id', '=', q.userId)
  return query.execute()
}

export async function imagesOf(db: Db, feedbackIds: string[]): Promise<FeedbackImageRow[]> {
  if (feedbackIds.length === 0) return []
  return db.selectFrom('feedback_images').selectAll().where('feedback_id', 'in', feedbackIds).orderBy('created_at').execute()
}

/** Where the student's screenshots are stored (their files go with the account). */
export async function feedbackFileKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('feedback_images').select('storage_key').where('user_id', '=', userId).execute()
  return rows.map((r) => r.storage_key)
}

export async function insertFeedbackImage(db: Db, row: Omit<FeedbackImageRow, 'feedback_id'>): Promise<void> {
  await db.insertInto('feedback_images').values({ ...row, feedback_id: null }).execute()
}

export async function insertFeedback(db: Db, row: FeedbackRow): Promise<void> {
  await db.insertInto('feedback').values(row).execute()
}
