import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { toCount } from '../../db/time'

type Db = Kysely<Database>

export interface InviteeRow {
  uid: string
  nickname: string
  avatar: string
  joined_at: string
  activated_at: string | null
}

const encode = (r: { joined_at: string; uid: string }) => Buffer.from(JSON.stringify([r.joined_at, r.uid])).toString('base64url')

export function decodeInviteeCursor(cursor: string): { joinedAt: string; uid: string } | null {
  try {
    const [joinedAt, uid] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (typeof joinedAt === 'string' && typeof uid === 'string') return { joinedAt, uid }
  } catch {
    // fall through
  }
  return null
}

/**
 * The classmates who accepted the inviter's invitation (or only those who activated), newest
 * first. Only what the inviter may see: nickname and avatar; a deleted account is left out.
 */
export async function listInvitees(
  db: Db,
  inviterId: string,
  q: { activatedOnly: boolean; after: { joinedAt: string; uid: string } | null; limit: number },
) {
  let query = db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.invitee_id')
    .select(['u.id as uid', 'u.nickname', 'u.avatar', 'i.accepted_at as joined_at', 'i.activated_at'])
    .where('i.inviter_id', '=', inviterId)
    .where('u.deleted_at', 'is', null)
  if (q.activatedOnly) query = query.where('i.activated_at', 'is not', null)
  const base = query
  if (q.after) {
    const { joinedAt, uid } = q.after
    query = query.where((eb) =>
      eb.or([eb('i.accepted_at', '<', joinedAt), eb.and([eb('i.accepted_at', '=', joinedAt), eb('u.id', '<', uid)])]),
    )
  }
  const rows: InviteeRow[] = await query.orderBy('i.accepted_at', 'desc').orderBy('u.id', 'desc').limit(q.limit + 1).execute()
  const more = rows.length > q.limit
  const items = more ? rows.slice(0, q.limit) : rows
  const total = await base.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst()
  return { items, nextCursor: more ? encode(items[items.length - 1]) : null, total: toCount(total?.n) }
}
