import type { TFunction } from 'i18next'
import { addDays, hhmm, minutesOfDay, sameDay } from '@/lib/dates'
import { formatDay } from '@/lib/format-date'

/** "Thu 12 Mar, 15:00–17:00", "Thu 12 Mar, all day". */
export function formatWhen(t: TFunction, e: { start_at: string; end_at: string; all_day: boolean }): string {
  const start = new Date(e.start_at)
  const end = new Date(e.end_at)
  const day = (d: Date) => formatDay(t, d, { weekday: true })
  if (e.all_day) {
    const last = addDays(end, -1)
    return sameDay(start, last) ? t('plan.whenAllDay', { day: day(start) }) : t('plan.whenDays', { from: day(start), to: day(last) })
  }
  if (sameDay(start, end) || minutesOfDay(end) === 0) return t('plan.whenTime', { day: day(start), from: hhmm(start), to: hhmm(end) })
  return t('plan.whenSpan', { from: `${day(start)} ${hhmm(start)}`, to: `${day(end)} ${hhmm(end)}` })
}
