import { CODE, SILENT_CODES } from '@contract/errors'
import type { ApiError } from './api-error'

export interface ErrorEffects {
  toast(message: string): void
  toLogin(options: { inviteDialog?: boolean }): void
  toNoAccess(): void
  clearSession(): void
  t(key: string): string
}

/**
 * The client's half of the error catalogue (spec §8, DESIGN.md §5): what the student sees for
 * each failure. Branches on codes only, never on message text.
 */
export function reactToError(error: ApiError, options: { hideErrorToast?: boolean }, fx: ErrorEffects): void {
  const say = (message: string) => {
    if (!options.hideErrorToast) fx.toast(message)
  }
  switch (error.kind) {
    case 'abort':
      return
    case 'network':
      return say(fx.t('error.network'))
    case 'timeout':
      return say(fx.t('error.timeout'))
    default:
      break
  }
  const { code, status } = error
  if (code === CODE.SESSION_REPLACED) {
    fx.clearSession()
    fx.toast(error.message || fx.t('error.sessionReplaced'))
    return fx.toLogin({})
  }
  if (status === 401 || code === CODE.NOT_LOGGED_IN) {
    fx.clearSession()
    fx.toast(error.message || fx.t('error.notLoggedIn'))
    return fx.toLogin({})
  }
  if (code === CODE.NOT_ACTIVATED) {
    // Still signed in: the invite dialog on the login page activates this very session.
    fx.toast(error.message || fx.t('error.notActivated'))
    return fx.toLogin({ inviteDialog: true })
  }
  if (SILENT_CODES.includes(code)) return
  if (code === CODE.NO_ACCESS) return fx.toNoAccess()
  say(error.kind === 'business' && error.message ? error.message : fx.t('error.request'))
}
