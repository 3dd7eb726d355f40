import type { Kysely } from 'kysely'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { Database } from '../../db/schema'
import { nowIso } from '../../db/time'

// What a student may use (VIP days, questions, invitation places, activation), kept in `users`.
// Every change is one conditional statement or a compare-and-set loop: concurrent requests
// never lose an update. Each takes the caller's transaction when it has one.
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

/**
 * Takes one question from the student's allowance. A single conditional UPDATE, so concurrent
 * asks can never take the count below zero. Returns what is left after it (from the same
 * statement, so each ask sees its own count), or null when none was left.
 */
export async function takeQuestion(db: Db, userId: string): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ left_question_num: eb('left_question_num', '-', 1) }))
    .where('id', '=', userId)
    .where('left_question_num', '>', 0)
    .returning('left_question_num')
    .executeTakeFirst()
  return row ? row.left_question_num : null
}

/** Adds questions with no other change (a refunded ask, an inviter's reward), whatever the account's state. */
export async function creditQuestions(db: Db, userId: string, n: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ left_question_num: eb('left_question_num', '+', n) }))
    .where('id', '=', userId)
    .execute()
}

/**
 * The invitation quota rule, in one place: an inviter brings in at most invite_max_quota students.
 * A place is taken by a conditional update, so two activations at the same instant can never push
 * invited_num past the quota (PostgreSQL re-checks the condition on the locked row; SQLite runs
 * one writer at a time). Call it inside the activation's transaction: a refused place rolls back.
 */
export async function takeInvitePlace(db: Db, inviterId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ invited_num: eb('invited_num', '+', 1) }))
    .where('id', '=', inviterId)
    .whereRef('invited_num', '<', 'invite_max_quota')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type ActivatedVia = 'invite' | 'exchange' | 'waitlist' | 'operator'

/**
 * Turns a waiting account (status 3) into a normal one with its free questions. Answers false when
 * the account was not waiting (already active, disabled or deleted): the caller rolls back.
 */
export async function markActivated(trx: Db, userId: string, via: ActivatedVia, freeQuestions: number): Promise<boolean> {
  const now = nowIso()
  const result = await trx
    .updateTable('users')
    .set((eb) => ({
      account_status: ACCOUNT_STATUS.NORMAL,
      left_question_num: eb('left_question_num', '+', freeQuestions),
      activated_at: now,
      activated_via: via,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .where('account_status', '=', ACCOUNT_STATUS.DEFAULT)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
