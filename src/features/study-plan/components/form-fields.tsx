import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { fromDayKey } from '@/lib/dates'
import { formatDay } from '@/lib/format-date'
import { Picker } from '@/components/overlay'
import './form-fields.scss'

/** A labelled row of the event form. */
export function Field({ label, children, error }: { label: string; children: ReactNode; error?: string }) {
  return (
    <View className='form-field'>
      <View className='form-field__row'>
        <Text className='form-field__label'>{label}</Text>
        <View className='form-field__control'>{children}</View>
      </View>
      {error && <Text className='form-field__error'>{error}</Text>}
    </View>
  )
}

/** A choice among labels, with the current one shown. */
export function Choice<T>({ title, options, value, label, onChange, testId }: { title: string; options: T[]; value: T; label(v: T): string; onChange(v: T): void; testId?: string }) {
  const index = Math.max(0, options.indexOf(value))
  return (
    <Picker mode='selector' title={title} options={options.map(label)} value={index} onChange={(i) => onChange(options[i])}>
      <View className='form-field__value' data-testid={testId}>
        <Text>{label(options[index])}</Text>
        <Text className='form-field__arrow'>›</Text>
      </View>
    </Picker>
  )
}

export function DateChoice({ title, value, start, onChange, testId }: { title: string; value: string; start?: string; onChange(v: string): void; testId?: string }) {
  const { t } = useTranslation()
  return (
    <Picker mode='date' title={title} value={value} start={start} onChange={onChange}>
      <View className='form-field__value' data-testid={testId}>
        <Text>{formatDay(t, fromDayKey(value))}</Text>
        <Text className='form-field__arrow'>›</Text>
      </View>
    </Picker>
  )
}

export function TimeChoice({ title, value, onChange, testId }: { title: string; value: string; onChange(v: string): void; testId?: string }) {
  return (
    <Picker mode='time' title={title} value={value} onChange={onChange}>
      <View className='form-field__value' data-testid={testId}>
        <Text>{value}</Text>
        <Text className='form-field__arrow'>›</Text>
      </View>
    </Picker>
  )
}

/** Chips of which any number are on (weekdays of a weekly repeat). */
export function Toggles({ labels, on, onChange }: { labels: string[]; on: number[]; onChange(on: number[]): void }) {
  return (
    <View className='form-toggles'>
      {labels.map((label, i) => {
        const active = on.includes(i)
        return (
          <View
            key={label}
            role='checkbox' tabIndex={0}
            aria-checked={active}
            className={`form-toggles__item${active ? ' form-toggles__item--on' : ''}`}
            // At least one day stays on: a weekly rule with no day means nothing.
            onClick={() => onChange(active ? (on.length > 1 ? on.filter((d) => d !== i) : on) : [...on, i].sort())}
          >
            <Text>{label}</Text>
          </View>
        )
      })}
    </View>
  )
}
