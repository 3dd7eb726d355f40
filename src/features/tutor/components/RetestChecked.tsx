import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { RETEST_ANSWER_MAX } from '@contract/retest-limits'
import type { RetestVerdict, SimilarQuestion } from '@contract/today-tasks'
import { Button } from '@/components/button/Button'
import { TextInput } from '@/components/text-input/TextInput'
import { answerRetest } from '@/features/today-tasks'
import { Markdown } from './Markdown'

interface Props {
  mistakeId: string
  exercise: SimilarQuestion
  /** The re-test is graded and the student has read the verdict. */
  onDone(): void
  /** Shown with the answer field until the re-test is graded (the help ladder). */
  children?: ReactNode
}

/**
 * A checked re-test: the student types an answer, the server judges it with the tutor's checker
 * and grades the re-test; a wrong try shows how many are left, an unreadable answer says how to
 * write it, and once graded the answer and the worked solution stay until "Done".
 */
export function RetestChecked({ mistakeId, exercise, onDone, children }: Props) {
  const { t } = useTranslation('retest')
  const [answer, setAnswer] = useState('')
  const [busy, setBusy] = useState(false)
  const [verdict, setVerdict] = useState<RetestVerdict | null>(null)
  const send = async (body: { answer?: string; give_up?: boolean }) => {
    setBusy(true)
    try {
      setVerdict(await answerRetest({ mistake_id: mistakeId, ...body }))
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }
  const outcome = verdict?.outcome ?? null
  const tone = !verdict ? '' : verdict.verdict === 'right' ? 'right' : verdict.verdict === 'unread' ? 'unread' : 'wrong'
  const message = !verdict
    ? ''
    : verdict.verdict === 'right'
      ? t(outcome && !outcome.advanced ? 'rightHelped' : 'right')
      : verdict.verdict === 'unread'
        ? t('unread')
        : verdict.verdict === 'revealed'
          ? t('revealed')
          : outcome
            ? t('wrongLast')
            : t('wrongTry', { n: verdict.attempts_left })
  return (
    <View className='retest-checked'>
      {exercise.markdown ? (
        <View className='retest-card__question retest-card__question--new' data-testid='retest-similar'>
          <Markdown text={exercise.markdown} />
        </View>
      ) : (
        <Text className='retest-card__question retest-card__question--new' data-testid='retest-similar'>
          {exercise.question}
        </Text>
      )}
      {verdict && (
        <View className={`retest-checked__verdict retest-checked__verdict--${tone}`} role='status' data-testid='retest-verdict' data-verdict={verdict.verdict}>
          <Text>{message}</Text>
        </View>
      )}
      {outcome ? (
        <>
          {verdict?.answer && <Text className='retest-checked__answer' data-testid='retest-answer-shown'>{t('answerIs', { answer: verdict.answer })}</Text>}
          {verdict?.solution && (
            <View className='retest-checked__solution' data-testid='retest-solution'>
              <Text className='retest-card__label'>{t('solutionTitle')}</Text>
              <Markdown text={verdict.solution} />
            </View>
          )}
          <Text className='retest-checked__next' data-testid='retest-next'>
            {outcome.mastered ? t('mastered') : outcome.interval_days === 1 ? t('nextTomorrow') : t('nextIn', { n: outcome.interval_days })}
          </Text>
          <Button testId='retest-done' onPress={onDone}>
            {t('done')}
          </Button>
        </>
      ) : (
        <>
          <Text className='retest-card__label'>{t('checkedNote')}</Text>
          <TextInput
            label={t('answerLabel')}
            className='retest-checked__input'
            data-testid='retest-input'
            type='text'
            value={answer}
            maxlength={RETEST_ANSWER_MAX}
            placeholder={t('answerPlaceholder')}
            onInput={(e) => setAnswer(e.detail.value)}
            onConfirm={() => answer.trim() && !busy && void send({ answer })}
          />
          <Button testId='retest-check' busy={busy} disabled={!answer.trim()} why={t('emptyWhy')} onPress={() => void send({ answer })}>
            {t('check')}
          </Button>
          {children}
          <Button testId='retest-give-up' tone='plain' disabled={busy} onPress={() => void send({ give_up: true })}>
            {t('showSolution')}
          </Button>
        </>
      )}
    </View>
  )
}
