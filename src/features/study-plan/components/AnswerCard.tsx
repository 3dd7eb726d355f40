import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlanEvent } from '@contract/study-plan'
import { formatWhen } from '../model/when'
import './answer-card.scss'
import { Icon } from '@/components/icon/Icon'

interface Props {
  reply: string
  events: PlanEvent[]
  onOpen(e: PlanEvent): void
  onClose(): void
}

/** The assistant's answer to a question about the plan (no change), with the events it found. */
export function AnswerCard({ reply, events, onOpen, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <View className='answer-card' data-testid='answer-card'>
      <View className='answer-card__head'>
        {/* The events are listed below, so a reply that lists them too shows only its first line. */}
        <Text className='answer-card__reply'>{events.length > 0 ? reply.split('\n')[0] : reply}</Text>
        <View className='answer-card__close' role='button' tabIndex={0} aria-label={t('plan.close')} onClick={onClose}>
          <Icon name='close' size={16} />
        </View>
      </View>
      {events.map((e) => (
        <View key={`${e.id}|${e.occurrence_start ?? ''}`} className='answer-card__event' role='button' tabIndex={0} onClick={() => onOpen(e)}>
          <Text className='answer-card__title'>{e.title}</Text>
          <Text className='answer-card__when'>{formatWhen(t, e)}</Text>
        </View>
      ))}
    </View>
  )
}
