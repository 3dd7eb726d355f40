import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { useUserStore } from '@/features/user/store'
import './canvas-page.scss'

export default function CanvasPage() {
  const { t } = useTranslation()
  const token = useUserStore((s) => s.token)
  return (
    <View className='canvas-page'>
      <View className='canvas-page__hero'>
        <Text className='canvas-page__welcome'>{t('canvas.welcome')}</Text>
        <Text className='canvas-page__intro'>{t('canvas.intro')}</Text>
      </View>
      {!token && (
        <Button className='canvas-page__sign-in' onClick={() => go(ROUTES.accessLogin.path)}>
          {t('canvas.signInToAsk')}
        </Button>
      )}
    </View>
  )
}
