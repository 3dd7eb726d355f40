import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MAX } from '@contract/account-rules'
import type { UserInfo } from '@contract/user'
import { failureText } from '@/lib/http/api-error'
import { toast } from '@/lib/toast'
import { sendSmsCode } from '@/features/auth'
import { alterPassword } from '../api/settings'
import { Button } from '@/components/button/Button'
import { checkNewPassword, checkPasswordGiven, checkSmsCode, firstProblem } from '@/lib/field-checks'
import { TextInput } from '@/components/text-input/TextInput'

/** Change the password with the current one, or set a first one with an SMS code. */
export function PasswordForm({ info, onDone }: { info: UserInfo; onDone(): void }) {
  const { t } = useTranslation()
  const [old, setOld] = useState('')
  const [code, setCode] = useState('')
  const [next, setNext] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const problem = firstProblem(info.has_password ? checkPasswordGiven(old) : checkSmsCode(code), checkNewPassword(next))
  const reason = (err: unknown) => failureText(err, t('error.request'))
  const onSend = () =>
    sendSmsCode(undefined, 'password').then(
      () => toast(t('settings.codeSent')),
      (err) => setError(reason(err)),
    )
  const onSave = async () => {
    if (busy || problem) return
    setBusy(true)
    setError('')
    try {
      await alterPassword(info.has_password ? { old_password: old, new_password: next } : { sms_code: code, new_password: next })
      toast(t('settings.passwordChanged'))
      onDone()
    } catch (err) {
      setError(reason(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='form' style={{ paddingTop: 0 }}>
      {info.has_password ? (
        <View className='form__field'>
          <TextInput label={t('settings.oldPassword')} className='form__input' password value={old} maxlength={PASSWORD_MAX} placeholder={t('settings.oldPassword')} onInput={(e) => setOld(e.detail.value)} />
        </View>
      ) : (
        <View className='form__field'>
          <TextInput label={t('settings.smsCode')} className='form__input' type='number' value={code} maxlength={6} placeholder={t('settings.smsCode')} onInput={(e) => setCode(e.detail.value)} />
          <Text role='button' tabIndex={0} className='form__link' onClick={onSend}>
            {t('settings.sendCode')}
          </Text>
        </View>
      )}
      <View className='form__field'>
        <TextInput label={t('settings.newPassword')} className='form__input' password value={next} maxlength={PASSWORD_MAX} placeholder={t('settings.newPassword')} onInput={(e) => setNext(e.detail.value)} />
      </View>
      <Text className='form__error'>{error}</Text>
      <Button testId='password-save' disabled={!!problem} why={problem ?? undefined} busy={busy} onPress={onSave}>
        {t('common.save')}
      </Button>
    </View>
  )
}
