import { ACCOUNT_STATUS } from '@contract/account-status'
import { isApiError } from '@/lib/http/api-error'
import { currentLanguage } from '@/lib/i18n'
import { useTabBarStore } from '@/components/tab-bar/store'
import { resumeOnboarding } from '../auth/after-sign-in'
import { useDictionaryStore } from '../dictionary/store'
import { refreshUnread } from '../chat/list-actions'
import { refreshNotificationUnread } from '../notifications/unread'
import { getUnreadEventNum } from '../study-plan/api/get-unread-event-num'
import { getUserInfo } from '../user/api/get-user-info'
import { useUserStore } from '../user/store'
import { useAppStore, type VerifyState } from './store'

/**
 * The app start sequence (spec §4), also run when the network comes back: load the dictionary,
 * verify the login by fetching the user info (and resume an unfinished sign-up), then fetch the
 * unread event count.
 */
export async function refreshAppState(): Promise<VerifyState> {
  const app = useAppStore.getState()
  await useDictionaryStore
    .getState()
    .load(currentLanguage())
    .catch(() => undefined) // pages that need the lists load them again; start-up goes on

  const verify = await verifyLogin()
  app.setVerify(verify)
  const info = useUserStore.getState().info
  if (verify === 'ok' && info) resumeOnboarding(info)
  if (verify === 'ok' && info?.account_status === ACCOUNT_STATUS.NORMAL) {
    const [unread] = await Promise.all([
      getUnreadEventNum().catch(() => null),
      refreshUnread(),
      refreshNotificationUnread(),
    ])
    if (unread) useTabBarStore.getState().setBadges({ eventUnread: unread.unread_event_num })
  }
  return verify
}

async function verifyLogin(): Promise<VerifyState> {
  const user = useUserStore.getState()
  if (!user.token) return 'notLoggedIn'
  try {
    // A 401 here toasts "login expired" and opens login (the catalogue's reaction).
    user.setInfo(await getUserInfo())
    return 'ok'
  } catch (err) {
    if (isApiError(err) && (err.status === 401 || err.code === 401)) return 'loginExpired'
    // Offline or server trouble: keep the saved session and try again when the network returns.
    return useUserStore.getState().token ? 'unknown' : 'loginExpired'
  }
}
