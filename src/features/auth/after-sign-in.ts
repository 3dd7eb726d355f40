import { ACCOUNT_STATUS } from '@contract/account-status'
import type { LoginResult } from '@contract/auth'
import { deviceId } from '@/lib/device-id'
import { toast } from '@/lib/toast'
import { i18n } from '@/lib/i18n'
import { acceptInvite } from '@/features/activation'
import { useUserStore } from '@/shared/user/store'
import { updateDeviceId } from './api/sign-in'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import { continueAfterSignIn } from '@/shared/session/onboarding'

/** Tells the server this installation's id; the spec's three messages when it goes wrong. */
export async function reportDeviceId(): Promise<void> {
  const id = deviceId()
  if (id === null) return toast(i18n.t('error.deviceIdFetchFailed'))
  if (!id) return toast(i18n.t('error.deviceIdEmpty'))
  await updateDeviceId(id).catch(() => toast(i18n.t('error.deviceIdUpdateFailed')))
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
