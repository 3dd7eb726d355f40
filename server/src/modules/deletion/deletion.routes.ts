import { ROUTES } from '@contract/routes'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { REAUTH_TTL_MS, confirmIdentity } from '../auth'
import { listUploadKeys } from '../uploads'
import { feedbackFileKeys } from '../feedback'
import { removeAvatarFile, findUserById } from '../user'
import { markReauthenticated, reauthenticatedAt } from '../session'
import { eraseTraces } from '../../db/erase-traces'
import { eraseAccount } from './erasure'

// Deletion is open to accounts that were never activated too: `session` level.
export default async function deletionRoutes(app: App) {
  // Step 1: prove it is really the student (the password or an SMS code never travels in a URL).
  defineRoute(app, ROUTES.user.deactivateConfirm, { config: { auth: 'session' } }, async (req) => {
    const { userId, sessionId } = sessionOf(req)
    const user = await findUserById(app.db, userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    await confirmIdentity(app, user, req.body, 'deactivate')
    await markReauthenticated(app.db, sessionId, nowIso())
    return ok({ expires_in: REAUTH_TTL_MS / 1000 })
  })

  // Step 2 (spec: GET): ends every session and removes the personal data in one transaction.
  defineRoute(app, ROUTES.user.deactivate, { config: { auth: 'session' } }, async (req) => {
    const { userId, sessionId } = sessionOf(req)
    const reauthAt = await reauthenticatedAt(app.db, sessionId)
    const fresh = reauthAt && Date.now() - Date.parse(reauthAt) < REAUTH_TTL_MS
    if (!fresh) throw new AppError('REAUTH_REQUIRED')
    const user = await findUserById(app.db, userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    const photos = await listUploadKeys(app.db, userId)
    const feedbackFiles = await feedbackFileKeys(app.db, user.id)
    await app.db.transaction().execute((trx) => eraseAccount(trx, user))
    if (!(await eraseTraces(app.db, app.dialect))) req.log.warn('the write-ahead log could not be emptied after a deletion')
    // Files are not transactional: removed once the rows are gone.
    await removeAvatarFile(app, user.avatar)
    for (const key of [...photos, ...feedbackFiles]) {
      await app.storage.remove(key).catch((err: unknown) => req.log.warn({ err }, 'could not remove an uploaded file'))
    }
    req.log.info({ event: 'account_deleted' }, 'account deleted')
    return ok(null)
  })
}
