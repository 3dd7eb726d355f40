import { compiledOnce } from '../../db/compiled-once'
import type { DB } from '../../db/database'
import { addMs, nowIso } from '../../db/time'
import { hashToken, newId, newToken } from '../../db/ids'
import { shapeMaker } from '../../db/object-shape'
import { sessionCacheOf } from './session-cache'
import type { Selectable } from 'kysely'
import type { Database } from '../../db/schema'

/** An account row (the user module's UserRow; named through the schema, as users import sessions). */
export type SessionUser = Selectable<Database['users']>

export type EndReason = 'logout' | 'replaced' | 'disabled' | 'deleted' | 'password' | 'expired'

export interface SessionRow {
  id: string
  user_id: string
  platform: string
  expires_at: string
  ended_at: string | null
  end_reason: string | null
  last_seen_at: string
  account_status: number
  /** The account, read in the same statement as the session (deleted ones too: check deleted_at). */
  user: SessionUser
}

// The read every signed-in request makes, built and compiled once (db/compiled-once.ts). It
// brings the whole account with the session: routes that show the account (user/info, app
// start) then need no second read, which on SQLite was a second read transaction (two fcntl
// locks) and a second trip through Kysely per request. The session's columns are renamed
// because the account has its own id, device_id and created_at.
const sessionByTokenHash = compiledOnce((db: DB, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.platform as session_platform',
      'sessions.expires_at as session_expires_at',
      'sessions.ended_at as session_ended_at',
      'sessions.end_reason as session_end_reason',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.token_hash', '=', tokenHash),
)

// The account's columns out of the joined row, as one object literal (db/object-shape.ts): a rest
// spread (`{ session_id, ...user }`) took about 12 µs per row, more than the read it saves.
// Made from a database's first row: its columns are the same for every row after it.
const userMakers = new WeakMap<DB, (row: object) => SessionUser>()

/**
 * The session of a bearer token, with its account; undefined for a token that names none. On
 * SQLite it comes from the session cache when it holds the token (session-cache.ts: exact).
 */
export async function findSessionByToken(db: DB, token: string): Promise<SessionRow | undefined> {
  const tokenHash = hashToken(token)
  const cache = sessionCacheOf<SessionRow>(db)
  const cached = cache?.get(tokenHash)
  if (cached) return cached
  const epoch = cache?.epoch ?? 0
  const row = await readSession(db, tokenHash)
  if (row && cache) cache.put(tokenHash, row, epoch)
  return row
}

async function readSession(db: DB, tokenHash: string): Promise<SessionRow | undefined> {
  const row = (await sessionByTokenHash(db, tokenHash))[0]
  if (!row) return undefined
  let userOf = userMakers.get(db)
  if (!userOf) {
    userOf = shapeMaker(
      Object.keys(row).filter((key) => !key.startsWith('session_')),
      'key',
    ) as unknown as (row: object) => SessionUser
    userMakers.set(db, userOf)
  }
  // Frozen: the same objects answer every request of this session while they are cached.
  const user = Object.freeze(userOf(row))
  return Object.freeze({
    id: row.session_id,
    user_id: user.id,
    platform: row.session_platform,
    expires_at: row.session_expires_at,
    ended_at: row.session_ended_at,
    end_reason: row.session_end_reason,
    last_seen_at: row.session_last_seen_at,
    account_status: user.account_status,
    user,
  })
}

/**
 * Starts a session and ends the user's other live sessions on the same platform, which then
 * answer 401003 (DESIGN.md §6). Returns the bearer token, which is shown only this once.
 */
export async function createSession(
  db: DB,
  input: { userId: string; platform: string; deviceId?: string; ttlDays: number },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken()
  const id = newId('ses')
  const now = nowIso()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ ended_at: now, end_reason: 'replaced' })
      .where('user_id', '=', input.userId)
      .where('platform', '=', input.platform)
      .where('ended_at', 'is', null)
      .execute()
    await trx
      .insertInto('sessions')
      .values({
        id,
        user_id: input.userId,
        token_hash: hashToken(token),
        platform: input.platform,
        device_id: input.deviceId ?? '',
        created_at: now,
        last_seen_at: now,
        expires_at: addMs(now, input.ttlDays * 86_400_000),
        ended_at: null,
        end_reason: null,
      })
      .execute()
  })
  return { token, sessionId: id }
}

export async function endSession(db: DB, sessionId: string, reason: EndReason): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: nowIso(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute()
}

/** Ends every live session of a user, except `keepSessionId` if given. */
export async function endUserSessions(db: DB, userId: string, reason: EndReason, keepSessionId?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ ended_at: nowIso(), end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
  if (keepSessionId) q = q.where('id', '!=', keepSessionId)
  await q.execute()
}

/** The account's sessions still signed in: where, and when last seen. */
export async function liveSessions(db: DB, userId: string) {
  return db.selectFrom('sessions').select(['platform', 'last_seen_at']).where('user_id', '=', userId).where('ended_at', 'is', null).execute()
}

export async function touchSession(db: DB, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', sessionId).execute()
}

/** Binds the device's push id to this (live) session; false when the session has ended. */
export async function setSessionDeviceId(db: DB, sessionId: string, deviceId: string): Promise<boolean> {
  const res = await db.updateTable('sessions').set({ device_id: deviceId }).where('id', '=', sessionId).where('ended_at', 'is', null).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Notes that the student just proved who they are (password or code) in this session. */
export async function markReauthenticated(db: DB, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ reauth_at: at }).where('id', '=', sessionId).execute()
}

/** When this session last re-proved its identity, or null. */
export async function reauthenticatedAt(db: DB, sessionId: string): Promise<string | null> {
  const session = await db.selectFrom('sessions').select('reauth_at').where('id', '=', sessionId).executeTakeFirst()
  return session?.reauth_at ?? null
}
