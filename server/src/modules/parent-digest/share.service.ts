import { MAX_PARENT_SHARES, SHARE_TOKEN_PATTERN, type CreateShareBody, type Digest, type DigestSection, DIGEST_SECTIONS, type ShareSummary } from '@contract/parent-digest'
import type { Lang } from '@contract/common'
import type { DB } from '../../db/database'
import { hashToken, newId, newToken } from '../../db/ids'
import { AppError } from '../../errors'
import { findUserById } from '../user'
import { storedZoneOf } from '../study-plan'
import { clock } from '../../lib/time'
import { computeDigest } from './digest.service'
import { subscribersOf } from './delivery/delivery.repository'
import { countShares, deleteShare, findShareByHash, insertOpen, insertShare, listShares, openedSince, opensOf, pruneOpens, type ShareRow } from './parent-digest.repository'

/** Opens listed per share (the count covers all of them). */
const OPENS_SHOWN = 5
/** Opens kept per share: who opened it lately, not a surveillance log. */
const OPENS_KEPT = 50
/** Opens of one device closer together than this are one visit. */
const VISIT_MS = 30 * 60_000
const TOKEN = new RegExp(SHARE_TOKEN_PATTERN)

/** Stored sections, in the catalogue's order; anything unknown is dropped. */
export function sectionsOf(row: Pick<ShareRow, 'sections'>): DigestSection[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(row.sections)
  } catch {
    // A malformed value shares nothing rather than failing the page.
    parsed = []
  }
  const chosen = new Set(Array.isArray(parsed) ? parsed : [])
  return DIGEST_SECTIONS.filter((s) => chosen.has(s))
}

async function summaries(db: DB, rows: ShareRow[]): Promise<ShareSummary[]> {
  const opens = await opensOf(db, rows.map((r) => r.id), OPENS_SHOWN)
  const subscribers = await subscribersOf(db, rows.map((r) => r.id))
  return rows.map((row) => {
    const o = opens.get(row.id)!
    const sub = subscribers.get(row.id)!
    return {
      share_id: row.id,
      sections: sectionsOf(row),
      display_name: row.display_name,
      created_at: row.created_at,
      open_count: o.count,
      opens: o.latest.map((x) => ({ opened_at: x.opened_at, device: x.device })),
      subscribers: sub.count,
      subscribed_since: sub.since,
    }
  })
}

export async function listParentShares(db: DB, userId: string): Promise<ShareSummary[]> {
  return summaries(db, await listShares(db, userId))
}

/** A new link: 256 random bits, answered once; only the SHA-256 hash is stored. */
export async function createParentShare(db: DB, userId: string, body: CreateShareBody): Promise<{ share: ShareSummary; token: string }> {
  const token = newToken()
  const chosen = new Set(body.sections)
  const row: ShareRow = {
    id: newId('psh'),
    user_id: userId,
    token_hash: hashToken(token),
    sections: JSON.stringify(DIGEST_SECTIONS.filter((s) => chosen.has(s))),
    display_name: (body.display_name ?? '').trim(),
    created_at: clock.now().toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    if ((await countShares(trx, userId)) >= MAX_PARENT_SHARES) throw new AppError('PARENT_SHARE_LIMIT')
    await insertShare(trx, row)
  })
  const [share] = await summaries(db, [row])
  return { share, token }
}

/** Revoking deletes the share and its opens: the link answers 404 from the next request on. */
export async function revokeParentShare(db: DB, userId: string, shareId: string): Promise<void> {
  if (!(await deleteShare(db, userId, shareId))) throw new AppError('PARENT_SHARE_NOT_FOUND')
}

/**
 * The digest a link opens. Every link that leads nowhere (malformed, unknown, revoked, or whose
 * account was deleted) gets the same 404, so an answer tells nothing about why.
 */
export async function liveShare(db: DB, token: string): Promise<ShareRow> {
  if (!TOKEN.test(token)) throw new AppError('PARENT_LINK_NOT_FOUND')
  const share = await findShareByHash(db, hashToken(token))
  if (!share) throw new AppError('PARENT_LINK_NOT_FOUND')
  const user = await findUserById(db, share.user_id)
  if (!user || user.deleted_at) throw new AppError('PARENT_LINK_NOT_FOUND')
  return share
}

/** The digest a link opens, and counts the open (one per device and visit). */
export async function openDigest(db: DB, token: string, lang: Lang, device: string): Promise<Digest> {
  const share = await liveShare(db, token)
  const now = clock.now()
  // One visit is one open: reloading or switching the language within half an hour adds none.
  if (!(await openedSince(db, share.id, device, new Date(now.getTime() - VISIT_MS).toISOString()))) {
    await insertOpen(db, { id: newId('pso'), share_id: share.id, user_id: share.user_id, device, opened_at: now.toISOString() })
    await pruneOpens(db, share.id, OPENS_KEPT)
  }
  const zone = await storedZoneOf(db, share.user_id)
  return computeDigest(db, { userId: share.user_id, zone, now, lang, sections: sectionsOf(share), displayName: share.display_name })
}

