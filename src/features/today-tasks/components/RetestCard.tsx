import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Retest } from '@contract/today-tasks'
import { useCourseLookup } from '@/features/study-plan'
import './retest-card.scss'

interface Props {
  retest: Retest
  /** Opens the re-test in the tutor (its own page in the tutor's subpackage). */
  onOpen(): void
}

/**
 * "Solve a similar one": a mistake back for its re-test, as plain text. The exercise, its checked
 * answer and the help ladder live with the tutor (RetestPage), so its maths renderer stays out of
 * the main package and the first H5 route.
 */
export function RetestCard({ retest, onOpen }: Props) {
  const { t } = useTranslation()
  const lookup = useCourseLookup()
  return (
    <View className='retest-card' data-testid='retest-card'>
      <View className='retest-card__head'>
        <Text className='retest-card__course'>{lookup.name(retest.course_id) || t('today.retest.mistake')}</Text>
        <Text className={`retest-card__stage${retest.overdue ? ' retest-card__stage--late' : ''}`}>
          {t('today.retest.stage', { n: retest.stage + 1 })}
          {retest.overdue ? ` · ${t('today.retest.overdue')}` : ''}
        </Text>
      </View>
      <Text className='retest-card__label'>{t('today.retest.original')}</Text>
      <Text className='retest-card__question' data-testid='retest-original'>{retest.question}</Text>
      <View className='retest-card__start' role='button' tabIndex={0} data-testid='retest-start' onClick={onOpen}>
        <Text>{t('today.retest.start')}</Text>
      </View>
    </View>
  )
}
