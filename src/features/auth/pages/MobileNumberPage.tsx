import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { failureText, isApiError } from '@/lib/http/api-error'
import { sendSmsCode } from '../api/sign-in'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import { useLoginParams } from '@/shared/session/login-params'
import { AgreementCheck, ensureAgreed } from '@/features/statements'
import { Button } from '@/components/button/Button'
import { checkPhone } from '@/lib/field-checks'
import { TextInput } from '@/components/text-input/TextInput'

export default function MobileNumberPage() {
  const { t } = useTranslation()
  const { redirect } = useLoginParams()
  const draft = useLoginDraftStore()
  const [phone, setPhone] = useState(draft.phone)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const problem = checkPhone(phone)

  const onSend = async () => {
    if (busy || checkPhone(phone)) return
    if (!(await ensureAgreed())) return
    setBusy(true)
    setError('')
    try {
      await sendSmsCode(phone.trim())
      draft.patch({ phone: phone.trim(), sms_code: '' })
      go(ROUTES.verification.path, { redirect })
    } catch (err) {
      // 429001 (one a minute) still means a code is on its way: go and type it.
      if (isApiError(err) && err.code === 429001 && draft.phone === phone.trim()) return go(ROUTES.verification.path, { redirect })
      setError(failureText(err, t('error.request')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form'>
      <Text className='form__title'>{t('auth.phoneTitle')}</Text>
      <Text className='form__hint'>{t('auth.phoneHint')}</Text>
      <View className='form__field'>
        <TextInput label={t('auth.phonePlaceholder')}
          className='form__input'
          data-testid='phone-input'
          type='text'
          value={phone}
          maxlength={20}
          placeholder={t('auth.phonePlaceholder')}
          onInput={(e) => setPhone(e.detail.value)}
          onConfirm={onSend}
        />
      </View>
      <Text className='form__error' data-testid='form-error'>{error}</Text>
      <Button testId='get-code' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onSend}>
        {t('auth.getCode')}
      </Button>
      <AgreementCheck />
    </View>
  )
}
