import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { failureText } from '@/lib/http/api-error'
import { wxLoginCode } from '@/lib/wechat'
import { useAppStore } from '@/shared/app-state'
import { InviteDialog } from '@/features/activation'
import { loginWithAccount } from '../api/sign-in'
import { afterSignIn } from '../after-sign-in'
import { useLoginParams } from '@/shared/session/login-params'
import { AgreementCheck, ensureAgreed } from '@/features/statements'
import { Button } from '@/components/button/Button'
import { checkAccountGiven, checkPasswordGiven, firstProblem } from '@/lib/field-checks'
import { TextInput } from '@/components/text-input/TextInput'

export default function AccountLoginPage() {
  const { t } = useTranslation()
  const { redirect, invite } = useLoginParams()
  const inviteOpen = useAppStore((s) => s.modals.invitation)
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const problem = firstProblem(checkAccountGiven(account), checkPasswordGiven(password))

  const onSubmit = async () => {
    if (busy || problem) return
    if (!(await ensureAgreed())) return
    setBusy(true)
    setError('')
    try {
      await afterSignIn(await loginWithAccount({ account: account.trim(), password, wx_code: await wxLoginCode() }), redirect)
    } catch (err) {
      setError(failureText(err, t('error.request')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form'>
      <Text className='form__title'>{t('auth.accountTitle')}</Text>
      <View className='form__field'>
        <TextInput label={t('auth.accountPlaceholder')}
          className='form__input'
          data-testid='account-input'
          value={account}
          maxlength={32}
          placeholder={t('auth.accountPlaceholder')}
          onInput={(e) => setAccount(e.detail.value)}
        />
      </View>
      <View className='form__field'>
        <TextInput label={t('auth.passwordPlaceholder')}
          className='form__input'
          data-testid='password-input'
          password
          value={password}
          maxlength={128}
          placeholder={t('auth.passwordPlaceholder')}
          onInput={(e) => setPassword(e.detail.value)}
          onConfirm={onSubmit}
        />
      </View>
      <Text className='form__error' data-testid='form-error'>{error}</Text>
      <Button testId='sign-in' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onSubmit}>
        {t('auth.signIn')}
      </Button>
      <AgreementCheck />
      <View className='form__links'>
        <Text role='button' tabIndex={0} className='form__link' data-testid='to-register' onClick={() => go(ROUTES.accountRegister.path, { redirect })}>
          {t('auth.register')}
        </Text>
        <Text role='button' tabIndex={0} className='form__link' onClick={() => go(ROUTES.mobileNumber.path, { redirect })}>
          {t('auth.withSms')}
        </Text>
      </View>
      <InviteDialog open={invite || inviteOpen} redirect={redirect} />
    </View>
  )
}
