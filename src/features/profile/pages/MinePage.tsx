import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useDidShow } from '@tarojs/taro'
import { useUserStore } from '@/features/user/store'
import { refreshNotificationUnread } from '@/features/notifications/unread'
import { MineMenu } from '../components/MineMenu'
import './mine-page.scss'

export default function MinePage() {
  const { t } = useTranslation()
  const info = useUserStore((s) => s.info)
  useDidShow(() => void refreshNotificationUnread())
  return (
    <View className='mine-page'>
      <View className='mine-page__card'>
        <Text className='mine-page__name'>{info?.nickname || info?.phone || t('app.name')}</Text>
        {info && (
          <Text className='mine-page__meta'>
            {t('user.questionsLeft')}: {info.left_question_num}
          </Text>
        )}
      </View>
      <MineMenu />
    </View>
  )
}
