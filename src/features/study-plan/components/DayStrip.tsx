import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlanEvent } from '@contract/study-plan'
import { dayKey, sameDay, weekdayIndex } from '@/lib/dates'
import { weekdayNames } from '@/lib/format-date'
import './day-strip.scss'

interface Props {
  days: Date[]
  selected: Date
  /** Day view: the day shown is marked too. */
  markSelected: boolean
  today: Date
  /** All-day events, shown under their days. */
  allDay: PlanEvent[]
  colorOf(e: PlanEvent): string
  onPick(day: Date): void
  onOpen(e: PlanEvent): void
}

/** The days shown, today marked, with their all-day events underneath. */
export function DayStrip({ days, selected, markSelected, today, allDay, colorOf, onPick, onOpen }: Props) {
  const { t } = useTranslation()
  const names = weekdayNames(t)
  const onDay = (day: Date) =>
    allDay.filter((e) => new Date(e.start_at) < new Date(day.getTime() + 86_400_000) && new Date(e.end_at) > day)
  return (
    <View className='day-strip'>
      <View className='day-strip__gutter' />
      {days.map((day) => {
        const isToday = sameDay(day, today)
        const isSelected = markSelected && sameDay(day, selected)
        return (
          <View key={dayKey(day)} className='day-strip__day'>
            <View
              className={`day-strip__head${isToday ? ' day-strip__head--today' : ''}${isSelected ? ' day-strip__head--selected' : ''}`}
              role='button' tabIndex={0}
              data-testid={`day-${dayKey(day)}`}
              aria-current={isToday ? 'date' : undefined}
              onClick={() => onPick(day)}
            >
              <Text className='day-strip__name'>{names[weekdayIndex(day)]}</Text>
              <Text className='day-strip__date'>{day.getDate()}</Text>
            </View>
            {onDay(day).map((e) => (
              <View
                key={`${e.id}|${e.occurrence_start ?? ''}`}
                className={`day-strip__all-day${e.status === 'done' ? ' day-strip__all-day--done' : ''}`}
                style={{ background: colorOf(e) }}
                role='button' tabIndex={0}
                onClick={() => onOpen(e)}
              >
                <Text className='day-strip__all-day-title'>{e.title}</Text>
              </View>
            ))}
          </View>
        )
      })}
    </View>
  )
}
