import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { weekdayNames } from '@/lib/format-date'
import { describeRepeat, buildRepeat, type RepeatEnd, type RepeatKind, type RepeatModel } from '../model/repeat'
import { Choice, DateChoice, Field, Toggles } from './form-fields'
import { TextInput } from '@/components/text-input/TextInput'

const KINDS: RepeatKind[] = ['none', 'daily', 'weekdays', 'weekly', 'monthly']
const ENDS: RepeatEnd[] = ['never', 'until', 'count']

/** Repeat: daily, weekdays, weekly on chosen days, monthly; until a date or a number of times. */
export function RepeatFields({ value, startDate, onChange }: { value: RepeatModel; startDate: string; onChange(v: RepeatModel): void }) {
  const { t } = useTranslation()
  const set = (patch: Partial<RepeatModel>) => onChange({ ...value, ...patch })
  if (value.kind === 'custom') {
    // A rule the form cannot edit (from the assistant or another app): shown, kept as it is.
    return (
      <Field label={t('plan.form.repeat')}>
        <Text>{describeRepeat(t, buildRepeat(value))}</Text>
      </Field>
    )
  }
  return (
    <>
      <Field label={t('plan.form.repeat')}>
        <Choice title={t('plan.form.repeat')} options={KINDS} value={value.kind} label={(k) => t(`plan.repeat.${k}`)} onChange={(kind) => set({ kind })} testId='form-repeat' />
      </Field>
      {value.kind === 'weekly' && (
        <Field label={t('plan.form.onDays')}>
          <Toggles labels={weekdayNames(t)} on={value.days} onChange={(days) => set({ days })} />
        </Field>
      )}
      {value.kind !== 'none' && (
        <Field label={t('plan.form.repeatEnds')}>
          <Choice title={t('plan.form.repeatEnds')} options={ENDS} value={value.end} label={(e) => t(`plan.repeatEnd.${e}`)} onChange={(end) => set({ end })} />
        </Field>
      )}
      {value.kind !== 'none' && value.end === 'until' && (
        <Field label={t('plan.form.lastDay')}>
          <DateChoice title={t('plan.form.lastDay')} value={value.until < startDate ? startDate : value.until} start={startDate} onChange={(until) => set({ until })} />
        </Field>
      )}
      {value.kind !== 'none' && value.end === 'count' && (
        <Field label={t('plan.form.times')}>
          <TextInput label={t('plan.form.times')} className='form-field__input' type='number' value={String(value.count)} onInput={(e) => set({ count: Math.max(1, Math.min(999, Number(e.detail.value) || 1)) })} />
        </Field>
      )}
    </>
  )
}
