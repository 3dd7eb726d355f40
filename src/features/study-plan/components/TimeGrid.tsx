import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlanEvent } from '@contract/study-plan'
import { clockOf, dayKey, hhmm, MINUTES_PER_DAY, minutesOfDay, sameDay, startOfDay } from '@/lib/dates'
import { layoutDay } from '../model/layout'
import { EventBlock } from './EventBlock'
import './time-grid.scss'

interface Props {
  days: Date[]
  events: PlanEvent[]
  firstHour: number
  now: Date
  colorOf(e: PlanEvent): string
  onOpen(e: PlanEvent): void
}

export const occurrenceKey = (e: PlanEvent) => `${e.id}|${e.occurrence_start ?? ''}`

/**
 * The time grid: one column per day from `firstHour` to midnight. The gutter's hour rows give the
 * grid its height (set in the stylesheet, so it scales like every other size) and the day columns
 * stretch to it, their hour lines drawn by their background; blocks are placed in
 * percent of the column, so the same layout holds at any width and on both targets.
 */
export function TimeGrid({ days, events, firstHour, now, colorOf, onOpen }: Props) {
  const { t } = useTranslation()
  const hours = 24 - firstHour
  const span = hours * 60
  const pct = (minutes: number) => `${((minutes - firstHour * 60) / span) * 100}%`
  const timed = events.filter((e) => !e.all_day)
  return (
    <View className='time-grid'>
      <View className='time-grid__gutter'>
        {Array.from({ length: hours }, (_, i) => (
          <View key={i} className='time-grid__row'>
            <Text className='time-grid__hour time-grid__hour--full'>{clockOf((firstHour + i) * 60)}</Text>
            {/* The narrowest phones: the hour alone (plan-columns.scss). */}
            <Text className='time-grid__hour time-grid__hour--short'>{firstHour + i}</Text>
          </View>
        ))}
      </View>
      {days.map((day) => {
        const midnight = startOfDay(day).getTime()
        const mine = timed.filter((e) => Date.parse(e.start_at) < midnight + 86_400_000 && Date.parse(e.end_at) > midnight)
        const placed = layoutDay(day, mine.map((e) => ({ id: occurrenceKey(e), start: e.start_at, end: e.end_at })))
        const isToday = sameDay(day, now)
        return (
          // The hour lines are the column's background (time-grid.scss), not one element per hour:
          // 18 rows x 7 days were 126 of the schedule's ~290 components to create, style and lay out.
          <View key={dayKey(day)} className={`time-grid__day${isToday ? ' time-grid__day--today' : ''}`} data-testid={`grid-${dayKey(day)}`}>
            {isToday && minutesOfDay(now) >= firstHour * 60 && (
              <View className='time-grid__now' role='img' style={{ top: pct(minutesOfDay(now)) }} aria-label={t('plan.nowAt', { time: hhmm(now) })} />
            )}
            {mine.map((e) => {
              const p = placed.get(occurrenceKey(e))
              if (!p || p.bottom <= firstHour * 60) return null
              const top = Math.max(p.top, firstHour * 60)
              const bottom = Math.min(p.bottom, MINUTES_PER_DAY)
              return (
                <EventBlock
                  key={occurrenceKey(e)}
                  event={e}
                  color={colorOf(e)}
                  conflict={p.conflict}
                  compact={days.length > 1}
                  style={{ top: pct(top), height: `${((bottom - top) / span) * 100}%`, left: `${(p.col / p.cols) * 100}%`, width: `${100 / p.cols}%` }}
                  onOpen={onOpen}
                />
              )
            })}
          </View>
        )
      })}
    </View>
  )
}
