import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Exam } from '@contract/exam-tactics'
import { useCourseLookup, formatWhen } from '@/features/study-plan'
import { countdownOf } from '../model/countdown'
import './exam-card.scss'

interface Props {
  exam: Exam
  now: Date
  open: boolean
  onToggle(): void
  children?: ReactNode
}

/** An upcoming exam with its countdown; opens to show its tactics. */
export function ExamCard({ exam, now, open, onToggle, children }: Props) {
  const { t } = useTranslation()
  const lookup = useCourseLookup()
  const c = countdownOf(t, exam, now)
  return (
    <View className='exam-card' data-testid='exam-card'>
      <View className='exam-card__head' role='button' tabIndex={0} aria-expanded={open} onClick={onToggle}>
        <View className='exam-card__bar' style={{ background: lookup.color(exam.course_id, 'exam') }} />
        <View className='exam-card__info'>
          <Text className='exam-card__title'>{exam.title}</Text>
          <Text className='exam-card__when'>{formatWhen(t, exam)}</Text>
          {exam.course_id !== null && <Text className='exam-card__course'>{lookup.name(exam.course_id)}</Text>}
        </View>
        <View className={`exam-card__count${c.urgent ? ' exam-card__count--urgent' : ''}`} data-testid='exam-countdown'>
          <Text className='exam-card__count-value'>{c.value}</Text>
          <Text className='exam-card__count-label'>{c.label}</Text>
        </View>
      </View>
      {open && <View className='exam-card__body'>{children}</View>}
    </View>
  )
}
