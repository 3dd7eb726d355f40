import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ExamReviewAnswer } from '@contract/exam-tactics'
import { Button } from '@/components/button/Button'
import { go } from '@/lib/navigation'
import { ROUTES } from '@/routes'
import './exam-review-card.scss'

/** After a review: how many of the course's mistakes are back in today's re-tests, and a way there. */
export function ReviewSent({ answer }: { answer: ExamReviewAnswer }) {
  const { t } = useTranslation()
  const n = answer.retests_back
  const line =
    n === 1 ? t('tactics.review.sentOne') : n > 1 ? t('tactics.review.sentMany', { n }) : answer.retests_due > 0 ? t('tactics.review.sentDue', { n: answer.retests_due }) : t('tactics.review.sentNone')
  return (
    <View className='exam-review-sent' role='status' data-testid='review-sent'>
      <Text>{`${line} ${t('tactics.review.sentNext')}`}</Text>
      {answer.retests_due > 0 && (
        <Button tone='ghost' size='inline' testId='review-open-today' onPress={() => go(ROUTES.todayTasks.path)}>
          {t('tactics.review.openToday')}
        </Button>
      )}
    </View>
  )
}
