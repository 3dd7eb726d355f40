import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { assetUrl } from '@/lib/http/http-client'
import { CountBadge } from '@/components/count-badge/CountBadge'
import { useTabBarStore } from '@/components/tab-bar/store'
import { useUserStore } from '@/shared/user/store'
import { refreshNotificationUnread } from '@/features/notifications'
import './mine-page.scss'
import { formatDay } from '@/lib/format-date'

const ENTRIES = [
  { key: 'invitations', route: ROUTES.invitationDetails },
  { key: 'orders', route: ROUTES.order },
  { key: 'notifications', route: ROUTES.notificationList },
  { key: 'parentShare', route: ROUTES.parentShare },
  { key: 'feedback', route: ROUTES.feedback },
  { key: 'settings', route: ROUTES.setting },
] as const

export default function MinePage() {
  const { t } = useTranslation()
  const info = useUserStore((s) => s.info)
  const unread = useTabBarStore((s) => s.notificationUnread)
  // The badge follows notifications that arrived while the app was open (payments, invitations).
  useDidShow(() => void refreshNotificationUnread())
  if (!info) return null
  const vipUntil = info.vip_end_time ? formatDay(t, info.vip_end_time) : ''
  return (
    <View className='mine-page'>
      <View className='mine-page__card'>
        <View className='mine-page__head'>
          {info.avatar ? (
            <Image className='mine-page__avatar' src={assetUrl(info.avatar)} mode='aspectFill' nativeProps={{ alt: '' }} />
          ) : (
            <View className='mine-page__avatar mine-page__avatar--empty'>{(info.nickname || '?').slice(0, 1)}</View>
          )}
          <View className='mine-page__who'>
            <Text className='mine-page__name' data-testid='mine-nickname'>{info.nickname || info.phone}</Text>
            <Text className='mine-page__meta' data-testid='mine-school'>{info.school ? `${info.school} · ${info.grade}` : t('mine.noSchool')}</Text>
          </View>
        </View>
        <View role='button' tabIndex={0} className='mine-page__vip' data-testid='mine-vip' onClick={() => go(ROUTES.vip.path)}>
          <Text>{info.is_vip ? t('mine.vip', { date: vipUntil }) : t('mine.notVip')}</Text>
          <Text className='list__chevron' />
        </View>
        <View className='mine-page__stats'>
          <View className='mine-page__stat'>
            <Text className='mine-page__number' data-testid='mine-questions'>{info.left_question_num}</Text>
            <Text className='mine-page__meta'>{t('mine.questionsLeft')}</Text>
          </View>
          <View role='button' tabIndex={0} className='mine-page__stat' onClick={() => go(ROUTES.invitationDetails.path)}>
            <Text className='mine-page__number'>{`${info.invited_num}/${info.invite_max_quota}`}</Text>
            <Text className='mine-page__meta'>{t('mine.invited')}</Text>
          </View>
        </View>
      </View>
      <View className='list'>
        {ENTRIES.map((e) => (
          <View role='button' tabIndex={0} key={e.key} className='list__row' data-testid={`mine-${e.key}`} onClick={() => go(e.route.path)}>
            <Text>{t(`mine.${e.key}`)}</Text>
            <View style={{ display: 'flex', alignItems: 'center' }}>
              {e.key === 'notifications' && <CountBadge count={unread} className='mine-page__badge' />}
              <Text className='list__chevron' />
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}
