import { Fragment } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlanEvent } from '@contract/study-plan'
import { hhmm } from '@/lib/dates'
import './event-block.scss'

interface Props {
  event: PlanEvent
  color: string
  conflict: boolean
  /** Week view: narrow columns, the time only when there is room. */
  compact: boolean
  style: Record<string, string>
  onOpen(e: PlanEvent): void
}

export function tint(hex: string, alpha: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return hex
  const n = parseInt(m[1], 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`
}

export function EventBlock({ event, color, conflict, compact, style, onOpen }: Props) {
  const { t } = useTranslation()
  const done = event.status === 'done'
  const label = [event.title, `${hhmm(event.start_at)}–${hhmm(event.end_at)}`, done ? t('plan.status.done') : '', conflict ? t('plan.conflict') : '', event.unread ? t('plan.unreadMark') : '']
    .filter(Boolean)
    .join(', ')
  return (
    <View
      className={`event-block${done ? ' event-block--done' : ''}${conflict ? ' event-block--conflict' : ''}${compact ? ' event-block--compact' : ''}`}
      style={{ ...style, borderLeftColor: color, background: tint(color, 0.16) }}
      role='button' tabIndex={0}
      aria-label={label}
      data-testid='event-block'
      onClick={() => onOpen(event)}
    >
      {event.unread && <View className='event-block__unread' />}
      {/* Word by word: a word too long for the column ends in "…", never breaks in the middle. */}
      <View className='event-block__title' aria-hidden='true'>
        {conflict && !compact ? '⚠ ' : ''}
        {event.title.split(/\s+/).map((word, i) => (
          <Fragment key={i}>
            {i > 0 ? ' ' : ''}
            <Text className='event-block__word'>{word}</Text>
          </Fragment>
        ))}
      </View>
      <Text className='event-block__time' aria-hidden='true'>
        {hhmm(event.start_at)}
      </Text>
    </View>
  )
}
