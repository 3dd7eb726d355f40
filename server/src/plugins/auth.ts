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

export default fp(async function auth(app: App) {
  app.decorateRequest('session', null)
  app.decorateRequest('sessionError', null)

  app.addHook('onRequest', async (request) => {
    // Only API routes are guarded; unknown URLs get their 404 from the not-found handler and
    // the static app's wildcard route serves files to anyone.
    if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return
    const level: AuthLevel = request.routeOptions.config.auth ?? 'active'
    const token = bearer(request.headers.authorization)
    if (!token) {
      if (level === 'public') return
      throw new AppError('NOT_LOGGED_IN')
    }
    const row = await findSessionByToken(app.db, token)
    const now = new Date().toISOString()
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
    if (Date.parse(now) - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
      await touchSession(app.db, row.id)
    }
  })
})

/** The signed-in user of a route whose auth level guarantees one. */
export function sessionOf(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw new AppError('NOT_LOGGED_IN')
  return request.session
}
