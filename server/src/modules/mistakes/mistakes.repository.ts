import type { Selectable, Updateable } from 'kysely'
import type { DB, Executor } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { clock, localDayStart } from '../../lib/time'
import type { MistakesTable } from './mistakes.tables'

export interface MarkedMistake {
  id: string
  next_retest_at: string
}

function liveEntry(db: DB, userId: string, messageId: string) {
  return db
    .selectFrom('mistakes')
    .select(['id', 'next_retest_at'])
    .where('user_id', '=', userId)
    .where('message_id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Adds a question to the notebook, first re-test on the student's next local day (not 24 h
 * later, which a daylight-saving change would turn into the same day or the day after). Marking it again, even by
 * two taps at once, returns the same entry (a partial unique index settles the race).
 */
export async function markMistake(
  db: DB,
  entry: { userId: string; chatId: string; messageId: string; question: string; imageId: string | null; courseId: number | null; zone: string },
): Promise<MarkedMistake> {
  const existing = await liveEntry(db, entry.userId, entry.messageId)
  if (existing) return existing
  const now = nowIso()
  const row = {
    id: newId('mis'),
    user_id: entry.userId,
    chat_id: entry.chatId,
    message_id: entry.messageId,
    question: entry.question,
    image_id: entry.imageId,
    course_id: entry.courseId,
    stage: 0,
    next_retest_at: localDayStart(clock.now(), entry.zone, 1),
    last_retest_at: null,
    mastered_at: null,
    fsrs_state: 0,
    fsrs_stability: null,
    fsrs_difficulty: null,
    fsrs_reps: 0,
    fsrs_lapses: 0,
    fsrs_scheduled_days: 0,
    created_at: now,
    deleted_at: null,
  }
  try {
    await db.insertInto('mistakes').values(row).execute()
    return { id: row.id, next_retest_at: row.next_retest_at }
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    return (await liveEntry(db, entry.userId, entry.messageId))!
  }
}

export async function unmarkMistake(db: DB, userId: string, messageId: string): Promise<void> {
  await db
    .updateTable('mistakes')
    .set({ deleted_at: nowIso() })
    .where('user_id', '=', userId)
    .where('message_id', '=', messageId)
    .where('deleted_at', 'is', null)
    .execute()
}

export type MistakeRow = Selectable<MistakesTable>

/** The student's live mistakes not mastered yet whose re-test is due before `beforeIso`, soonest first. */
export async function mistakesDueBefore(db: DB, userId: string, beforeIso: string, limit: number): Promise<MistakeRow[]> {
  return db
    .selectFrom('mistakes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('mastered_at', 'is', null)
    .where('next_retest_at', '<', beforeIso)
    .orderBy('next_retest_at')
    .limit(limit)
    .execute()
}

/** Ids among `messageIds` that are in the student's mistake notebook. */
export async function markedMessageIds(db: DB, userId: string, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('mistakes')
    .select('message_id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('message_id', 'in', messageIds)
    .execute()
  return new Set(rows.map((r) => r.message_id!))
}

/** The student's own mistake (not deleted). */
export async function findOwnMistake(db: DB, userId: string, mistakeId: string): Promise<MistakeRow | undefined> {
  return db.selectFrom('mistakes').selectAll().where('id', '=', mistakeId).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()
}

/**
 * Moves the mistake's re-test on (`set`: its new memory and due date) only if it is still the one
 * that was read (same stage and due date, not mastered): false when another request got there first.
 */
export async function advanceRetest(trx: Executor, mistake: MistakeRow, set: Updateable<MistakesTable>): Promise<boolean> {
  const changed = await trx
    .updateTable('mistakes')
    .set(set)
    .where('id', '=', mistake.id)
    .where('user_id', '=', mistake.user_id)
    .where('stage', '=', mistake.stage)
    .where('next_retest_at', '=', mistake.next_retest_at)
    .where('mastered_at', 'is', null)
    .executeTakeFirst()
  return Number(changed.numUpdatedRows) > 0
}


/** The course's live mistakes made since `sinceIso`, newest first. */
export async function recentCourseMistakes(db: Executor, userId: string, courseId: number, sinceIso: string, limit: number) {
  return db
    .selectFrom('mistakes')
    .select(['id', 'question'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .where('mastered_at', 'is', null)
    .where('created_at', '>=', sinceIso)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
}

/**
 * Brings the course's live re-tests that are not due before `dayEnd` back to `dayStart` (one
 * already due keeps its date). Answers how many moved and how many are due now.
 */
export async function bringCourseRetestsForward(db: Executor, userId: string, courseId: number, dayStart: string, dayEnd: string) {
  const live = () =>
    db.updateTable('mistakes').where('user_id', '=', userId).where('course_id', '=', courseId).where('deleted_at', 'is', null).where('mastered_at', 'is', null)
  const back = await live().set({ next_retest_at: dayStart }).where('next_retest_at', '>=', dayEnd).executeTakeFirst()
  const due = await db
    .selectFrom('mistakes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .where('mastered_at', 'is', null)
    .where('next_retest_at', '<', dayEnd)
    .executeTakeFirstOrThrow()
  return { moved: Number(back.numUpdatedRows), due: Number(due.n) }
}
