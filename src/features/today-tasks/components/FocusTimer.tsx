import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picker } from '@/components/overlay'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { flushFocus } from '../model/flush-focus'
import { clock, remainingMs } from '../model/timer'
import { BREAK_CHOICES, FOCUS_CHOICES, useFocusStore } from '../store'
import './focus-timer.scss'

/** The pomodoro: focus (25 min by default), then a break (5); the focused minutes go to the task. */
export function FocusTimer({ onRecorded }: { onRecorded(): void }) {
  const { t } = useTranslation()
  const s = useFocusStore()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  const running = s.running
  useEffect(() => {
    if (!running || running.pausedLeft !== null || running.endsAt > now) return
    const phase = running.phase
    const minutes = useFocusStore.getState().complete(now)
    Taro.vibrateShort({ type: 'medium' }).catch(() => undefined)
    toast(phase === 'focus' ? t('today.timer.focusDone', { n: minutes }) : t('today.timer.breakDone'))
    void flushFocus().then((sent) => sent && onRecorded())
  }, [now, running, t, onRecorded])

  const stop = () => {
    const minutes = s.stop(Date.now())
    if (minutes > 0) toast(t('today.timer.kept', { n: minutes }))
    void flushFocus().then((sent) => sent && onRecorded())
  }
  const task = running?.task ?? s.task
  const phase = running?.phase ?? 'focus'
  // The ticking clock may lag a just-started phase by up to a second: never show more than its length.
  const left = running ? remainingMs(running, Math.max(now, running.segmentStart)) : s.focusMin * 60_000
  const paused = running?.pausedLeft !== null && !!running
  return (
    <View className={`focus-timer focus-timer--${phase}`} data-testid='focus-timer'>
      <Text className='focus-timer__task'>{task ? t('today.timer.on', { title: task.title }) : t('today.timer.noTask')}</Text>
      <Text className='focus-timer__clock' data-testid='focus-clock'>
        {clock(left)}
      </Text>
      <Text className='focus-timer__phase'>{running ? t(paused ? 'today.timer.paused' : `today.timer.${phase}`) : t('today.timer.ready')}</Text>
      {!running && (
        <View className='focus-timer__lengths'>
          <Picker
            mode='selector'
            title={t('today.timer.focusPick')}
            options={FOCUS_CHOICES.map((m) => t('today.timer.minutes', { n: m }))}
            value={FOCUS_CHOICES.indexOf(s.focusMin)}
            onChange={(i) => s.setLengths(FOCUS_CHOICES[i], s.breakMin)}
          >
            <Text className='focus-timer__length'>{t('today.timer.focusLength', { n: s.focusMin })}</Text>
          </Picker>
          <Picker
            mode='selector'
            title={t('today.timer.breakPick')}
            options={BREAK_CHOICES.map((m) => t('today.timer.minutes', { n: m }))}
            value={BREAK_CHOICES.indexOf(s.breakMin)}
            onChange={(i) => s.setLengths(s.focusMin, BREAK_CHOICES[i])}
          >
            <Text className='focus-timer__length'>{t('today.timer.breakLength', { n: s.breakMin })}</Text>
          </Picker>
        </View>
      )}
      <View className='focus-timer__buttons'>
        {!running && (
          <View className='focus-timer__button focus-timer__button--primary' role='button' tabIndex={0} data-testid='focus-start' onClick={() => s.start(Date.now())}>
            <Text>{t('today.timer.start')}</Text>
          </View>
        )}
        {running && phase === 'focus' && (
          <View className='focus-timer__button' role='button' tabIndex={0} data-testid='focus-pause' onClick={() => (paused ? s.resume(Date.now()) : s.pause(Date.now()))}>
            <Text>{t(paused ? 'today.timer.resume' : 'today.timer.pause')}</Text>
          </View>
        )}
        {running && (
          <View className='focus-timer__button' role='button' tabIndex={0} data-testid='focus-stop' onClick={phase === 'focus' ? stop : () => s.complete(Date.now())}>
            <Text>{t(phase === 'focus' ? 'today.timer.stop' : 'today.timer.skipBreak')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
