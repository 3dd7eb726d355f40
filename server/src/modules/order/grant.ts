import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

type Db = Kysely<Database>

const DAY_MS = 86_400_000
// Each retry means another order of the same student committed in between; a handful is plenty.
const MAX_ATTEMPTS = 20

const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b)

/**
 * Moves the student's VIP end forward by `days`, from now or from the current end if later.
 * An optimistic update on the value read, so two orders fulfilled at once both count.
 * Returns the end before and after, or null when the account is gone.
 */
export async function extendVip(db: Db, userId: string, days: number, now: Date) {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const user = await db
      .selectFrom('users')
      .select('vip_until')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!user) return null
    const base = user.vip_until ? later(user.vip_until, now.toISOString()) : now.toISOString()
    const until = new Date(Date.parse(base) + days * DAY_MS).toISOString()
    const result = await db
      .updateTable('users')
      .set({ vip_until: until, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .where('vip_until', user.vip_until === null ? 'is' : '=', user.vip_until)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) return { from: user.vip_until, until }
  }
  throw new Error(`vip_until of ${userId} kept changing`)
}

/** Takes back `days` of VIP (a refund): the end moves back by exactly what the order added. */
export async function shortenVip(db: Db, userId: string, days: number, now: Date): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const user = await db.selectFrom('users').select('vip_until').where('id', '=', userId).executeTakeFirst()
    if (!user?.vip_until) return
    const until = new Date(Date.parse(user.vip_until) - days * DAY_MS).toISOString()
    const result = await db
      .updateTable('users')
      .set({ vip_until: until, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .where('vip_until', '=', user.vip_until)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) return
  }
  throw new Error(`vip_until of ${userId} kept changing`)
}

/** Adds questions in one statement (the tutor may be spending them at the same moment). */
export async function addQuestions(db: Db, userId: string, n: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ left_question_num: eb('left_question_num', '+', n), updated_at: now.toISOString() }))
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Takes refunded questions back, never below zero. */
export async function removeQuestions(db: Db, userId: string, n: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      left_question_num: eb
        .case()
        .when('left_question_num', '>=', n)
        .then(eb('left_question_num', '-', n))
        .else(0)
        .end(),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', userId)
    .execute()
}
