import type { DB, Executor } from '../../db/database'

/** The student's reviews of exams they sat, and the tactics kept per exam and language. */

export interface NewReview {
  id: string
  user_id: string
  event_id: string
  /** '' for a single event's exam. */
  occurrence_start: string
  title: string
  course_id: number | null
  exam_end_at: string
  went: string
  topics: string
  created_at: string
}

/** Keeps a review once per exam: false when that exam was reviewed already. */
export async function insertReview(db: Executor, row: NewReview): Promise<boolean> {
  const kept = await db
    .insertInto('exam_reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'event_id', 'occurrence_start']).doNothing())
    .executeTakeFirst()
  return Number(kept.numInsertedOrUpdatedRows ?? 0n) > 0
}

/** Which exams ending since `fromIso` the student reviewed. */
export async function reviewedSince(db: DB, userId: string, fromIso: string) {
  return db.selectFrom('exam_reviews').select(['event_id', 'occurrence_start']).where('user_id', '=', userId).where('exam_end_at', '>=', fromIso).execute()
}

/** The latest review of the course's exams that ended between `sinceIso` and `beforeIso`. */
export async function latestCourseReview(db: DB, userId: string, courseId: number, sinceIso: string, beforeIso: string) {
  return db
    .selectFrom('exam_reviews')
    .select(['title', 'went', 'topics'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('exam_end_at', '<=', beforeIso)
    .where('exam_end_at', '>=', sinceIso)
    .orderBy('exam_end_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export interface TacticsKey {
  user_id: string
  event_id: string
  occurrence_start: string
  lang: string
}

export async function findKeptTactics(db: DB, key: TacticsKey) {
  return db
    .selectFrom('exam_tactics')
    .selectAll()
    .where('user_id', '=', key.user_id)
    .where('event_id', '=', key.event_id)
    .where('occurrence_start', '=', key.occurrence_start)
    .where('lang', '=', key.lang)
    .executeTakeFirst()
}

/** Keeps (or replaces) the tactics of one exam in one language. */
export async function keepTactics(db: DB, row: TacticsKey & { id: string; fingerprint: string; source: string; content: string; created_at: string }): Promise<void> {
  const { fingerprint, source, content, created_at } = row
  await db
    .insertInto('exam_tactics')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'event_id', 'occurrence_start', 'lang']).doUpdateSet({ fingerprint, source, content, created_at }))
    .execute()
}
