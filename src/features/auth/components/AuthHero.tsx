import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import '@/styles/auth.scss'

/** The top of the sign-in pages: the name, the promise, and who invited the student. */
export function AuthHero() {
  const { t } = useTranslation()
  const inviter = useLoginDraftStore((s) => s.InviterInfo)
  return (
    <View className='auth-hero'>
      <View className='auth-hero__logo'>
        <Text>M</Text>
      </View>
      <Text className='auth-hero__title'>{t('auth.welcome')}</Text>
      <Text className='auth-hero__slogan'>{t('auth.slogan')}</Text>
      {inviter && (
        <View className='auth-hero__inviter' data-testid='inviter-banner'>
          {inviter.avatar ? <Image className='auth-hero__avatar' src={inviter.avatar} nativeProps={{ alt: '' }} /> : null}
          <Text>{t('auth.invitedBy', { name: inviter.nickname })}</Text>
        </View>
      )}
    </View>
  )
}
