import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/http/api-error'
import { toast } from '@/lib/toast'
import { continueAfterSignIn } from '@/shared/session/onboarding'
import { useLoginParams } from '@/shared/session/login-params'
import { useUserStore } from '@/shared/user/store'
import { activate } from '../api/activation'
import { Button } from '@/components/button/Button'
import { checkActivationCode } from '@/lib/field-checks'
import { TextInput } from '@/components/text-input/TextInput'

export default function ExchangePage() {
  const { t } = useTranslation()
  const { redirect } = useLoginParams()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const problem = checkActivationCode(code)
  const onRedeem = async () => {
    if (busy || problem) return
    setBusy(true)
    setError('')
    try {
      const { user } = await activate(code.trim())
      useUserStore.getState().setInfo(user)
      toast(t('invite.activated'))
      continueAfterSignIn(user, redirect)
    } catch (err) {
      setError(failureText(err, t('error.request')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='form'>
      <Text className='form__title'>{t('exchange.title')}</Text>
      <Text className='form__hint'>{t('exchange.hint')}</Text>
      <View className='form__field'>
        <TextInput label={t('exchange.placeholder')} className='form__input' data-testid='exchange-code' value={code} maxlength={20} placeholder={t('exchange.placeholder')} onInput={(e) => setCode(e.detail.value.toUpperCase())} />
      </View>
      <Text className='form__error' data-testid='form-error'>{error}</Text>
      <Button testId='redeem' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onRedeem}>
        {t('exchange.redeem')}
      </Button>
    </View>
  )
}
