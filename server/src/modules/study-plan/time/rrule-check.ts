import { AppError } from '../../../errors'
import { toInstant } from '../../../lib/time'

/**
 * The repeat rules the plan supports: a subset of RFC 5545 that a timetable needs (daily, weekly
 * on chosen days, monthly, yearly; an interval; until a date or a count). Anything else (hourly
 * rules, BYSETPOS, DTSTART inside the rule, unknown parts) is refused rather than half understood.
 */

const DAY = '(?:MO|TU|WE|TH|FR|SA|SU)'
const list = (item: string) => new RegExp(`^${item}(?:,${item})*$`)

const PARTS: Record<string, RegExp> = {
  FREQ: /^(?:DAILY|WEEKLY|MONTHLY|YEARLY)$/,
  INTERVAL: /^(?:[1-9]|[1-9]\d)$/,
  BYDAY: list(`(?:[+-]?[1-5])?${DAY}`),
  BYMONTHDAY: list('-?(?:[1-9]|[12]\\d|3[01])'),
  BYMONTH: list('(?:[1-9]|1[0-2])'),
  COUNT: /^(?:[1-9]\d{0,2})$/,
  UNTIL: /^\d{8}(?:T\d{6}Z?)?$/,
  WKST: new RegExp(`^${DAY}$`),
}

const ORDER = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'COUNT', 'UNTIL', 'WKST']

const invalid = (rule: string) => new AppError('RRULE_INVALID', { rule: rule.slice(0, 80) })

/**
 * Checks a rule and writes it one way: parts in a fixed order, UNTIL as a UTC instant. An UNTIL
 * given as a date means the end of that day in `zone`; one without Z is wall-clock time in `zone`.
 */
export function normalizeRrule(input: string, zone: string): string {
  const rule = input.trim().replace(/^RRULE:/i, '').toUpperCase()
  if (!rule || rule.length > 200) throw invalid(input)
  const parts = new Map<string, string>()
  for (const piece of rule.split(';')) {
    const [key, value, extra] = piece.split('=')
    if (extra !== undefined || !key || !value || !PARTS[key] || parts.has(key) || !PARTS[key].test(value)) throw invalid(input)
    parts.set(key, value)
  }
  const freq = parts.get('FREQ')
  if (!freq || (parts.has('COUNT') && parts.has('UNTIL'))) throw invalid(input)
  // "2MO" (the second Monday) only makes sense within a month or a year.
  if (/\d/.test(parts.get('BYDAY') ?? '') && freq !== 'MONTHLY' && freq !== 'YEARLY') throw invalid(input)
  if (parts.has('BYMONTHDAY') && freq !== 'MONTHLY' && freq !== 'YEARLY') throw invalid(input)
  const until = parts.get('UNTIL')
  if (until) parts.set('UNTIL', untilUtc(until, zone))
  return ORDER.filter((k) => parts.has(k))
    .map((k) => `${k}=${parts.get(k)}`)
    .join(';')
}

function untilUtc(value: string, zone: string): string {
  const y = Number(value.slice(0, 4))
  const m = Number(value.slice(4, 6))
  const d = Number(value.slice(6, 8))
  if (m < 1 || m > 12 || d < 1 || d > 31) throw invalid(value)
  if (value.endsWith('Z')) return value
  const minutes = value.length === 8 ? 24 * 60 - 1 : Number(value.slice(9, 11)) * 60 + Number(value.slice(11, 13))
  const seconds = value.length === 8 ? 59 : Number(value.slice(13, 15))
  const instant = new Date(Date.parse(toInstant({ y, m, d }, minutes, zone)) + seconds * 1000)
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** The weekday codes of BYDAY, without ordinals. */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const

/** Moves every BYDAY weekday by `days` (a series moved from Monday to Tuesday repeats on Tuesdays). */
export function shiftByDay(rule: string, days: number): string {
  if (days % 7 === 0) return rule
  return rule.replace(/BYDAY=([^;]+)/, (_, value: string) => {
    const shifted = value.split(',').map((item) => {
      const m = /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item)!
      const index = WEEKDAY_CODES.indexOf(m[2] as (typeof WEEKDAY_CODES)[number])
      return `${m[1] ?? ''}${WEEKDAY_CODES[(((index + days) % 7) + 7) % 7]}`
    })
    return `BYDAY=${shifted.join(',')}`
  })
}

/** Moves UNTIL by `ms` (kept as a UTC instant). */
export function shiftUntil(rule: string, ms: number): string {
  return rule.replace(/UNTIL=(\d{8}T\d{6}Z)/, (_, value: string) => {
    const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`
    const moved = new Date(Date.parse(iso) + ms)
    return `UNTIL=${moved.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`
  })
}
