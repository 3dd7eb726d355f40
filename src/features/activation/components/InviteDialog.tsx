import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_STATUS } from '@contract/account-status'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { failureText } from '@/lib/http/api-error'
import { toast } from '@/lib/toast'
import { useAppStore } from '@/shared/app-state'
import { logout } from '@/shared/session/logout'
import { clearLocalSession, continueAfterSignIn } from '@/shared/session/onboarding'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import { useUserStore } from '@/shared/user/store'
import { activate, joinWaitList } from '../api/activation'
import './invite-dialog.scss'
import { Button } from '@/components/button/Button'
import { checkActivationCode } from '@/lib/field-checks'
import { useModal } from '@/components/overlay'
import { TextInput } from '@/components/text-input/TextInput'

/**
 * The invite dialog (spec: "login with the invite dialog open"): a signed-in account that is not
 * activated yet enters an invitation code, goes to the exchange page, or joins the waiting list.
 */
export function InviteDialog({ open, redirect }: { open: boolean; redirect?: string }) {
  const info = useUserStore((s) => s.info)
  const token = useUserStore((s) => s.token)
  if (!open || !token || info?.account_status !== ACCOUNT_STATUS.DEFAULT) return null
  return <InviteSheet redirect={redirect} />
}

function InviteSheet({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const draft = useLoginDraftStore()
  const setModal = useAppStore((s) => s.setModal)
  const [code, setCode] = useState(draft.InviterInfo?.invite_code ?? '')
  const [error, setError] = useState('')
  const [waiting, setWaiting] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  const problem = checkActivationCode(code)

  const fail = (err: unknown) => setError(failureText(err, t('error.request')))
  const onActivate = async () => {
    if (problem || busy) return
    setBusy(true)
    setError('')
    try {
      const { user } = await activate(code.trim())
      useUserStore.getState().setInfo(user)
      setModal('invitation', false)
      toast(t('invite.activated'))
      continueAfterSignIn(user, redirect)
    } catch (err) {
      fail(err)
    } finally {
      setBusy(false)
    }
  }
  const onWaitlist = async () => {
    try {
      const status = await joinWaitList()
      draft.patch({ is_joined_waitlist: true })
      setWaiting(status.position)
    } catch (err) {
      fail(err)
    }
  }
  const onSignOut = async () => {
    await logout().catch(() => undefined)
    clearLocalSession()
    setModal('invitation', false)
  }

  // Not dismissable: activating, the exchange page, the waiting list or signing out are the ways on.
  const ids = useModal({ onCancel: () => undefined, onEnter: () => void onActivate() })
  return (
    <View className='invite-dialog' data-testid='invite-dialog'>
      <View id={ids.root} className='invite-dialog__sheet' role='dialog' aria-modal='true' aria-labelledby={ids.title} tabIndex={-1}>
        <Text id={ids.title} className='form__title'>
          {t('invite.title')}
        </Text>
        <Text className='form__hint'>{t('invite.hint')}</Text>
        <View className='form__field'>
          <TextInput label={t('invite.codePlaceholder')}
            className='form__input'
            data-testid='invite-code'
            value={code}
            maxlength={20}
            placeholder={t('invite.codePlaceholder')}
            onInput={(e) => setCode(e.detail.value.toUpperCase())}
          />
        </View>
        <Text className='form__error'>{error}</Text>
        <Button testId='invite-activate' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onActivate}>
          {t('invite.activate')}
        </Button>
        {waiting !== null || draft.is_joined_waitlist ? (
          <Text className='invite-dialog__waiting' data-testid='waitlist-joined'>
            {t('invite.waiting', { position: waiting ?? '…' })}
          </Text>
        ) : (
          <Button tone='plain' testId='join-waitlist' onPress={onWaitlist}>
            {t('invite.waitlist')}
          </Button>
        )}
        <View className='form__links'>
          <Text role='button' tabIndex={0} className='form__link' onClick={() => go(ROUTES.activationExchange.path, { redirect })}>
            {t('invite.exchange')}
          </Text>
          <Text role='button' tabIndex={0} className='form__link' onClick={onSignOut}>
            {t('invite.signOut')}
          </Text>
        </View>
      </View>
    </View>
  )
}
