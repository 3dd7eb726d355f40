import type { TFunction } from 'i18next'
import type { Exam } from '@contract/exam-tactics'

export interface Countdown {
  /** The big figure: days, or hours and minutes on the day. */
  value: string
  label: string
  urgent: boolean
}

/** Days left by the student's calendar; on the day itself, the time until it starts. */
export function countdownOf(t: TFunction, exam: Exam, now: Date): Countdown {
  const ms = Date.parse(exam.start_at) - now.getTime()
  if (ms <= 0) return { value: t('tactics.now'), label: t('tactics.underway'), urgent: true }
  if (exam.days_left === 0) {
    const minutes = Math.ceil(ms / 60_000)
    const value = minutes >= 60 ? t('tactics.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 }) : t('tactics.minutesOnly', { m: minutes })
    return { value, label: t('tactics.startsIn'), urgent: true }
  }
  if (exam.days_left === 1) return { value: t('tactics.tomorrow'), label: t('tactics.examDay'), urgent: true }
  return { value: String(exam.days_left), label: t('tactics.daysLeft'), urgent: exam.days_left <= 3 }
}

export const examKey = (e: { event_id: string; occurrence_start: string | null }) => `${e.event_id}|${e.occurrence_start ?? ''}`
