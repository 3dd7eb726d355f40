import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { EXAM_FEELINGS, MAX_REVIEW_TOPICS, MAX_TOPIC_LENGTH, type ExamFeeling } from '@contract/exam-review-rules'
import type { Exam, ExamReviewAnswer } from '@contract/exam-tactics'
import { Button } from '@/components/button/Button'
import { TextInput } from '@/components/text-input/TextInput'
import { formatWhen } from '@/features/study-plan'
import { sendReview } from '../api/exam-reviews'
import { withTopic } from '../model/topics'
import './exam-review-card.scss'

interface Props {
  exam: Exam
  /** The review was kept: the page drops the card and says what came back. */
  onSent(exam: Exam, answer: ExamReviewAnswer): void
}

/** "How did <exam> go?": a three-step scale, the topics that were hard as chips, and Send. */
export function ExamReviewCard({ exam, onSent }: Props) {
  const { t } = useTranslation()
  const [went, setWent] = useState<ExamFeeling | null>(null)
  const [topics, setTopics] = useState<string[]>([])
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const full = topics.length >= MAX_REVIEW_TOPICS

  const add = () => {
    setTopics(withTopic(topics, draft))
    setDraft('')
  }
  const send = async () => {
    if (!went) return
    setBusy(true)
    // A topic typed but not added yet is meant to be sent too.
    const answer = await sendReview({ event_id: exam.event_id, occurrence_start: exam.occurrence_start ?? undefined, went, topics: withTopic(topics, draft) }).catch(() => null)
    setBusy(false)
    if (answer) onSent(exam, answer)
  }

  return (
    <View className='exam-review' data-testid='exam-review'>
      <Text className='exam-review__title'>{t('tactics.review.title', { title: exam.title })}</Text>
      <Text className='exam-review__when'>{formatWhen(t, exam)}</Text>
      <View className='exam-review__scale' role='radiogroup' aria-label={t('tactics.review.scale')}>
        {EXAM_FEELINGS.map((f) => (
          <View
            key={f}
            className={`exam-review__option${went === f ? ' exam-review__option--on' : ''}`}
            role='radio'
            tabIndex={0}
            aria-checked={went === f}
            data-testid={`review-${f}`}
            onClick={() => setWent(f)}
          >
            <Text>{t(`tactics.review.${f}`)}</Text>
          </View>
        ))}
      </View>
      <Text className='exam-review__label'>{t('tactics.review.topics', { n: MAX_REVIEW_TOPICS })}</Text>
      {topics.length > 0 && (
        <View className='exam-review__chips'>
          {topics.map((topic) => (
            <View key={topic} className='exam-review__chip' data-testid='review-topic'>
              <Text className='exam-review__chip-text'>{topic}</Text>
              <View
                className='exam-review__chip-remove'
                role='button'
                tabIndex={0}
                aria-label={t('tactics.review.remove', { topic })}
                data-testid='review-topic-remove'
                onClick={() => setTopics(topics.filter((x) => x !== topic))}
              >
                <Text aria-hidden='true'>×</Text>
              </View>
            </View>
          ))}
        </View>
      )}
      {!full && (
        <View className='exam-review__add'>
          <TextInput
            label={t('tactics.review.placeholder')}
            className='exam-review__input'
            data-testid='review-topic-input'
            value={draft}
            maxlength={MAX_TOPIC_LENGTH}
            placeholder={t('tactics.review.placeholder')}
            confirmType='done'
            onInput={(e) => setDraft(e.detail.value)}
            onConfirm={add}
          />
          <View className='exam-review__add-button' role='button' tabIndex={0} aria-disabled={!draft.trim()} data-testid='review-topic-add' onClick={add}>
            <Text>{t('tactics.review.add')}</Text>
          </View>
        </View>
      )}
      <Button testId='review-send' className='exam-review__send' disabled={!went} why={t('tactics.review.chooseFirst')} busy={busy} onPress={() => void send()}>
        {t('tactics.review.send')}
      </Button>
    </View>
  )
}
