import Taro from '@tarojs/taro'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { UserInfo } from '@contract/user'
import { ROUTES } from '@/routes'
import { buildUrl, currentUrl, returnAfterLogin, toLogin } from '@/lib/navigation'
import { session } from '@/lib/session-bridge'
import { useLoginDraftStore } from './login-draft-store'

// The steps of signing up (sign in -> activate -> school/grade/courses) span the auth, activation
// and profile features and the app start; the step logic lives here so none of them imports another.

/**
 * Where a signed-in student goes next: a waiting account to the invite dialog on the login entry,
 * an active one without school/grade/courses to the collection steps, everyone else back to the
 * page that asked for sign-in (or home).
 */
export function continueAfterSignIn(user: UserInfo, redirect?: string) {
  const draft = useLoginDraftStore.getState()
  draft.patch({ is_active: user.account_status === ACCOUNT_STATUS.NORMAL, is_collected_info: user.is_collected_info })
  if (user.account_status === ACCOUNT_STATUS.DEFAULT) {
    void Taro.reLaunch({ url: buildUrl(session.loginEntry(), { redirect, invite: 1 }) })
  } else if (!user.is_collected_info) {
    void Taro.reLaunch({ url: buildUrl(ROUTES.collectionSteps.path, { redirect }) })
  } else {
    draft.reset()
    returnAfterLogin(redirect)
  }
}

// Pages a student in the middle of signing up is allowed to be on.
const ONBOARDING_PAGES = /pages\/(access\/login|login\/|collectionsteps|activation-exchange|acceptInvite|statement)/

/**
 * At app start: a signed-in student who never finished signing up goes back to where they
 * stopped (the invite dialog, or the collection steps), then on to the page they opened.
 */
export function resumeOnboarding(user: UserInfo) {
  const here = currentUrl()
  if (ONBOARDING_PAGES.test(here)) return
  if (user.account_status === ACCOUNT_STATUS.DEFAULT) toLogin({ redirect: here, inviteDialog: true })
  else if (user.account_status === ACCOUNT_STATUS.NORMAL && !user.is_collected_info) {
    void Taro.reLaunch({ url: buildUrl(ROUTES.collectionSteps.path, { redirect: here || undefined }) })
  }
}

/** Signs out on this device: the stores are cleared whatever the server says. */
export function clearLocalSession() {
  session.clear()
  useLoginDraftStore.getState().reset()
}
