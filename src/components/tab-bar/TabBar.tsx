import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { TAB_ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import canvas from '@/assets/tab/canvas.svg'
import canvasActive from '@/assets/tab/canvas-active.svg'
import today from '@/assets/tab/today.svg'
import todayActive from '@/assets/tab/today-active.svg'
import schedule from '@/assets/tab/schedule.svg'
import scheduleActive from '@/assets/tab/schedule-active.svg'
import tactics from '@/assets/tab/tactics.svg'
import tacticsActive from '@/assets/tab/tactics-active.svg'
import user from '@/assets/tab/user.svg'
import userActive from '@/assets/tab/user-active.svg'
import { CountBadge } from '../count-badge/CountBadge'
import { useTabBarStore } from './store'
import './tab-bar.scss'

const TABS = [
  { key: 'canvas', icon: canvas, activeIcon: canvasActive, badge: 'chatUnread' },
  { key: 'todayTasks', icon: today, activeIcon: todayActive, badge: null },
  { key: 'schedule', icon: schedule, activeIcon: scheduleActive, badge: 'eventUnread' },
  { key: 'tactics', icon: tactics, activeIcon: tacticsActive, badge: null },
  { key: 'user', icon: user, activeIcon: userActive, badge: 'notificationUnread' },
] as const


/**
 * The five-tab bar, drawn by each tab page (same component on H5 and in the mini-program). It is
 * fixed to the bottom; the page keeps room for it with `.page--tab` (tab-bar.scss).
 */
export function TabBar({ current }: { current: number }) {
  const { t } = useTranslation()
  const counts = useTabBarStore()
  return (
    <View className='tab-bar' role='tablist'>
      {TABS.map((tab, index) => {
        const selected = index === current
        const count = tab.badge ? counts[tab.badge] : 0
        return (
          <View
            key={tab.key}
            className={`tab-bar__item${selected ? ' tab-bar__item--selected' : ''}`}
            role='tab' tabIndex={0}
            aria-selected={selected}
            data-testid={`tab-${tab.key}`}
            onClick={() => {
              if (selected) return
              counts.select(index)
              go(TAB_ROUTES[index].path)
            }}
          >
            <View className='tab-bar__icon-wrap'>
              <Image className='tab-bar__icon' src={selected ? tab.activeIcon : tab.icon} nativeProps={{ alt: '' }} />
              <CountBadge count={count} small className='tab-bar__badge' />
            </View>
            <Text className='tab-bar__label'>{t(`tab.${tab.key}`)}</Text>
          </View>
        )
      })}
    </View>
  )
}
