import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { InviteDialog } from '@/features/activation'
import { SignInChoices } from '../components/SignInChoices'
import { useLoginParams } from '@/shared/session/login-params'

/** The other ways to sign in: account and password, a new account, or the SMS code. */
export default function LoginPage() {
  const { t } = useTranslation()
  const { redirect, invite } = useLoginParams()
  return (
    <View>
      <View className='form' style={{ paddingBottom: 0 }}>
        <Text className='form__title'>{t('auth.chooseWay')}</Text>
      </View>
      <SignInChoices redirect={redirect} />
      <InviteDialog open={invite} redirect={redirect} />
    </View>
  )
}
