import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { useTabBarStore } from '@/components/tab-bar/store'
import { formatDate } from '@/lib/date-format'
import { go } from '@/lib/navigation'
import { useUserStore } from '../../user/store'
import './mine-menu.scss'

const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

/** The Mine tab's list of places: VIP, orders, notifications (with the unread count), and more. */
export function MineMenu() {
  const { t } = useTranslation()
  const unread = useTabBarStore((s) => s.notificationUnread)
  const info = useUserStore((s) => s.info)
  const entries = [
    {
      key: 'vip',
      route: ROUTES.vip,
      note: info?.is_vip && info.vip_end_time ? t('mineMenu.vipUntil', { date: formatDate(info.vip_end_time) }) : '',
    },
    { key: 'orders', route: ROUTES.order, note: '' },
    { key: 'notifications', route: ROUTES.notificationList, note: '', badge: unread },
    { key: 'invitations', route: ROUTES.invitationDetails, note: '' },
    { key: 'feedback', route: ROUTES.feedback, note: '' },
    { key: 'settings', route: ROUTES.setting, note: '' },
    { key: 'statement', route: ROUTES.statement, note: '' },
  ]
  return (
    <View className='mine-menu'>
      {entries.map((e) => (
        <View key={e.key} className='mine-menu__item' data-testid={`mine-${e.key}`} onClick={() => go(e.route.path)}>
          <Text className='mine-menu__label'>{t(`mineMenu.${e.key}`)}</Text>
          {e.note && <Text className='mine-menu__note'>{e.note}</Text>}
          {!!e.badge && <Text className='mine-menu__badge'>{badgeText(e.badge)}</Text>}
          <Text className='mine-menu__chevron'>›</Text>
        </View>
      ))}
    </View>
  )
}
