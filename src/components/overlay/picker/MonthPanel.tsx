import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { pad2 } from '@/lib/dates'
import { formatMonth } from '@/lib/format-date'
import { MonthStep } from './MonthStep'

/** The twelve months of a year, the year before and after a tap away. Value: YYYY-MM. */
export function MonthPanel({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation()
  const [y] = value.split('-').map(Number)
  const [year, setYear] = useState(Number.isFinite(y) ? y : new Date().getFullYear())
  const names = t('date.monthsShort').split(',')
  return (
    <View className='picker-calendar'>
      <MonthStep label={String(year)} previous={t('picker.previousYear')} next={t('picker.nextYear')} onStep={(n) => setYear(year + n)} />
      <View className='picker-calendar__months' role='listbox' aria-label={String(year)} data-testid='picker-months'>
        {names.map((name, i) => {
          const key = `${year}-${pad2(i + 1)}`
          return (
            <View
              key={key}
              role='option'
              aria-selected={key === value}
              aria-label={formatMonth(t, new Date(year, i, 1))}
              tabIndex={key === value || (i === 0 && !value.startsWith(`${year}-`)) ? 0 : -1}
              className={`picker-calendar__month${key === value ? ' picker-calendar__month--on' : ''}`}
              onClick={() => onChange(key)}
            >
              <Text>{name}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
