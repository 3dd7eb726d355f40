import { Button, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { HAS_PHONE_BUTTON, wxLoginCode } from '@/lib/wechat'
import { toast } from '@/lib/toast'
import { failureText } from '@/lib/http/api-error'
import { loginWithPhoneOnly } from '../api/sign-in'
import { afterSignIn } from '../after-sign-in'
import { AgreementCheck, ensureAgreed, useAgreementStore } from '@/features/statements'
import { Button as AppButton } from '@/components/button/Button'

/**
 * The ways in. The main page (`more`): one-tap phone (mini-program only) and SMS code, then
 * "other ways"; the other ways: account and password, a new account, and the SMS code again.
 */
export function SignInChoices({ redirect, more = false }: { redirect?: string; more?: boolean }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const agreed = useAgreementStore((s) => s.agreed)
  const onPhone = async (e: { detail: { code?: string } }) => {
    if (!e.detail.code || busy) return
    setBusy(true)
    try {
      await afterSignIn(await loginWithPhoneOnly({ phone_code: e.detail.code, wx_code: await wxLoginCode() }), redirect)
    } catch (err) {
      toast(failureText(err, t('error.request')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='form'>
      {/* WeChat's phone dialog cannot wait for an answer: until the box is ticked the button only asks for it. */}
      {HAS_PHONE_BUTTON &&
        (agreed ? (
          <Button className='btn btn--primary' openType='getPhoneNumber' onGetPhoneNumber={onPhone}>
            {t('auth.oneTap')}
          </Button>
        ) : (
          <AppButton onPress={() => void ensureAgreed()}>{t('auth.oneTap')}</AppButton>
        ))}
      {more ? (
        <>
          <AppButton tone={HAS_PHONE_BUTTON ? 'ghost' : 'primary'} testId='choose-sms' onPress={() => go(ROUTES.mobileNumber.path, { redirect })}>
            {t('auth.withSms')}
          </AppButton>
          {/* Leads to ways not offered here (a password, a new account), not to the same buttons again. */}
          <AppButton tone='plain' testId='other-ways' onPress={() => go(ROUTES.login.path, { redirect })}>
            {t('auth.otherWays')}
          </AppButton>
        </>
      ) : (
        <>
          <AppButton tone='primary' testId='choose-account' onPress={() => go(ROUTES.loginAccount.path, { redirect })}>
            {t('auth.withAccount')}
          </AppButton>
          <AppButton tone='ghost' testId='choose-register' onPress={() => go(ROUTES.accountRegister.path, { redirect })}>
            {t('auth.register')}
          </AppButton>
          <AppButton tone='plain' testId='choose-sms' onPress={() => go(ROUTES.mobileNumber.path, { redirect })}>
            {t('auth.withSms')}
          </AppButton>
        </>
      )}
      <AgreementCheck />
    </View>
  )
}
