import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Digest } from '@contract/parent-digest'
import { trend } from '../model/digest-view'
import { FocusChart } from './FocusChart'

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <View className='pd-card' data-testid={testId}>
      <Text className='pd-card__title'>{title}</Text>
      {children}
    </View>
  )
}

/** A figure of this week with last week's beside it, and an arrow saying which way it went. */
function Versus({ now, before, label, lastLabel }: { now: number; before: number; label: string; lastLabel: string }) {
  const way = trend(now, before)
  return (
    <View className='pd-versus'>
      <Text className='pd-versus__now'>{label}</Text>
      <Text className={`pd-versus__last pd-versus__last--${way}`}>
        {`${way === 'up' ? '▲ ' : way === 'down' ? '▼ ' : ''}${lastLabel}`}
      </Text>
    </View>
  )
}

/** Each section the student chose, this week against last; sections not chosen are absent from the data too. */
export function DigestSections({ digest }: { digest: Digest }) {
  const { t } = useTranslation('parent')
  const now = digest.this_week
  const last = digest.last_week
  return (
    <View className='pd-sections'>
      {now.plan && last.plan && (
        <Card title={t('section.plan')} testId='pd-plan'>
          <Versus
            now={now.plan.done}
            before={last.plan.done}
            label={t('digest.planSummary', { done: now.plan.done, planned: now.plan.planned })}
            lastLabel={t('digest.lastWeek', { value: `${last.plan.done}/${last.plan.planned}` })}
          />
          {now.plan.courses.map((c) => (
            <View key={String(c.course_id)} className='pd-course'>
              <Text className='pd-course__name'>{c.course || t('digest.otherCourse')}</Text>
              <View className='pd-course__track'>
                <View className='pd-course__fill' style={{ width: `${c.planned ? Math.round((c.done / c.planned) * 100) : 0}%` }} />
              </View>
              <Text className='pd-course__count'>{`${c.done}/${c.planned}`}</Text>
            </View>
          ))}
        </Card>
      )}
      {now.focus && last.focus && (
        <Card title={t('section.focus')} testId='pd-focus'>
          <Versus
            now={now.focus.total}
            before={last.focus.total}
            label={t('digest.focusTotal', { count: now.focus.total })}
            lastLabel={t('digest.lastWeek', { value: t('digest.focusTotal', { count: last.focus.total }) })}
          />
          <FocusChart focus={now.focus} />
          {digest.streak && <Text className='pd-note'>{t('digest.streak', { days: digest.streak.days, best: digest.streak.best })}</Text>}
        </Card>
      )}
      {now.questions && last.questions && (
        <Card title={t('section.questions')} testId='pd-questions'>
          <Versus
            now={now.questions.asked}
            before={last.questions.asked}
            label={t('digest.questionsSummary', { asked: now.questions.asked, solo: now.questions.without_solution })}
            lastLabel={t('digest.lastWeek', { value: last.questions.asked })}
          />
        </Card>
      )}
      {now.mistakes && last.mistakes && (
        <Card title={t('section.mistakes')} testId='pd-mistakes'>
          <Versus
            now={now.mistakes.now_right}
            before={last.mistakes.now_right}
            label={t('digest.mistakesSummary', { retested: now.mistakes.retested, right: now.mistakes.now_right })}
            lastLabel={t('digest.lastWeek', { value: `${last.mistakes.now_right}/${last.mistakes.retested}` })}
          />
        </Card>
      )}
      {digest.exams && (
        <Card title={t('section.exams')} testId='pd-exams'>
          {digest.exams.length === 0 && <Text className='pd-note'>{t('digest.examsNone')}</Text>}
          {digest.exams.map((e) => (
            <View key={`${e.title}-${e.date}`} className='pd-exam'>
              <View className='pd-exam__head'>
                <Text className='pd-exam__title'>{e.course ? `${e.title} · ${e.course}` : e.title}</Text>
                <Text className='pd-exam__when'>{e.days_left === 0 ? t('digest.examToday') : t('digest.examIn', { count: e.days_left })}</Text>
              </View>
              <Text className='pd-note'>{t('digest.revision', { done: e.revision_done, planned: e.revision_planned })}</Text>
            </View>
          ))}
        </Card>
      )}
    </View>
  )
}
