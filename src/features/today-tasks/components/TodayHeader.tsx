import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { TodayTasks } from '@contract/today-tasks'
import { fromDayKey } from '@/lib/dates'
import { formatDay } from '@/lib/format-date'
import './today-header.scss'

/** The day, how much of it is done, and the streak. */
export function TodayHeader({ data }: { data: TodayTasks }) {
  const { t } = useTranslation()
  const { done, total } = data.progress
  const share = total === 0 ? 0 : Math.round((done / total) * 100)
  const { days, today_active, best } = data.streak
  return (
    <View className='today-header'>
      <View className='today-header__top'>
        <View>
          <Text className='today-header__date'>{formatDay(t, fromDayKey(data.date), { weekday: true })}</Text>
          <Text className='today-header__progress-text' data-testid='today-progress'>
            {total === 0 ? t('today.nothingYet') : t('today.progress', { done, total })}
          </Text>
        </View>
        <View className={`today-header__streak${today_active ? ' today-header__streak--on' : ''}`} data-testid='today-streak'>
          <Text className='today-header__streak-days'>{days}</Text>
          <Text className='today-header__streak-label'>{t(days === 1 ? 'today.streakDaysOne' : 'today.streakDays')}</Text>
        </View>
      </View>
      <View className='today-header__bar' role='progressbar' aria-label={total === 0 ? t('today.nothingYet') : t('today.progress', { done, total })} aria-valuenow={share} aria-valuemin={0} aria-valuemax={100}>
        <View className='today-header__fill' style={{ width: `${share}%` }} />
      </View>
      <Text className='today-header__hint'>
        {today_active ? t('today.streakKept', { best }) : days > 0 ? t('today.streakAtRisk') : t('today.streakStart')}
        {data.focus_minutes_today > 0 ? ` · ${t('today.focusedToday', { n: data.focus_minutes_today })}` : ''}
      </Text>
    </View>
  )
}
