import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Retest, RetestOutcome, RetestResultKind, SimilarQuestion } from '@contract/today-tasks'
import { useCourseLookup } from '@/features/study-plan/model/colors'
import { getSimilarQuestion } from '../api/get-similar-question'
import { RetestChecked } from './RetestChecked'
import { RetestSelfGrade } from './RetestSelfGrade'
import './retest-card.scss'

interface Props {
  retest: Retest
  busy: boolean
  /** Self-graded (a re-test the checker cannot judge). */
  onResult(result: RetestResultKind): void
  /** Graded by the server from a checked answer, and read. */
  onChecked(outcome: RetestOutcome): void
}

/**
 * "Solve a similar one": a mistake back for its re-test. The tutor's similar exercise with a typed
 * answer the server checks; self-graded against the solution only where the checker cannot judge.
 */
export function RetestCard({ retest, busy, onResult, onChecked }: Props) {
  const { t } = useTranslation()
  const lookup = useCourseLookup()
  const [similar, setSimilar] = useState<SimilarQuestion | null>(null)
  const [loading, setLoading] = useState(false)
  const fetchSimilar = async () => {
    setLoading(true)
    try {
      setSimilar(await getSimilarQuestion(retest.mistake_id))
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false)
    }
  }
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
      <Text className='retest-card__question'>{retest.question}</Text>
      {similar ? (
        <>
          <Text className='retest-card__label'>{t('today.retest.tryThis')}</Text>
          {similar.checkable ? (
            <RetestChecked mistakeId={retest.mistake_id} exercise={similar} onDone={onChecked} />
          ) : (
            <RetestSelfGrade exercise={similar} busy={busy} onResult={onResult} />
          )}
        </>
      ) : (
        <View className='retest-card__start' role='button' tabIndex={0} data-testid='retest-start' onClick={() => !loading && void fetchSimilar()}>
          <Text>{loading ? t('today.retest.loading') : t('today.retest.start')}</Text>
        </View>
      )}
    </View>
  )
}
