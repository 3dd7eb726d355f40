import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { pad2 } from '@/lib/dates'
import { OptionList } from './OptionList'

const HOURS = Array.from({ length: 24 }, (_, h) => pad2(h))
const MINUTES = Array.from({ length: 60 }, (_, m) => pad2(m))

/** Hours and minutes side by side; the value is HH:mm. */
export function TimePanel({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation()
  const [h, m] = value.split(':').map(Number)
  const hour = Number.isFinite(h) ? Math.min(23, Math.max(0, h)) : 0
  const minute = Number.isFinite(m) ? Math.min(59, Math.max(0, m)) : 0
  return (
    <View className='picker-time'>
      <OptionList label={t('picker.hours')} options={HOURS} selected={hour} onSelect={(i) => onChange(`${HOURS[i]}:${MINUTES[minute]}`)} testId='picker-hours' />
      <View className='picker-time__colon' aria-hidden='true'>
        :
      </View>
      <OptionList label={t('picker.minutes')} options={MINUTES} selected={minute} onSelect={(i) => onChange(`${HOURS[hour]}:${MINUTES[i]}`)} testId='picker-minutes' />
    </View>
  )
}
