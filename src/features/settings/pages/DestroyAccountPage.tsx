import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buildUrl } from '@/lib/navigation'
import { session } from '@/lib/session-bridge'
import { failureText } from '@/lib/http/api-error'
import { toast } from '@/lib/toast'
import { sendSmsCode } from '@/features/auth'
import { clearLocalSession } from '@/shared/session/onboarding'
import { useUserStore } from '@/shared/user/store'
import { confirmDeactivate, deactivate } from '../api/settings'
import { Button } from '@/components/button/Button'
import { Toggle } from '@/components/form/Toggle'
import { checkPasswordGiven, checkSmsCode, firstProblem } from '@/lib/field-checks'
import { TextInput } from '@/components/text-input/TextInput'

export default function DestroyAccountPage() {
  const { t } = useTranslation()
  const info = useUserStore((s) => s.info)
  const [secret, setSecret] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  if (!info) return null
  const byPassword = info.has_password

  const reason = (err: unknown) => failureText(err, t('error.request'))
  const problem = firstProblem(byPassword ? checkPasswordGiven(secret) : checkSmsCode(secret), understood ? null : t('destroy.tickFirst'))
  const onDelete = async () => {
    if (busy || problem) return
    setBusy(true)
    setError('')
    try {
      await confirmDeactivate(byPassword ? { password: secret } : { sms_code: secret })
      await deactivate()
      clearLocalSession()
      toast(t('destroy.deleted'))
      void Taro.reLaunch({ url: buildUrl(session.loginEntry()) })
    } catch (err) {
      setError(reason(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form'>
      <Text className='form__title'>{t('destroy.title')}</Text>
      <Text className='form__hint'>{t('destroy.intro')}</Text>
      {t('destroy.items')
        .split('|')
        .map((item) => (
          <Text key={item} className='form__hint' style={{ marginBottom: '6px' }}>{`• ${item}`}</Text>
        ))}
      <Text className='form__hint'>{t('destroy.keep')}</Text>
      <Text className='form__hint' style={{ marginBottom: '8px' }}>{byPassword ? t('destroy.confirmPassword') : t('destroy.confirmCode')}</Text>
      <View className='form__field'>
        <TextInput label={byPassword ? t('destroy.confirmPassword') : t('destroy.confirmCode')}
          className='form__input'
          data-testid='destroy-secret'
          password={byPassword}
          type={byPassword ? 'text' : 'number'}
          value={secret}
          maxlength={byPassword ? 128 : 6}
          onInput={(e) => setSecret(e.detail.value)}
        />
        {!byPassword && (
          <Text role='button' tabIndex={0} className='form__link' data-testid='destroy-send-code' onClick={() => sendSmsCode(undefined, 'deactivate').then(() => toast(t('settings.codeSent')), (err) => setError(reason(err)))}>
            {t('settings.sendCode')}
          </Text>
        )}
      </View>
      <View style={{ display: 'flex', alignItems: 'center', margin: '8px 0' }}>
        <Toggle testId='destroy-understand' checked={understood} label={t('destroy.understand')} onChange={setUnderstood} />
        <Text className='form__hint' style={{ margin: '0 0 0 8px' }}>{t('destroy.understand')}</Text>
      </View>
      <Text className='form__error' data-testid='form-error'>{error}</Text>
      <Button tone='danger' testId='destroy-confirm' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onDelete}>
        {t('destroy.delete')}
      </Button>
    </View>
  )
}
