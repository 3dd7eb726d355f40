import type { AppStart } from '@contract/app-start'
import { ACCOUNT_STATUS } from '@contract/account-status'
import { ApiError } from '@/lib/http/api-error'
import { reactToFailure } from '@/lib/http/http-client'
import { currentLanguage } from '@/lib/i18n'
import { useTabBarStore } from '@/components/tab-bar/store'
import { resumeOnboarding } from '@/shared/session/onboarding'
import { offerUpgrade } from '@/features/app-upgrade'
import { useDictionaryStore } from '@/shared/dictionary/store'
import { useUserStore } from '@/shared/user/store'
import { getAppStart } from './api/get-app-start'
import { useAppStore, type VerifyState } from '@/shared/app-state'

/**
 * The app start sequence (spec §4), also run when the network comes back. One call (`app/start`)
 * brings the versions, the dictionary, the signed-in student and the unread counts; then an
 * unfinished sign-up resumes and, at launch, the upgrade popup opens when there is a newer version.
 */
export async function refreshAppState(options: { launch?: boolean } = {}): Promise<VerifyState> {
  const app = useAppStore.getState()
  const hadToken = !!useUserStore.getState().token
  let start: AppStart
  try {
    start = await getAppStart()
  } catch {
    // Offline or server trouble: keep the saved session and try again when the network returns.
    const verify: VerifyState = hadToken ? 'unknown' : 'notLoggedIn'
    app.setVerify(verify)
    return verify
  }
  useDictionaryStore.getState().set(start, currentLanguage())
  app.setCheckVersion(start.version)
  // Started first: a forced update locks every page, including where onboarding would go.
  const upgrade = options.launch ? offerUpgrade(start.version) : undefined
  const verify = applySession(start, hadToken)
  app.setVerify(verify)
  const info = useUserStore.getState().info
  if (verify === 'ok' && info) resumeOnboarding(info)
  if (verify === 'ok' && info?.account_status === ACCOUNT_STATUS.NORMAL && start.unread) {
    const { event, chat, notification } = start.unread
    useTabBarStore.getState().setBadges({ eventUnread: event, chatUnread: chat, notificationUnread: notification })
  }
  await upgrade
  return verify
}

function applySession(start: AppStart, hadToken: boolean): VerifyState {
  if (!hadToken) return 'notLoggedIn'
  if (start.user) {
    useUserStore.getState().setInfo(start.user)
    return 'ok'
  }
  if (start.session_error) {
    // The catalogue's reaction, as if user/info had failed: "login expired" toast, then login.
    const { code, status, msg } = start.session_error
    reactToFailure(new ApiError('business', code, status, msg))
  }
  return 'loginExpired'
}
