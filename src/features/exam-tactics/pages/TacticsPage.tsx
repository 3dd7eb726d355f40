import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Exam, ExamReviewAnswer, Tactics } from '@contract/exam-tactics'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { EmptyState } from '@/components/empty/EmptyState'
import { undoOrRedo, PreviewSheet, refreshUnread, useProposal, usePlanStore } from '@/features/study-plan'
import { getReviewsDue } from '../api/exam-reviews'
import { getExamBlocks } from '../api/get-exam-blocks'
import { getExams } from '../api/get-exams'
import { getTactics } from '../api/get-tactics'
import { ExamCard } from '../components/ExamCard'
import { ExamReviewCard } from '../components/ExamReviewCard'
import { ReviewSent } from '../components/ReviewSent'
import { TacticsView } from '../components/TacticsView'
import { examKey } from '../model/countdown'
import './tactics-page.scss'

export default function TacticsPage() {
  const { t } = useTranslation()
  const version = usePlanStore((s) => s.version)
  const changed = usePlanStore((s) => s.changed)
  const lastStep = usePlanStore((s) => s.undo?.undo ?? null)
  const proposal = useProposal()
  const [exams, setExams] = useState<Exam[] | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const [tactics, setTactics] = useState<Record<string, Tactics>>({})
  const [scheduled, setScheduled] = useState<string | null>(null)
  const [now, setNow] = useState(() => new Date())
  const [reviews, setReviews] = useState<Exam[]>([])
  const [sent, setSent] = useState<ExamReviewAnswer | null>(null)

  useEffect(() => {
    getExams().then((r) => setExams(r.exams), () => setExams([]))
    getReviewsDue().then((r) => setReviews(r.exams), () => setReviews([]))
  }, [version])
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000)
    return () => clearInterval(timer)
  }, [])

  const toggle = (exam: Exam) => {
    const key = examKey(exam)
    setOpen(open === key ? null : key)
    if (open !== key && !tactics[key]) {
      getTactics({ event_id: exam.event_id, occurrence_start: exam.occurrence_start ?? undefined }).then(
        (res) => setTactics((all) => ({ ...all, [key]: res })),
        () => undefined,
      )
    }
  }
  const schedule = async (exam: Exam) => {
    const res = await getExamBlocks({ event_id: exam.event_id, occurrence_start: exam.occurrence_start ?? undefined }).catch(() => null)
    if (!res) return
    if (!res.proposal) return toast(res.reply)
    proposal.show({ reply: res.reply, proposal: res.proposal })
    setScheduled(examKey(exam))
  }
  const undoBlocks = async () => {
    const res = await undoOrRedo('undo').catch(() => null)
    if (!res) return
    changed(res.status)
    setScheduled(null)
    void refreshUnread()
    toast(t('plan.undone', { title: res.step.title }))
  }

  const reviewed = (exam: Exam, answer: ExamReviewAnswer) => {
    setReviews((all) => all.filter((e) => examKey(e) !== examKey(exam)))
    setSent(answer)
    // The next exam's tactics now start with what was hard: made again when opened.
    setTactics({})
    setOpen(null)
  }
  // Exams just sat wait for a review above the ones ahead.
  const reviewCards = (
    <>
      {sent && <ReviewSent answer={sent} />}
      {reviews.map((exam) => (
        <ExamReviewCard key={examKey(exam)} exam={exam} onSent={reviewed} />
      ))}
    </>
  )

  if (!exams) return <View className='tactics-page' />
  if (exams.length === 0) {
    return (
      <View className='tactics-page'>
        {reviewCards}
        <EmptyState message={t('tactics.none')} />
        <View className='tactics-page__link' role='button' tabIndex={0} onClick={() => go(ROUTES.schedule.path)}>
          <Text>{t('tactics.addExam')}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className='tactics-page'>
      {reviewCards}
      <Text className='tactics-page__intro'>{t('tactics.intro')}</Text>
      {exams.map((exam) => {
        const key = examKey(exam)
        const mine = tactics[key]
        const justAdded = scheduled === key && !proposal.pending && lastStep?.kind === 'exam_blocks'
        return (
          <ExamCard key={key} exam={exam} now={now} open={open === key} onToggle={() => toggle(exam)}>
            {mine ? <TacticsView tactics={mine} /> : <Text className='tactics-page__loading'>{t('tactics.loading')}</Text>}
            {justAdded ? (
              <View className='tactics-page__added' data-testid='blocks-added'>
                <Text>{t('tactics.blocksAdded', { n: lastStep!.count })}</Text>
                <View className='tactics-page__undo' role='button' tabIndex={0} data-testid='blocks-undo' onClick={() => void undoBlocks()}>
                  <Text>{t('plan.undo')}</Text>
                </View>
              </View>
            ) : (
              <View className='tactics-page__schedule' role='button' tabIndex={0} data-testid='schedule-blocks' onClick={() => void schedule(exam)}>
                <Text>{t('tactics.scheduleBlocks')}</Text>
              </View>
            )}
          </ExamCard>
        )
      })}
      {proposal.pending && (
        <PreviewSheet
          reply={proposal.pending.reply}
          preview={proposal.pending.proposal.preview}
          busy={proposal.applying}
          onConfirm={() => void proposal.confirm()}
          onCancel={() => {
            proposal.cancel()
            setScheduled(null)
          }}
        />
      )}
    </View>
  )
}
