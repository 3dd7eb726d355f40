import { Type } from '@sinclair/typebox'
import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { PARENT_DIGEST_ROUTE, CreateShareBody, Digest, DigestQuery, RevokeShareBody, ShareCreated, ShareList } from '@contract/parent-digest'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { type ThrottlePolicy, refundAttempt, takeAttempt } from '../auth'
import { appLink } from '../invitation'
import { qrDataUrl } from '../order'
import { studentTime } from '../study-plan'
import { coarseDevice } from './device'
import { createParentShare, listParentShares, openDigest, revokeParentShare } from './share.service'

/** Reads of the public digest from one address per minute: a parent reloads; a crawler does not get far. */
const VIEW_PER_MINUTE = 30
/**
 * Wrong links tried from one address: 20 an hour, then each try waits, doubling up to an hour.
 * 256-bit links cannot be guessed anyway; this keeps someone from hammering the database trying.
 */
const WRONG_LINK_POLICY: ThrottlePolicy = { freeFailures: 20, baseLockMs: 60_000, maxLockMs: 3_600_000, forgetAfterMs: 3_600_000 }

/** The student's links for a parent, and the digest a link opens without an account. */
export default async function parentDigestRoutes(app: App) {
  app.get(PATHS.parentDigest.shares, { schema: { response: { 200: Envelope(ShareList) } } }, async (req) =>
    ok({ shares: await listParentShares(app.db, sessionOf(req).userId) }),
  )

  app.post(PATHS.parentDigest.shares, { schema: { body: CreateShareBody, response: { 200: Envelope(ShareCreated) } } }, async (req) => {
    const { userId } = sessionOf(req)
    // The digest's weeks are the student's: keep the zone the app says it is in.
    await studentTime(app.db, req, userId)
    const { share, token } = await createParentShare(app.db, userId, req.body)
    const weappPath = `${PARENT_DIGEST_ROUTE}?t=${token}`
    const url = appLink(req, app.config.APP_PUBLIC_URL, weappPath)
    return ok({ share, token, url, qr_code: await qrDataUrl(url), weapp_path: weappPath })
  })

  app.post(PATHS.parentDigest.revoke, { schema: { body: RevokeShareBody, response: { 200: Envelope(Type.Null()) } } }, async (req) => {
    await revokeParentShare(app.db, sessionOf(req).userId, req.body.share_id)
    return ok(null)
  })

  app.post(
    PATHS.parentDigest.view,
    {
      config: { auth: 'public', rateLimit: { max: VIEW_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: DigestQuery, response: { 200: Envelope(Digest) } },
    },
    async (req, reply) => {
      // Read only and private: never indexed, never cached by a proxy (a revoked link must stop at once).
      void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const key = `parent-link:${req.ip}`
      try {
        await takeAttempt(app.db, key, WRONG_LINK_POLICY)
      } catch (err) {
        if (err instanceof AppError && err.key === 'LOGIN_LOCKED') throw new AppError('RATE_LIMITED')
        throw err
      }
      const digest = await openDigest(app.db, req.body.token, req.lang, coarseDevice(req.headers['user-agent']))
      await refundAttempt(app.db, key, WRONG_LINK_POLICY)
      return ok(digest)
    },
  )
}
