import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { pad2 } from '@/lib/dates'
import { OptionList } from './OptionList'

const HOURS = Array.from({ length: 24 }, (_, h) => h)
/** Minutes in steps of five (a short list to scroll), plus the current value when it is between. */
const MINUTE_STEP = 5

export function minuteChoices(current: number): number[] {
  const steps = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP)
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b)
}

/** Hours and minutes side by side; the value is HH:mm. */
export function TimePanel({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation()
  const [h, m] = value.split(':').map(Number)
  const hour = Number.isFinite(h) ? Math.min(23, Math.max(0, h)) : 0
  const minute = Number.isFinite(m) ? Math.min(59, Math.max(0, m)) : 0
  // The minute the picker opened with stays choosable.
  const [minutes] = useState(() => minuteChoices(minute))
  const set = (hh: number, mm: number) => onChange(`${pad2(hh)}:${pad2(mm)}`)
  return (
    <View className='picker-time'>
      <OptionList label={t('picker.hours')} options={HOURS.map(pad2)} selected={hour} onSelect={(i) => set(HOURS[i], minute)} testId='picker-hours' />
      <View className='picker-time__colon' aria-hidden='true'>
        :
      </View>
      <OptionList
        label={t('picker.minutes')}
        options={minutes.map(pad2)}
        selected={Math.max(0, minutes.indexOf(minute))}
        onSelect={(i) => set(hour, minutes[i])}
        testId='picker-minutes'
      />
    </View>
  )
}
