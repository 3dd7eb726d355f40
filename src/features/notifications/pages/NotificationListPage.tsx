import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { Notification } from '@contract/notification'
import { EmptyState } from '@/components/empty/EmptyState'
import { useTabBarStore } from '@/components/tab-bar/store'
import { go } from '@/lib/navigation'
import { canSubscribeToMessages, requestMessageSubscription } from '@/lib/subscribe'
import { toast } from '@/lib/toast'
import { listNotifications } from '../api/list-notifications'
import { markNotificationsRead } from '../api/mark-read'
import { NotificationItem } from '../components/NotificationItem'
import { usePushTemplates } from '../reminder-subscription'
import './notification-list-page.scss'

const setBadge = (total: number) => useTabBarStore.getState().setBadges({ notificationUnread: total })

export default function NotificationListPage() {
  const { t } = useTranslation()
  const [items, setItems] = useState<Notification[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [unreadTotal, setUnreadTotal] = useState(0)
  const [failed, setFailed] = useState(false)
  const [loading, setLoading] = useState(false)
  const templates = usePushTemplates()

  const loadFirst = useCallback(() => {
    setFailed(false)
    listNotifications()
      .then((page) => {
        setItems(page.items)
        setCursor(page.next_cursor)
        setUnreadTotal(page.unread_total)
        setBadge(page.unread_total)
      })
      .catch(() => setFailed(true))
  }, [])

  useEffect(loadFirst, [loadFirst])

  const loadMore = () => {
    if (!cursor || loading) return
    setLoading(true)
    listNotifications(cursor)
      .then((page) => {
        setItems((list) => [...(list ?? []), ...page.items])
        setCursor(page.next_cursor)
      })
      .catch(() => undefined)
      .finally(() => setLoading(false))
  }
  useReachBottom(loadMore)

  const markRead = (ids: string[] | 'all') => {
    setItems((list) => list?.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, unread: false } : n)) ?? null)
    const optimistic = ids === 'all' ? 0 : Math.max(0, unreadTotal - ids.length)
    setUnreadTotal(optimistic)
    setBadge(optimistic)
    markNotificationsRead(ids === 'all' ? { all: true } : { ids })
      .then(({ total }) => {
        setUnreadTotal(total)
        setBadge(total)
      })
      .catch(() => undefined)
  }

  const open = (item: Notification) => {
    if (item.unread) markRead([item.id])
    if (item.link) go(item.link)
  }

  const subscribe = async () => {
    const result = await requestMessageSubscription(templates)
    toast(result === 'accepted' ? t('notifications.subscribed') : t('notifications.notSubscribed'))
  }

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={loadFirst} />
  if (!items) return <View className='notification-list' />
  return (
    <View className='notification-list' data-testid='notification-list'>
      <View className='notification-list__bar'>
        <Text className='notification-list__count'>{t('notifications.unreadCount', { n: unreadTotal })}</Text>
        {canSubscribeToMessages && templates.length > 0 && (
          <Text role='button' tabIndex={0} className='notification-list__action' onClick={subscribe}>
            {t('notifications.subscribe')}
          </Text>
        )}
        {unreadTotal > 0 && (
          <Text role='button' tabIndex={0} className='notification-list__action' onClick={() => markRead('all')} data-testid='notifications-read-all'>
            {t('notifications.readAll')}
          </Text>
        )}
      </View>
      {items.length === 0 ? (
        <EmptyState message={t('notifications.empty')} />
      ) : (
        items.map((item) => <NotificationItem key={item.id} item={item} onOpen={open} />)
      )}
      {cursor && (
        <Text role='button' tabIndex={0} className='notification-list__more' onClick={loadMore}>
          {loading ? t('common.loading') : t('order.loadMore')}
        </Text>
      )}
    </View>
  )
}
