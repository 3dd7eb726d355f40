import { useState } from 'react'
import { Switch, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { EVENT_KIND_LIST } from '../model/kinds'
import { useCourseLookup } from '../model/colors'
import { endsNextDay, type FormValues } from '../model/form-values'
import { useReminderSubscription } from '@/features/notifications'
import { BRAND_COLOR } from '@/lib/constants'
import { TextArea, TextInput } from '@/components/text-input/TextInput'
import { Choice, DateChoice, Field, TimeChoice } from './form-fields'
import { RepeatFields } from './RepeatFields'
import './sheet-button.scss'
import './event-form.scss'

const REMINDERS: (number | null)[] = [null, 0, 5, 10, 15, 30, 60, 1440]

interface Props {
  initial: FormValues
  /** Editing one occurrence of a series: its repeat is the series' business. */
  showRepeat: boolean
  busy: boolean
  /** A new event: a reminder it starts with is new too. */
  isNew?: boolean
  onSubmit(values: FormValues): void
  onCancel(): void
}

export function EventForm({ initial, showRepeat, busy, isNew = false, onSubmit, onCancel }: Props) {
  const { t } = useTranslation()
  const { courses } = useCourseLookup()
  const [v, setV] = useState(initial)
  const [tried, setTried] = useState(false)
  const askForReminderMessages = useReminderSubscription()
  const set = (patch: Partial<FormValues>) => setV((old) => ({ ...old, ...patch }))
  const titleError = tried && !v.title.trim() ? t('plan.form.titleRequired') : undefined
  const reminderLabel = (m: number | null) =>
    m === null ? t('plan.reminder.none') : m === 0 ? t('plan.reminder.atStart') : m === 1440 ? t('plan.reminder.day') : m === 60 ? t('plan.reminder.hour') : t('plan.reminder.minutes', { n: m })
  const submit = () => {
    setTried(true)
    if (!v.title.trim() || busy) return
    // A reminder newly set (or changed) is the tap at which the mini-program asks to send it.
    if (v.reminder_min !== null && (v.reminder_min !== initial.reminder_min || isNew)) askForReminderMessages()
    onSubmit(v)
  }
  return (
    <View className='event-form'>
      <Field label={t('plan.form.title')} error={titleError}>
        <TextInput label={t('plan.form.titlePlaceholder')} className='form-field__input' value={v.title} maxlength={100} placeholder={t('plan.form.titlePlaceholder')} onInput={(e) => set({ title: e.detail.value })} />
      </Field>
      <Field label={t('plan.form.course')}>
        <Choice title={t('plan.form.course')}
          options={[null, ...courses.map((c) => c.id)]}
          value={v.course_id}
          label={(id) => (id === null ? t('plan.form.noCourse') : (courses.find((c) => c.id === id)?.name ?? ''))}
          onChange={(course_id) => set({ course_id })}
          testId='form-course'
        />
      </Field>
      <Field label={t('plan.form.kind')}>
        <Choice title={t('plan.form.kind')} options={EVENT_KIND_LIST} value={v.kind} label={(k) => t(`plan.kind.${k}`)} onChange={(kind) => set({ kind })} testId='form-kind' />
      </Field>
      <Field label={t('plan.form.allDay')}>
        <Switch checked={v.all_day} color={BRAND_COLOR} nativeProps={{ 'aria-label': t('plan.form.allDay') }} onChange={(e) => set({ all_day: e.detail.value })} />
      </Field>
      <Field label={t(v.all_day ? 'plan.form.from' : 'plan.form.date')}>
        <DateChoice title={t(v.all_day ? 'plan.form.from' : 'plan.form.date')} value={v.date} onChange={(date) => set({ date, end_date: v.end_date < date ? date : v.end_date })} testId='form-date' />
      </Field>
      {v.all_day ? (
        <Field label={t('plan.form.to')}>
          <DateChoice title={t('plan.form.to')} value={v.end_date < v.date ? v.date : v.end_date} start={v.date} onChange={(end_date) => set({ end_date })} />
        </Field>
      ) : (
        <>
          <Field label={t('plan.form.starts')}>
            <TimeChoice title={t('plan.form.starts')} value={v.start} onChange={(start) => set({ start })} testId='form-start' />
          </Field>
          <Field label={t('plan.form.ends')}>
            <TimeChoice title={t('plan.form.ends')} value={v.end} onChange={(end) => set({ end })} testId='form-end' />
            {endsNextDay(v) && <Text className='event-form__hint'>{t('plan.form.nextDay')}</Text>}
          </Field>
        </>
      )}
      {showRepeat && <RepeatFields value={v.repeat} startDate={v.date} onChange={(repeat) => set({ repeat })} />}
      <Field label={t('plan.form.reminder')}>
        <Choice title={t('plan.form.reminder')} options={REMINDERS} value={v.reminder_min} label={reminderLabel} onChange={(reminder_min) => set({ reminder_min })} />
      </Field>
      <Field label={t('plan.form.location')}>
        <TextInput label={t('plan.form.optional')} className='form-field__input' value={v.location} maxlength={100} placeholder={t('plan.form.optional')} onInput={(e) => set({ location: e.detail.value })} />
      </Field>
      <View className='event-form__note'>
        <Text className='form-field__label'>{t('plan.form.note')}</Text>
        <TextArea label={t('plan.form.optional')} className='event-form__textarea' value={v.note} maxlength={1000} placeholder={t('plan.form.optional')} onInput={(e) => set({ note: e.detail.value })} />
      </View>
      <View className='event-form__actions'>
        <View className='sheet-button' role='button' tabIndex={0} onClick={onCancel}>
          <Text>{t('common.cancel')}</Text>
        </View>
        <View className={`sheet-button sheet-button--primary${busy ? ' sheet-button--busy' : ''}`} role='button' tabIndex={0} data-testid='form-save' onClick={submit}>
          <Text>{t('common.save')}</Text>
        </View>
      </View>
    </View>
  )
}
