import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@contract/account-rules'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { failureText } from '@/lib/http/api-error'
import { wxLoginCode } from '@/lib/wechat'
import { loginWithPhoneCode, sendSmsCode } from '../api/sign-in'
import { afterSignIn } from '../after-sign-in'
import { CodeBoxes } from '../components/CodeBoxes'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import { useLoginParams } from '@/shared/session/login-params'
import { ensureAgreed } from '@/features/statements'
import '@/styles/auth.scss'
import { Button } from '@/components/button/Button'

/** 138****8000 (a +86 number shown without its country code). */
const masked = (phone: string) => {
  const digits = phone.replace(/[\s()-]/g, '').replace(/^\+86/, '')
  return digits.length > 7 ? `${digits.slice(0, digits.length - 8)}****${digits.slice(-4)}` : digits
}

export default function VerificationPage() {
  const { t } = useTranslation()
  const { redirect } = useLoginParams()
  const draft = useLoginDraftStore()
  const [code, setCode] = useState(draft.sms_code)
  const [left, setLeft] = useState(SMS_RESEND_SECONDS)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])

  const reason = (err: unknown) => failureText(err, t('error.request'))
  const submit = async (value: string) => {
    if (busy || value.length !== SMS_CODE_LENGTH) return
    // Normally ticked on the phone-number page; asked again after a reload in between.
    if (!(await ensureAgreed())) return setCode('')
    setBusy(true)
    setError('')
    try {
      await afterSignIn(await loginWithPhoneCode({ phone: draft.phone, sms_code: value, wx_code: await wxLoginCode() }), redirect)
    } catch (err) {
      setError(reason(err))
      setCode('')
    } finally {
      setBusy(false)
    }
  }
  const onChange = (value: string) => {
    setCode(value)
    draft.patch({ sms_code: value })
    if (value.length === SMS_CODE_LENGTH) void submit(value)
  }
  const onResend = async () => {
    setError('')
    try {
      await sendSmsCode(draft.phone)
      setLeft(SMS_RESEND_SECONDS)
    } catch (err) {
      setError(reason(err))
    }
  }

  if (!draft.phone) {
    return (
      <View className='form'>
        <Text className='form__hint'>{t('auth.noPhone')}</Text>
        <Button onPress={() => go(ROUTES.mobileNumber.path, { redirect }, 'redirect')}>
          {t('auth.toPhone')}
        </Button>
      </View>
    )
  }
  return (
    <View className='form'>
      <Text className='form__title'>{t('auth.codeTitle')}</Text>
      <Text className='form__hint'>{t('auth.codeSentTo', { phone: masked(draft.phone) })}</Text>
      <CodeBoxes value={code} onChange={onChange} disabled={busy} />
      <Text className='form__error' data-testid='form-error'>
        {busy ? t('auth.signingIn') : error}
      </Text>
      <View className='form__center'>
        <Button tone='ghost' size='inline' testId='resend' disabled={left > 0} onPress={() => void onResend()}>
          {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.resend')}
        </Button>
      </View>
    </View>
  )
}
