import { randomInt } from 'node:crypto'
import type { Selectable, Updateable } from 'kysely'
import { ACCOUNT_STATUS } from '@contract/account-status'
import { compiledOnce } from '../../db/compiled-once'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import type { UsersTable } from './user.tables'
import { INVITE_CODE_LENGTH } from '@contract/account-rules'

export type UserRow = Selectable<UsersTable>

// No 0/O, 1/I/L: a code is read aloud and typed from a screenshot.
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  return code
}

// Read on most requests (user/info, app start, …): built and compiled once (db/compiled-once.ts).
const liveUserById = compiledOnce((db: DB, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null))

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return (await liveUserById(db, id))[0]
}

export interface NewUser {
  phone?: string | null
  account?: string | null
  passwordHash?: string | null
  wechatOpenid?: string | null
  nickname?: string
  language?: string
  inviteMaxQuota: number
}

/** Inserts a new, not yet activated account (status 3) with a fresh invite code. */
export async function insertUser(db: DB, input: NewUser): Promise<UserRow> {
  const now = nowIso()
  for (let attempt = 0; ; attempt++) {
    const row = {
      id: newId('u'),
      phone: input.phone ?? null,
      account: input.account ?? null,
      password_hash: input.passwordHash ?? null,
      wechat_openid: input.wechatOpenid ?? null,
      nickname: input.nickname ?? '',
      avatar: '',
      school_id: '',
      school: '',
      grade_id: 0,
      course_ids: '[]',
      tone_id: 1,
      language: input.language ?? 'zh-Hans',
      bedtime: '22:30',
      wake_time: '06:30',
      time_zone: null,
      account_status: 3,
      left_question_num: 0,
      invite_code: newInviteCode(),
      invite_max_quota: input.inviteMaxQuota,
      invited_num: 0,
      inviter_id: null,
      vip_until: null,
      is_collected_info: 0,
      device_id: '',
      created_at: now,
      updated_at: now,
      deleted_at: null,
      activated_at: null,
      activated_via: null,
    }
    const taken = await db.selectFrom('users').select('id').where('invite_code', '=', row.invite_code).executeTakeFirst()
    if (taken && attempt < 5) continue
    await db.insertInto('users').values(row).execute()
    return (await findUserById(db, row.id))!
  }
}

/** The zone the student's app last said it is in, or null. */
export async function storedTimeZone(db: DB, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst()
  return row?.time_zone ?? null
}

/** Keeps the zone the app sent; writes only when it changed (one conditional update, usually 0 rows). */
export async function rememberTimeZone(db: DB, userId: string, zone: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ time_zone: zone })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('time_zone', 'is', null), eb('time_zone', '!=', zone)]))
    .execute()
}

export async function findUserByPhone(db: DB, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).where('deleted_at', 'is', null).executeTakeFirst()
}

/** `account` is compared lower-cased, as it is stored. */
export async function findUserByAccount(db: DB, account: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('account', '=', account.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Changes profile fields and bumps the version the app compares; the row as it is now, or undefined when the account is gone. */
export async function updateUser(db: DB, userId: string, changes: Updateable<UsersTable>): Promise<UserRow | undefined> {
  await db
    .updateTable('users')
    .set((eb) => ({ ...changes, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute()
  return findUserById(db, userId)
}

/** The active account whose invitation code this is (waiting, disabled and deleted ones are no inviter). */
export async function findActiveUserByInviteCode(db: DB, code: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('invite_code', '=', code)
    .where('account_status', '=', ACCOUNT_STATUS.NORMAL)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Records who invited the student and answers the student's nickname (for the inviter's notice). */
export async function setInviter(db: DB, userId: string, inviterId: string): Promise<string> {
  await db.updateTable('users').set({ inviter_id: inviterId }).where('id', '=', userId).execute()
  const invitee = await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst()
  return invitee?.nickname ?? ''
}

/** Where and in which language a push reaches the student; undefined when the account is gone. */
export async function findPushTarget(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['wechat_openid', 'device_id', 'language'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function findWechatOpenid(db: DB, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('wechat_openid').where('id', '=', userId).executeTakeFirst()
  return user?.wechat_openid ?? undefined
}

/** Binds a WeChat openid to this account, taking it from any other account that had it (one openid, one account). */
export async function bindWechatOpenid(db: DB, userId: string, openid: string): Promise<void> {
  await db.updateTable('users').set({ wechat_openid: null }).where('wechat_openid', '=', openid).where('id', '!=', userId).execute()
  await db.updateTable('users').set({ wechat_openid: openid, updated_at: nowIso() }).where('id', '=', userId).execute()
}

export async function setUserDeviceId(db: DB, userId: string, deviceId: string): Promise<void> {
  await db.updateTable('users').set({ device_id: deviceId, updated_at: nowIso() }).where('id', '=', userId).execute()
}

export async function setPasswordHash(db: DB, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: nowIso() }).where('id', '=', userId).execute()
}

/** True for the error a UNIQUE constraint raises, on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
}
