import { PARENT_DIGEST_ROUTE } from '@contract/parent-digest'
import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import { sessionOf } from '../../plugins/auth'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../types'
import { type ThrottlePolicy, refundAttempt, takeAttempt } from '../auth'
import { appLink } from '../invitation'
import { qrDataUrl } from '../order'
import { studentTime } from '../study-plan'
import { coarseDevice } from './device'
import { digestDelivery, subscribeParent, subscriptionState, unsubscribeParent } from './delivery/delivery.service'
import { deliveryDeps } from './delivery/weekly.job'
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
  const R = ROUTES.parentDigest
  defineRoute(app, R.shares, async (req) => ok({ shares: await listParentShares(app.db, sessionOf(req).userId) }))

  defineRoute(app, R.createShare, async (req) => {
    const { userId } = sessionOf(req)
    // The digest's weeks are the student's: keep the zone the app says it is in.
    await studentTime(app.db, req, userId)
    const { share, token } = await createParentShare(app.db, userId, req.body)
    const weappPath = `${PARENT_DIGEST_ROUTE}?t=${token}`
    const url = appLink(req, app.config.APP_PUBLIC_URL, weappPath)
    return ok({ share, token, url, qr_code: await qrDataUrl(url), weapp_path: weappPath })
  })

  defineRoute(app, R.revoke, async (req) => {
    await revokeParentShare(app.db, sessionOf(req).userId, req.body.share_id)
    return ok(null)
  })

  /** A public call by the link: wrong links count against the address, a right one gives its try back. */
  const byLink = async <T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    // Read only and private: never indexed, never cached by a proxy (a revoked link must stop at once).
    void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
    const key = `parent-link:${req.ip}`
    try {
      await takeAttempt(app.db, key, WRONG_LINK_POLICY)
    } catch (err) {
      if (err instanceof AppError && err.key === 'LOGIN_LOCKED') throw new AppError('RATE_LIMITED')
      throw err
    }
    const result = await work()
    await refundAttempt(app.db, key, WRONG_LINK_POLICY)
    return result
  }
  const pub = { config: { auth: 'public' as const, rateLimit: { max: VIEW_PER_MINUTE, timeWindow: 60_000 } } }

  defineRoute(app, R.view, pub, async (req, reply) => {
    const digest = await byLink(req, reply, () => openDigest(app.db, req.body.token, req.lang, coarseDevice(req.headers['user-agent'])))
    return ok({ ...digest, delivery: digestDelivery(app) })
  })

  // A parent's weekly message (mini-program): known by the openid of a wx.login code, never answered.
  defineRoute(app, R.subscription, pub, async (req, reply) => {
    const subscribed = await byLink(req, reply, () => subscriptionState(deliveryDeps(app), req.body.token, req.body.code))
    return ok({ subscribed })
  })
  defineRoute(app, R.subscribe, pub, async (req, reply) => {
    await byLink(req, reply, () => subscribeParent(deliveryDeps(app), req.body.token, req.body.code, req.lang))
    return ok({ subscribed: true })
  })
  defineRoute(app, R.unsubscribe, pub, async (req, reply) => {
    await byLink(req, reply, () => unsubscribeParent(deliveryDeps(app), req.body.token, req.body.code))
    return ok({ subscribed: false })
  })
}
