import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { addMonths, dayKey, fromDayKey } from '@/lib/dates'
import { formatDay, formatMonth, weekdayNames } from '@/lib/format-date'
import { monthCells } from './calendar'
import { MonthStep } from './MonthStep'

interface Props {
  value: string
  start?: string
  end?: string
  onChange(value: string): void
}

/** A month of days, Monday first, with the previous and next month a tap away. Value: YYYY-MM-DD. */
export function DatePanel({ value, start, end, onChange }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(() => fromDayKey(value))
  const cells = monthCells(shown)
  const allowed = (key: string) => (!start || key >= start) && (!end || key <= end)
  const keys = cells.map((d) => (d ? dayKey(d) : ''))
  // One day is in the Tab order: the chosen one, else the first that may be chosen.
  const tabbable = keys.includes(value) ? value : keys.find((k) => k && allowed(k))
  return (
    <View className='picker-calendar'>
      <MonthStep
        label={formatMonth(t, shown)}
        previous={t('picker.previousMonth')}
        next={t('picker.nextMonth')}
        onStep={(n) => setShown(addMonths(shown, n))}
      />
      <View className='picker-calendar__weekdays' aria-hidden='true'>
        {weekdayNames(t).map((name) => (
          <Text key={name} className='picker-calendar__weekday'>
            {name}
          </Text>
        ))}
      </View>
      <View className='picker-calendar__grid' role='listbox' aria-label={formatMonth(t, shown)} data-testid='picker-days'>
        {cells.map((d, i) => {
          if (!d) return <View key={`blank-${i}`} className='picker-calendar__day picker-calendar__day--blank' />
          const key = keys[i]
          const ok = allowed(key)
          return (
            <View
              key={key}
              role='option'
              aria-selected={key === value}
              aria-disabled={!ok}
              aria-label={formatDay(t, d)}
              tabIndex={key === tabbable ? 0 : -1}
              className={`picker-calendar__day${key === value ? ' picker-calendar__day--on' : ''}${ok ? '' : ' picker-calendar__day--off'}`}
              onClick={() => ok && onChange(key)}
            >
              <Text>{d.getDate()}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
