import type { onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { ACCOUNT_STATUS } from '@contract/user'
import { AppError } from '../errors'
import { findSessionByToken, touchSession, type SessionRow, type SessionUser } from '../modules/session/session.repository'
import type { App } from '../types'

/**
 * How much a route needs: `public` (a session is read if sent, never required), `session`
 * (signed in, activated or not), `active` (signed in and activated; the default, so a route
 * that forgets to say is closed rather than open).
 */
export type AuthLevel = 'public' | 'session' | 'active'

export interface SessionContext {
  userId: string
  sessionId: string
  platform: string
  accountStatus: number
  /**
   * The account as it was read with the session when this request came in (deleted ones too:
   * check deleted_at). For routes that show it; one that changes the account reads it again.
   */
  user: SessionUser
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null
    /** Why the token sent to a public route was not usable (null: none sent, or it was). */
    sessionError: AppError | null
  }
  interface FastifyContextConfig {
    auth?: AuthLevel
  }
}

// last_seen_at is for the operator, not for security: one write an hour per session is enough.
const TOUCH_EVERY_MS = 3_600_000

// The time as the stored ISO strings compare with it, made once per millisecond: formatting a
// Date (toISOString) was about 1 µs of every signed-in request, and under load many share one.
let isoMs = Number.NaN
let iso = ''
function isoAt(ms: number): string {
  if (ms !== isoMs) {
    iso = new Date(ms).toISOString()
    isoMs = ms
  }
  return iso
}

function bearer(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1] : null
}

/** The catalogue's answer to a token that names no usable session. */
function unusableSession(row: SessionRow | undefined): AppError {
  if (row?.end_reason === 'replaced') return new AppError('SESSION_REPLACED')
  if (row?.end_reason === 'password') return new AppError('PASSWORD_CHANGED')
  if (row && row.account_status === ACCOUNT_STATUS.DISABLED) return new AppError('ACCOUNT_DISABLED')
  return new AppError('LOGIN_EXPIRED')
}

/** The session check of one route, for its auth level (worked out when the route is added). */
function guardFor(app: App, level: AuthLevel): onRequestAsyncHookHandler {
  return async function sessionGuard(request) {
    const token = bearer(request.headers.authorization)
    if (!token) {
      if (level === 'public') return
      throw new AppError('NOT_LOGGED_IN')
    }
    const row = await findSessionByToken(app.db, token)
    const nowMs = Date.now()
    const now = isoAt(nowMs)
    const usable = row && !row.ended_at && row.expires_at > now && row.account_status !== ACCOUNT_STATUS.DISABLED
    if (!usable) {
      // A public route goes on without the session, and may tell the client why (app start).
      if (level !== 'public') throw unusableSession(row)
      request.sessionError = unusableSession(row)
      return
    }
    request.session = {
      userId: row.user_id,
      sessionId: row.id,
      platform: row.platform,
      accountStatus: row.account_status,
      user: row.user,
    }
    if (level === 'active' && row.account_status !== ACCOUNT_STATUS.NORMAL) throw new AppError('NOT_ACTIVATED')
    if (nowMs - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
      await touchSession(app.db, row.id)
    }
  }
}

export default fp(async function auth(app: App) {
  app.decorateRequest('session', null)
  app.decorateRequest('sessionError', null)

  // Only API routes are guarded; unknown URLs get their 404 from the not-found handler and the
  // static app's wildcard route serves files to anyone. Which routes, and at what level, is
  // decided once per route as it is added: a global hook asked it of every request
  // (`request.routeOptions` makes a frozen object on each read). The guard goes first among the
  // route's own onRequest hooks (the rate limit's), so it runs where the global hook did: after
  // the global ones (security headers, request context), before the rate limit.
  const guards = new Map<AuthLevel, onRequestAsyncHookHandler>()
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) return
    const level: AuthLevel = (route.config as { auth?: AuthLevel } | undefined)?.auth ?? 'active'
    let guard = guards.get(level)
    if (!guard) guards.set(level, (guard = guardFor(app, level)))
    route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])]
  })
})

/** The signed-in user of a route whose auth level guarantees one. */
export function sessionOf(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw new AppError('NOT_LOGGED_IN')
  return request.session
}
