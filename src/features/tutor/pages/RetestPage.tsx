import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { RetestResultKind, SimilarQuestion } from '@contract/today-tasks'
import { Button } from '@/components/button/Button'
import { back, go } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { ROUTES } from '@/routes'
import { getSimilarQuestion, reportRetest, useRetestSignal } from '@/features/today-tasks'
import { RetestChecked } from '../components/RetestChecked'
import { RetestHelpSteps } from '../components/RetestHelpSteps'
import { RetestSelfGrade } from '../components/RetestSelfGrade'
import { addRetestStrings } from '../retest-strings'
import '../components/retest.scss'
import './retest-page.scss'

/**
 * One re-test, answered with the tutor (this page lives in the tutor's subpackage, with its maths
 * renderer): the similar exercise, a typed answer the server checks, the help ladder whose steps
 * make a right answer "with help", and a way into a conversation about it. Questions the checker
 * cannot judge are self-graded against the solution.
 */
export default function RetestPage() {
  // Before the first t() below, so its strings never show as keys.
  addRetestStrings()
  const { t } = useTranslation('retest')
  const mistakeId = useRouter().params.mistake_id ?? ''
  const [exercise, setExercise] = useState<SimilarQuestion | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    // Opened without a re-test (a bare link): nothing to ask the server for; the way out is back.
    if (!mistakeId) {
      setFailed(true)
      return
    }
    getSimilarQuestion(mistakeId).then(setExercise, () => setFailed(true))
  }, [mistakeId])

  const finished = () => {
    useRetestSignal.getState().bump()
    back()
  }
  const selfGrade = async (result: RetestResultKind) => {
    setBusy(true)
    try {
      const res = await reportRetest({ mistake_id: mistakeId, result })
      toast(t(res.mastered ? 'mastered' : `after.${result}`))
      finished()
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }
  const discuss = () => exercise && go(ROUTES.chat.path, { ask: exercise.question })

  // Gone, no longer due, or no network: the request layer has said why; the way out is back.
  if (failed)
    return (
      <View className='retest-page'>
        <Button testId='retest-back' tone='ghost' onPress={back}>
          {t('common.back', { ns: 'common' })}
        </Button>
      </View>
    )
  if (!exercise) return <Text className='retest-page__empty'>{t('loading')}</Text>
  return (
    <View className='retest-page' data-testid='retest-page'>
      <Text className='retest-card__label'>{t('tryThis')}</Text>
      {exercise.checkable ? (
        <RetestChecked mistakeId={mistakeId} exercise={exercise} onDone={finished}>
          <RetestHelpSteps mistakeId={mistakeId} taken={exercise.help} />
        </RetestChecked>
      ) : (
        <RetestSelfGrade exercise={exercise} busy={busy} onResult={(r) => void selfGrade(r)} />
      )}
      <Button testId='retest-discuss' tone='ghost' onPress={discuss}>
        {t('discuss')}
      </Button>
    </View>
  )
}
