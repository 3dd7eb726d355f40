import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Notification } from '@contract/notification'
import './notification-item.scss'
import { formatDateTime } from '@/lib/format-date'

/** One notification: its kind, title, text and time; unread ones are marked. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen(item: Notification): void }) {
  const { t } = useTranslation()
  return (
    <View role='button' tabIndex={0}
      className={`notification${item.unread ? ' notification--unread' : ''}`}
      data-testid='notification'
      data-unread={item.unread ? '1' : '0'}
      onClick={() => onOpen(item)}
    >
      <View className='notification__head'>
        <Text className={`notification__kind notification__kind--${item.kind}`}>{t(`notifications.kind.${item.kind}`)}</Text>
        <Text className='notification__time'>{formatDateTime(t, item.created_at)}</Text>
      </View>
      <View className='notification__title-row'>
        {item.unread && <View className='notification__dot' aria-label={t('notifications.unread')} />}
        <Text className='notification__title'>{item.title}</Text>
      </View>
      <Text className='notification__body'>{item.body}</Text>
      {item.link && <Text className='notification__open'>{t('notifications.open')}</Text>}
    </View>
  )
}
