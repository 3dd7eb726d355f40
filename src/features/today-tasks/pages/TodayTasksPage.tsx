import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RetestResultKind, TodayTask, TodayTasks } from '@contract/today-tasks'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { alterEvent, usePlanStore } from '@/features/study-plan'
import { getTodayTasks } from '../api/get-today-tasks'
import { reportRetest } from '../api/report-retest'
import { FocusTimer } from '../components/FocusTimer'
import { RetestCard } from '../components/RetestCard'
import { TaskItem } from '../components/TaskItem'
import { TodayHeader } from '../components/TodayHeader'
import { flushFocus } from '../model/flush-focus'
import { useFocusStore } from '../store'
import './today-tasks-page.scss'

export default function TodayTasksPage() {
  const { t } = useTranslation()
  const version = usePlanStore((s) => s.version)
  const changed = usePlanStore((s) => s.changed)
  const chosen = useFocusStore((s) => s.task)
  const choose = useFocusStore((s) => s.choose)
  const [data, setData] = useState<TodayTasks | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    getTodayTasks().then(setData, () => undefined)
  }, [])
  useEffect(() => {
    // Sessions finished while offline go first, so the day's minutes include them.
    void flushFocus().finally(load)
  }, [version, load])

  const toggle = async (task: TodayTask) => {
    setBusy(true)
    try {
      const e = task.event
      const res = await alterEvent({ event_id: e.event_id, occurrence_start: e.occurrence_start, scope: 'occurrence', patch: { status: e.status === 'done' ? 'todo' : 'done' } })
      changed(res.status)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }
  const answer = async (mistakeId: string, result: RetestResultKind) => {
    setBusy(true)
    try {
      const res = await reportRetest({ mistake_id: mistakeId, result })
      toast(t(res.mastered ? 'today.retest.mastered' : `today.retest.after.${result}`))
      load()
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  if (!data) return <View className='today-page' />
  return (
    <View className='today-page'>
      <TodayHeader data={data} />
      <FocusTimer onRecorded={load} />
      <Text className='today-page__section'>{t('today.tasks')}</Text>
      {data.tasks.length === 0 && (
        <View className='today-page__empty'>
          <Text>{t('today.noTasks')}</Text>
          <View className='today-page__link' role='button' tabIndex={0} onClick={() => go(ROUTES.schedule.path)}>
            <Text>{t('today.openPlan')}</Text>
          </View>
        </View>
      )}
      {data.tasks.map((task) => {
        const e = task.event
        const selected = chosen?.event_id === e.event_id && chosen.occurrence_start === e.occurrence_start
        return (
          <TaskItem
            key={`${e.id}|${e.occurrence_start ?? ''}`}
            task={task}
            selected={selected}
            busy={busy}
            onToggle={() => void toggle(task)}
            onFocus={() => choose(selected ? null : { event_id: e.event_id, occurrence_start: e.occurrence_start, title: e.title })}
            onOpen={() => go(ROUTES.scheduleDetail.path, { event_id: e.event_id, occ: e.occurrence_start ?? undefined })}
          />
        )
      })}
      {data.retests.length > 0 && <Text className='today-page__section'>{t('today.retests')}</Text>}
      {data.retests.map((r) => (
        <RetestCard key={r.mistake_id} retest={r} busy={busy} onResult={(result) => void answer(r.mistake_id, result)} />
      ))}
    </View>
  )
}
