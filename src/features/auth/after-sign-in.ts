import Taro from '@tarojs/taro'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { LoginResult } from '@contract/auth'
import type { UserInfo } from '@contract/user'
import { ROUTES } from '@/routes'
import { deviceId } from '@/lib/device-id'
import { buildUrl, currentUrl, returnAfterLogin, toLogin } from '@/lib/navigation'
import { session } from '@/lib/session-bridge'
import { toast } from '@/lib/toast'
import { i18n } from '@/lib/i18n'
import { acceptInvite } from '../activation/api/activation'
import { useUserStore } from '../user/store'
import { updateDeviceId } from './api/sign-in'
import { useLoginDraftStore } from './login-draft-store'

/** Tells the server this installation's id; the spec's three messages when it goes wrong. */
export async function reportDeviceId(): Promise<void> {
  const id = deviceId()
  if (id === null) return toast(i18n.t('error.deviceIdFetchFailed'))
  if (!id) return toast(i18n.t('error.deviceIdEmpty'))
  await updateDeviceId(id).catch(() => toast(i18n.t('error.deviceIdUpdateFailed')))
}

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

export async function afterSignIn(result: LoginResult, redirect?: string) {
  useUserStore.getState().setSession(result.token, result.user)
  useLoginDraftStore.getState().patch({ sms_code: '' })
  void reportDeviceId()
  const inviter = useLoginDraftStore.getState().InviterInfo
  if (inviter && result.user.account_status === ACCOUNT_STATUS.DEFAULT) {
    // The invitation link they came by: the inviter sees them as joined.
    await acceptInvite(inviter.invite_code).catch(() => undefined)
  }
  continueAfterSignIn(result.user, redirect)
}

/** Signs out on this device: the stores are cleared whatever the server says. */
export function clearLocalSession() {
  session.clear()
  useLoginDraftStore.getState().reset()
}
