import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RetestResultKind, SimilarQuestion } from '@contract/today-tasks'
import { Button } from '@/components/button/Button'
import { Markdown } from './Markdown'

interface Props {
  exercise: SimilarQuestion
  busy: boolean
  onResult(result: RetestResultKind): void
}

/**
 * A re-test the tutor's checker cannot judge (free text, a proof, a photo): it says so, shows the
 * solution to compare with when asked, and the student grades it themselves.
 */
export function RetestSelfGrade({ exercise, busy, onResult }: Props) {
  const { t } = useTranslation('retest')
  const [shown, setShown] = useState(false)
  return (
    <View className='retest-self'>
      <Text className='retest-card__question retest-card__question--new' data-testid='retest-similar'>
        {exercise.question}
      </Text>
      <View className='retest-checked__verdict retest-checked__verdict--unread' data-testid='retest-unchecked'>
        <Text>{t('unchecked')}</Text>
      </View>
      {shown ? (
        <>
          <View className='retest-checked__solution' data-testid='retest-solution'>
            <Text className='retest-card__label'>{t('solutionTitle')}</Text>
            {exercise.solution ? <Markdown text={exercise.solution} /> : <Text>{t('noSolution')}</Text>}
          </View>
          <View className='retest-card__answers'>
            {(['solved', 'helped', 'wrong'] as const).map((r) => (
              <View key={r} className={`retest-card__answer retest-card__answer--${r}`} role='button' tabIndex={0} data-testid={`retest-${r}`} onClick={() => !busy && onResult(r)}>
                <Text>{t(`${r}`)}</Text>
              </View>
            ))}
          </View>
          <Text className='retest-card__honest'>{t('honest')}</Text>
        </>
      ) : (
        <Button testId='retest-show' tone='ghost' onPress={() => setShown(true)}>
          {t('showSolution')}
        </Button>
      )}
    </View>
  )
}
