import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { TodayTask, TodayTasks } from '@contract/today-tasks'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { alterEvent, usePlanStore } from '@/features/study-plan'
import { getTodayTasks } from '../api/get-today-tasks'
import { FocusTimer } from '../components/FocusTimer'
import { RetestCard } from '../components/RetestCard'
import { TaskItem } from '../components/TaskItem'
import { TodayHeader } from '../components/TodayHeader'
import { flushFocus } from '../model/flush-focus'
import { useRetestSignal } from '../retest-signal'
import { useFocusStore } from '../store'
import './today-tasks-page.scss'

export default function TodayTasksPage() {
  const { t } = useTranslation()
  const version = usePlanStore((s) => s.version)
  const changed = usePlanStore((s) => s.changed)
  const graded = useRetestSignal((s) => s.graded)
  const chosen = useFocusStore((s) => s.task)
  const choose = useFocusStore((s) => s.choose)
  const [data, setData] = useState<TodayTasks | null>(null)
  // Ticks go to the server one after another, each with the state the student chose; the day is
  // fetched again once the last one is in (not between two, which would undo the later tap on screen).
  const sending = useRef(Promise.resolve())
  const inFlight = useRef(0)

  const load = useCallback(() => {
    getTodayTasks().then(setData, () => undefined)
  }, [])
  useEffect(() => {
    // Sessions finished while offline go first, so the day's minutes include them.
    void flushFocus().finally(load)
  }, [version, graded, load])

  // The tick shows at once and every tap counts: a tap while the last one was still on its way
  // used to be dropped (the box looked untouched, and unticking did nothing on a slow network).
  const toggle = (task: TodayTask) => {
    const e = task.event
    const status = e.status === 'done' ? 'todo' : 'done'
    setData((d) => d && withStatus(d, task, status))
    inFlight.current += 1
    sending.current = sending.current
      .then(() => alterEvent({ event_id: e.event_id, occurrence_start: e.occurrence_start, scope: 'occurrence', patch: { status } }))
      .then((res) => res.status, () => null) // a failure was told to the student by the request layer
      .then((undo) => {
        inFlight.current -= 1
        if (inFlight.current > 0) return
        if (undo) changed(undo)
        else load() // show the day as the server has it
      })
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
            onToggle={() => toggle(task)}
            onFocus={() => choose(selected ? null : { event_id: e.event_id, occurrence_start: e.occurrence_start, title: e.title })}
            onOpen={() => go(ROUTES.scheduleDetail.path, { event_id: e.event_id, occ: e.occurrence_start ?? undefined })}
          />
        )
      })}
      {data.retests.length > 0 && <Text className='today-page__section'>{t('today.retests')}</Text>}
      {data.retests.map((r) => (
        <RetestCard key={r.mistake_id} retest={r} onOpen={() => go(ROUTES.retest.path, { mistake_id: r.mistake_id })} />
      ))}
    </View>
  )
}

/** The day with one task ticked or unticked, before the server has answered. */
function withStatus(data: TodayTasks, task: TodayTask, status: 'todo' | 'done'): TodayTasks {
  const same = (x: TodayTask) => x.event.event_id === task.event.event_id && x.event.occurrence_start === task.event.occurrence_start
  const tasks = data.tasks.map((x) => (same(x) ? { ...x, event: { ...x.event, status } } : x))
  return { ...data, tasks, progress: { ...data.progress, done: tasks.filter((x) => x.event.status === 'done').length } }
}
