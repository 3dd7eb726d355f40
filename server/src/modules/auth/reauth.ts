import { AppError } from '../../errors'
import type { App } from '../../types'
import type { UserRow } from '../user'
import { ACCOUNT_POLICY } from './limits'
import { verifyPassword } from './password'
import { consumeSmsCode } from './sms-code.service'
import { clearAttempts, takeAttempt } from './throttle.repository'

/**
 * A signed-in student proves it is really them before something that cannot be undone (password
 * change, account deletion): with their password when they have one, else with an SMS code sent
 * for `purpose`. Password tries are limited like sign-in, so a stolen session cannot guess it.
 */
export async function confirmIdentity(
  app: App,
  user: UserRow,
  proof: { password?: string; sms_code?: string },
  purpose: 'password' | 'deactivate',
): Promise<void> {
  if (proof.password !== undefined) {
    if (!user.password_hash) throw new AppError('NO_PASSWORD')
    const key = `reauth:${user.id}`
    await takeAttempt(app.db, key, ACCOUNT_POLICY)
    if (!(await verifyPassword(user.password_hash, proof.password))) throw new AppError('PASSWORD_WRONG')
    await clearAttempts(app.db, key)
    return
  }
  if (proof.sms_code !== undefined) {
    if (!user.phone) throw new AppError('NO_PHONE')
    await consumeSmsCode(app, user.phone, purpose, proof.sms_code.trim())
    return
  }
  throw new AppError('CONFIRMATION_MISSING')
}
