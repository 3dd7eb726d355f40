import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { TodayTask } from '@contract/today-tasks'
import { useCourseLookup } from '@/features/study-plan'
import { hhmm } from '@/lib/dates'
import './task-item.scss'

interface Props {
  task: TodayTask
  selected: boolean
  onToggle(): void
  onFocus(): void
  onOpen(): void
}

/** One of today's events as a checklist item, with the minutes focused on it. */
export function TaskItem({ task, selected, onToggle, onFocus, onOpen }: Props) {
  const { t } = useTranslation()
  const lookup = useCourseLookup()
  const e = task.event
  const done = e.status === 'done'
  return (
    <View className={`task-item${done ? ' task-item--done' : ''}`} data-testid='task-item'>
      <View
        className={`task-item__check${done ? ' task-item__check--on' : ''}`}
        role='checkbox' tabIndex={0}
        aria-checked={done}
        aria-label={e.title}
        data-testid='task-check'
        onClick={onToggle}
      >
        {done && <View className='task-item__tick' />}
      </View>
      <View className='task-item__bar' style={{ background: lookup.color(e.course_id, e.kind) }} />
      <View className='task-item__body' role='button' tabIndex={0} onClick={onOpen}>
        <Text className='task-item__title'>{e.title}</Text>
        <Text className='task-item__meta'>
          {e.all_day ? t('today.allDay') : `${hhmm(e.start_at)}–${hhmm(e.end_at)}`}
          {task.focus_minutes > 0 ? ` · ${t('today.focusedOn', { n: task.focus_minutes })}` : ''}
        </Text>
      </View>
      {!done && (
        <View className={`task-item__focus${selected ? ' task-item__focus--on' : ''}`} role='button' tabIndex={0} data-testid='task-focus' onClick={onFocus}>
          <Text>{selected ? t('today.focusing') : t('today.focus')}</Text>
        </View>
      )}
    </View>
  )
}
