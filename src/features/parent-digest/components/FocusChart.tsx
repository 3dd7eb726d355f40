import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { WeekFocus } from '@contract/parent-digest'
import { barHeights } from '../model/digest-view'

/** Focus minutes per day, Monday first: plain bars (no chart library), each labelled with its minutes. */
export function FocusChart({ focus }: { focus: WeekFocus }) {
  const { t } = useTranslation('parent')
  const names = t('digest.weekdays').split(' ')
  const heights = barHeights(focus.days.map((d) => d.minutes))
  return (
    <View className='pd-chart' role='img' aria-label={t('digest.focusChart')} data-testid='pd-focus-chart'>
      {focus.days.map((day, i) => (
        <View key={day.date} className='pd-chart__col'>
          <Text className='pd-chart__value'>{day.minutes > 0 ? day.minutes : ''}</Text>
          <View className='pd-chart__track'>
            <View className='pd-chart__bar' style={{ height: `${heights[i]}%` }} />
          </View>
          <Text className='pd-chart__day'>{names[i] ?? ''}</Text>
        </View>
      ))}
    </View>
  )
}
