import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { InviteDialog } from '../../activation/components/InviteDialog'
import { SignInChoices } from '../components/SignInChoices'
import { useLoginParams } from '../use-redirect'

/** Every way to sign in, plus creating an account. */
export default function LoginPage() {
  const { t } = useTranslation()
  const { redirect, invite } = useLoginParams()
  return (
    <View>
      <View className='form' style={{ paddingBottom: 0 }}>
        <Text className='form__title'>{t('auth.chooseWay')}</Text>
      </View>
      <SignInChoices redirect={redirect} />
      <View className='form' style={{ paddingTop: 0 }}>
        <Text className='form__link' onClick={() => go(ROUTES.accountRegister.path, { redirect })}>
          {t('auth.register')}
        </Text>
      </View>
      <InviteDialog open={invite} redirect={redirect} />
    </View>
  )
}
