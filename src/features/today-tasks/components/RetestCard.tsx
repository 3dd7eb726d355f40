import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Retest, RetestResultKind } from '@contract/today-tasks'
import { useCourseLookup } from '@/features/study-plan'
import { getSimilarQuestion } from '../api/get-similar-question'
import './retest-card.scss'

interface Props {
  retest: Retest
  busy: boolean
  onResult(result: RetestResultKind): void
}

/** "Solve a similar one": a mistake back for its re-test, answered honestly by the student. */
export function RetestCard({ retest, busy, onResult }: Props) {
  const { t } = useTranslation()
  const lookup = useCourseLookup()
  const [similar, setSimilar] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const fetchSimilar = async () => {
    setLoading(true)
    try {
      setSimilar((await getSimilarQuestion(retest.mistake_id)).question)
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
          <Text className='retest-card__question retest-card__question--new' data-testid='retest-similar'>
            {similar}
          </Text>
          <View className='retest-card__answers'>
            {(['solved', 'helped', 'wrong'] as const).map((r) => (
              <View key={r} className={`retest-card__answer retest-card__answer--${r}`} role='button' tabIndex={0} data-testid={`retest-${r}`} onClick={() => !busy && onResult(r)}>
                <Text>{t(`today.retest.${r}`)}</Text>
              </View>
            ))}
          </View>
          <Text className='retest-card__honest'>{t('today.retest.honest')}</Text>
        </>
      ) : (
        <View className='retest-card__start' role='button' tabIndex={0} data-testid='retest-start' onClick={() => !loading && void fetchSimilar()}>
          <Text>{loading ? t('today.retest.loading') : t('today.retest.start')}</Text>
        </View>
      )}
    </View>
  )
}
