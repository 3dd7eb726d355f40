import type { TFunction } from 'i18next'
import { dayKey, fromDayKey } from '@/lib/dates'
import { formatDay, weekdayNames } from '@/lib/format-date'

/** The repeat choices of the event form, and the RRULE each one is. */
export type RepeatKind = 'none' | 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'custom'
export type RepeatEnd = 'never' | 'until' | 'count'

export interface RepeatModel {
  kind: RepeatKind
  /** Weekly: 0 = Monday … 6 = Sunday. */
  days: number[]
  end: RepeatEnd
  /** YYYY-MM-DD, the last day. */
  until: string
  count: number
  /** A rule the form cannot show (kept as it is). */
  raw: string | null
}

const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']
const WORKDAYS = [0, 1, 2, 3, 4]

function partsOf(rule: string): Map<string, string> {
  return new Map(rule.split(';').map((p) => p.split('=') as [string, string]))
}

/** The last day of an UNTIL (a UTC instant or a date), as the student's local day. */
function untilDay(value: string): string {
  if (value.length === 8) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`
  return dayKey(new Date(iso))
}

export function parseRepeat(rule: string | null, start: Date): RepeatModel {
  const model: RepeatModel = { kind: 'none', days: [(start.getDay() + 6) % 7], end: 'never', until: dayKey(start), count: 10, raw: null }
  if (!rule) return model
  const p = partsOf(rule)
  const byday = p.get('BYDAY')?.split(',') ?? []
  const simple = !p.has('INTERVAL') && !p.has('BYMONTHDAY') && !p.has('BYMONTH') && byday.every((d) => CODES.includes(d))
  if (p.has('UNTIL')) {
    model.end = 'until'
    model.until = untilDay(p.get('UNTIL')!)
  } else if (p.has('COUNT')) {
    model.end = 'count'
    model.count = Number(p.get('COUNT'))
  }
  const freq = p.get('FREQ')
  if (simple && freq === 'DAILY' && byday.length === 0) model.kind = 'daily'
  else if (simple && freq === 'MONTHLY' && byday.length === 0) model.kind = 'monthly'
  else if (simple && freq === 'WEEKLY') {
    const days = byday.length ? byday.map((d) => CODES.indexOf(d)).sort() : model.days
    model.days = days
    model.kind = days.length === 5 && WORKDAYS.every((d) => days.includes(d)) ? 'weekdays' : 'weekly'
  } else {
    model.kind = 'custom'
    model.raw = rule
  }
  return model
}

export function buildRepeat(model: RepeatModel): string | null {
  if (model.kind === 'none') return null
  if (model.kind === 'custom') return model.raw
  const base =
    model.kind === 'daily'
      ? 'FREQ=DAILY'
      : model.kind === 'monthly'
        ? 'FREQ=MONTHLY'
        : `FREQ=WEEKLY;BYDAY=${(model.kind === 'weekdays' ? WORKDAYS : [...model.days].sort()).map((d) => CODES[d]).join(',')}`
  // A date UNTIL: the server reads it as the end of that day in the student's zone.
  if (model.end === 'until') return `${base};UNTIL=${model.until.replace(/-/g, '')}`
  if (model.end === 'count') return `${base};COUNT=${Math.max(1, Math.min(999, Math.round(model.count)))}`
  return base
}

/** "Every weekday until Tue 30 Jun", "Every Mon, Wed · 10 times". */
export function describeRepeat(t: TFunction, rule: string | null): string {
  if (!rule) return t('plan.repeat.none')
  const model = parseRepeat(rule, new Date())
  const names = weekdayNames(t)
  const what =
    model.kind === 'custom'
      ? t('plan.repeat.custom')
      : model.kind === 'weekly'
        ? t('plan.repeat.weeklyOn', { days: model.days.map((d) => names[d]).join(t('plan.listJoin')) })
        : t(`plan.repeat.${model.kind}`)
  if (model.end === 'until') return t('plan.repeat.until', { rule: what, day: formatDay(t, fromDayKey(model.until), { weekday: true }) })
  if (model.end === 'count') return t('plan.repeat.count', { rule: what, n: model.count })
  return what
}
