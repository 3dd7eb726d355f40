import { Button, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@contract/account-rules'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { failureText } from '@/lib/http/api-error'
import { wxLoginCode } from '@/lib/wechat'
import { checkAccount, registerAccount } from '../api/sign-in'
import { afterSignIn } from '../after-sign-in'
import { useLoginParams } from '../use-redirect'
import { AgreementCheck } from '../../statements/components/AgreementCheck'
import { ensureAgreed } from '../../statements/agreement-store'

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
    if (!ACCOUNT_PATTERN.test(account.trim())) return
    setAvailable(await checkAccount(account.trim()).then((r) => r.available, () => null))
  }
  const valid = ACCOUNT_PATTERN.test(account.trim()) && password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX
  const onSubmit = async () => {
    if (busy) return
    if (password !== repeat) return setError(t('auth.passwordsDiffer'))
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
        <Input
          className='form__input'
          data-testid='new-account'
          value={account}
          maxlength={32}
          placeholder={t('auth.accountNamePlaceholder')}
          onInput={(e) => setAccount(e.detail.value)}
          onBlur={onBlurAccount}
        />
        {available !== null && (
          <Text style={{ color: available ? '#30a46c' : '#e5484d', fontSize: '13px' }}>{available ? t('auth.accountAvailable') : t('auth.accountTaken')}</Text>
        )}
      </View>
      <View className='form__field'>
        <Input className='form__input' data-testid='new-password' password value={password} maxlength={PASSWORD_MAX} placeholder={t('auth.passwordPlaceholder')} onInput={(e) => setPassword(e.detail.value)} />
      </View>
      <View className='form__field'>
        <Input className='form__input' data-testid='repeat-password' password value={repeat} maxlength={PASSWORD_MAX} placeholder={t('auth.passwordRepeat')} onInput={(e) => setRepeat(e.detail.value)} />
      </View>
      <Text className='form__error' data-testid='form-error'>{error}</Text>
      <Button className='btn btn--primary' data-testid='create-account' disabled={busy || !valid || !repeat} onClick={onSubmit}>
        {t('auth.create')}
      </Button>
      <AgreementCheck />
      <View className='form__links'>
        <Text className='form__link' onClick={() => go(ROUTES.loginAccount.path, { redirect }, 'redirect')}>
          {t('auth.haveAccount')}
        </Text>
      </View>
    </View>
  )
}
