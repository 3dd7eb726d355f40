import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlanEvent } from '@contract/study-plan'
import { useCourseLookup } from '../model/colors'
import { formatWhen } from '../model/when'
import { describeRepeat } from '../model/repeat'
import { Button } from '@/components/button/Button'
import './event-view.scss'

interface Props {
  event: PlanEvent
  busy: boolean
  calendarLabel: string | null
  onToggleDone(): void
  onEdit(): void
  onDelete(): void
  onCalendar(): void
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='event-view__line'>
      <Text className='event-view__label'>{label}</Text>
      <Text className='event-view__value'>{children}</Text>
    </View>
  )
}

/** One event as the student reads it, with what can be done to it. */
export function EventView({ event, busy, calendarLabel, onToggleDone, onEdit, onDelete, onCalendar }: Props) {
  const { t } = useTranslation()
  const lookup = useCourseLookup()
  const done = event.status === 'done'
  const reminder =
    event.reminder_min === null
      ? null
      : event.reminder_min === 0
        ? t('plan.reminder.atStart')
        : event.reminder_min === 1440
          ? t('plan.reminder.day')
          : event.reminder_min === 60
            ? t('plan.reminder.hour')
            : t('plan.reminder.minutes', { n: event.reminder_min })
  return (
    <View className='event-view' data-testid='event-view'>
      <View className='event-view__card' style={{ borderTopColor: lookup.color(event.course_id, event.kind) }}>
        <Text className={`event-view__title${done ? ' event-view__title--done' : ''}`}>{event.title}</Text>
        <Text className='event-view__when'>{formatWhen(t, event)}</Text>
        <View className='event-view__chips'>
          <Text className='event-view__chip'>{t(`plan.kind.${event.kind}`)}</Text>
          <Text className={`event-view__chip event-view__chip--${event.status}`}>{t(`plan.status.${event.status}`)}</Text>
          {event.source !== 'manual' && <Text className='event-view__chip event-view__chip--source'>{t(`plan.source.${event.source}`)}</Text>}
        </View>
      </View>
      <View className='event-view__details'>
        {event.rrule && <Line label={t('plan.form.repeat')}>{`${describeRepeat(t, event.rrule)}${event.edited ? ` · ${t('plan.editedOne')}` : ''}`}</Line>}
        {event.course_id !== null && <Line label={t('plan.form.course')}>{lookup.name(event.course_id)}</Line>}
        {reminder && <Line label={t('plan.form.reminder')}>{reminder}</Line>}
        {event.location && <Line label={t('plan.form.location')}>{event.location}</Line>}
        {event.note && <Line label={t('plan.form.note')}>{event.note}</Line>}
      </View>
      <View className='event-view__actions'>
        <Button busy={busy} testId='event-toggle-done' onPress={onToggleDone}>
          {done ? t('plan.markTodo') : t('plan.markDone')}
        </Button>
        <View className='event-view__buttons'>
          <Button tone='plain' size='inline' className='event-view__button' testId='event-edit' onPress={onEdit}>
            {t('plan.edit')}
          </Button>
          <Button tone='plain' size='inline' className='event-view__button btn--warning-text' testId='event-delete' onPress={onDelete}>
            {t('plan.delete')}
          </Button>
          {calendarLabel && (
            <Button tone='plain' size='inline' className='event-view__button' testId='event-calendar' onPress={onCalendar}>
              {calendarLabel}
            </Button>
          )}
        </View>
      </View>
    </View>
  )
}
