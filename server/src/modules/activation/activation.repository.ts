import type { Selectable } from 'kysely'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import type { ExchangeCodesTable } from './activation.tables'

/** The activation module's tables: exchange codes and the waiting list. */

export type ExchangeCodeRow = Selectable<ExchangeCodesTable>

export async function insertExchangeCodes(db: DB, rows: ExchangeCodeRow[]): Promise<void> {
  for (const row of rows) await db.insertInto('exchange_codes').values(row).execute()
}

export async function findExchangeCode(db: DB, codeHash: string): Promise<ExchangeCodeRow | undefined> {
  return db.selectFrom('exchange_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst()
}

/** Marks a code used by `userId`, only if it still is unused: false when someone else was first. */
export async function useExchangeCode(db: DB, codeId: string, userId: string): Promise<boolean> {
  const used = await db
    .updateTable('exchange_codes')
    .set({ used_by: userId, used_at: nowIso() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1
}

/** Every code's batch, note and state, oldest first (the operator's summary). */
export async function listExchangeCodes(db: DB) {
  return db.selectFrom('exchange_codes').select(['batch', 'note', 'created_at', 'expires_at', 'used_at']).orderBy('created_at').execute()
}

/** How many still waiting joined before this student (ties broken by id), plus one. */
export async function waitlistPosition(db: DB, joinedAt: string, userId: string): Promise<number> {
  const ahead = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('admitted_at', 'is', null)
    .where((eb) => eb.or([eb('joined_at', '<', joinedAt), eb.and([eb('joined_at', '=', joinedAt), eb('user_id', '<', userId)])]))
    .executeTakeFirstOrThrow()
  return Number(ahead.n) + 1
}

/** Puts the student on the list once; answers when they joined (the first time). */
export async function joinWaitlistRow(db: DB, userId: string): Promise<string> {
  await db.insertInto('waitlist').values({ user_id: userId, joined_at: nowIso(), admitted_at: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
  const row = await db.selectFrom('waitlist').select('joined_at').where('user_id', '=', userId).executeTakeFirstOrThrow()
  return row.joined_at
}

/** Students still waiting: the given ones, or the `first` who joined earliest. */
export async function waitingIds(db: DB, options: { userIds?: string[]; first?: number }): Promise<string[]> {
  let q = db.selectFrom('waitlist').select('user_id').where('admitted_at', 'is', null).orderBy('joined_at').orderBy('user_id')
  if (options.userIds) q = q.where('user_id', 'in', options.userIds.length ? options.userIds : ['-'])
  if (options.first) q = q.limit(options.first)
  return (await q.execute()).map((r) => r.user_id)
}

export async function markAdmitted(db: DB, userId: string): Promise<void> {
  await db.updateTable('waitlist').set({ admitted_at: nowIso() }).where('user_id', '=', userId).execute()
}

/** The operator's view of the list: who is waiting, oldest first, with how to reach them. */
export async function waitingStudents(db: DB, limit: number) {
  return db
    .selectFrom('waitlist')
    .innerJoin('users', 'users.id', 'waitlist.user_id')
    .select(['users.id', 'users.phone', 'users.account', 'users.nickname', 'waitlist.joined_at'])
    .where('waitlist.admitted_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .orderBy('waitlist.joined_at')
    .limit(limit)
    .execute()
}
