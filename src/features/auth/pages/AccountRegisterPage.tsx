import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MAX } from '@contract/account-rules'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { failureText } from '@/lib/http/api-error'
import { wxLoginCode } from '@/lib/wechat'
import { checkAccount, registerAccount } from '../api/sign-in'
import { afterSignIn } from '../after-sign-in'
import { useLoginParams } from '@/shared/session/login-params'
import { AgreementCheck, ensureAgreed } from '@/features/statements'
import { Button } from '@/components/button/Button'
import { checkNewAccount, checkNewPassword, checkRepeat, firstProblem } from '@/lib/field-checks'
import { TextInput } from '@/components/text-input/TextInput'

export default function AccountRegisterPage() {
  const { t } = useTranslation()
  const { redirect } = useLoginParams()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [available, setAvailable] = useState<boolean | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const reason = (err: unknown) => failureText(err, t('error.request'))
  const onBlurAccount = async () => {
    setAvailable(null)
    if (checkNewAccount(account)) return
    setAvailable(await checkAccount(account.trim()).then((r) => r.available, () => null))
  }
  const problem = firstProblem(checkNewAccount(account), checkNewPassword(password), checkRepeat(password, repeat))
  const onSubmit = async () => {
    if (busy || problem) return
    if (!(await ensureAgreed())) return
    setBusy(true)
    setError('')
    try {
      await afterSignIn(await registerAccount({ account: account.trim(), password, wx_code: await wxLoginCode() }), redirect)
    } catch (err) {
      setError(reason(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form'>
      <Text className='form__title'>{t('auth.registerTitle')}</Text>
      <Text className='form__hint'>{t('auth.registerHint')}</Text>
      <View className='form__field'>
        <TextInput label={t('auth.accountNamePlaceholder')}
          className='form__input'
          data-testid='new-account'
          value={account}
          maxlength={32}
          placeholder={t('auth.accountNamePlaceholder')}
          onInput={(e) => setAccount(e.detail.value)}
          onBlur={onBlurAccount}
        />
        {available !== null && (
          <Text className={available ? 'form__ok' : 'form__bad'}>{available ? t('auth.accountAvailable') : t('auth.accountTaken')}</Text>
        )}
      </View>
      <View className='form__field'>
        <TextInput label={t('auth.passwordPlaceholder')} className='form__input' data-testid='new-password' password value={password} maxlength={PASSWORD_MAX} placeholder={t('auth.passwordPlaceholder')} onInput={(e) => setPassword(e.detail.value)} />
      </View>
      <View className='form__field'>
        <TextInput label={t('auth.passwordRepeat')} className='form__input' data-testid='repeat-password' password value={repeat} maxlength={PASSWORD_MAX} placeholder={t('auth.passwordRepeat')} onInput={(e) => setRepeat(e.detail.value)} />
      </View>
      <Text className='form__error' data-testid='form-error'>{error}</Text>
      <Button testId='create-account' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onSubmit}>
        {t('auth.create')}
      </Button>
      <AgreementCheck />
      <View className='form__links'>
        <Text role='button' tabIndex={0} className='form__link' onClick={() => go(ROUTES.loginAccount.path, { redirect }, 'redirect')}>
          {t('auth.haveAccount')}
        </Text>
      </View>
    </View>
  )
}
