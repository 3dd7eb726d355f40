import type { Lang } from '@contract/common'
import type { IcsFile } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { toBool } from '../../../db/time'
import { AppError } from '../../../errors'
import { textsIn } from '../../../i18n/translate'
import { COURSES } from '../../dictionary'
import type { EventRow } from '../event-row'
import { findEventRow, liveEventRows, overridesOf } from '../store/events.repository'
import { parseExdates } from '../time/recurrence'
import { dateStamp, escapeText, fold, utcStamp, wallStamp } from './format'
import { vtimezone } from './vtimezone'

/** The whole plan (or one event with its edited occurrences) as an RFC 5545 calendar. */
export async function exportIcs(db: DB, userId: string, eventId: string | undefined, lang: Lang): Promise<IcsFile> {
  const rows = eventId ? await oneEvent(db, userId, eventId) : await liveEventRows(db, userId)
  const series = new Map(rows.filter((r) => r.rrule).map((r) => [r.id, r]))
  const years = rows.map((r) => new Date(r.start_at).getUTCFullYear())
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Mug Tutor//Study plan//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(textsIn(lang, 'plan')('calendarName'))}`]
  if (rows.length > 0) {
    const from = Math.min(...years) - 1
    const to = Math.max(...years) + 2
    for (const zone of new Set(rows.filter((r) => !toBool(r.all_day)).map((r) => r.time_zone))) lines.push(...vtimezone(zone, from, to))
  }
  for (const row of rows) {
    const parent = row.parent_id ? series.get(row.parent_id) : undefined
    if (row.parent_id && !parent) continue
    lines.push(...vevent(row, parent ?? null, lang))
  }
  lines.push('END:VCALENDAR')
  return { filename: eventId ? 'event.ics' : 'study-plan.ics', content: `${lines.map(fold).join('\r\n')}\r\n` }
}

async function oneEvent(db: DB, userId: string, eventId: string): Promise<EventRow[]> {
  let row = await findEventRow(db, userId, eventId)
  if (row?.parent_id) row = await findEventRow(db, userId, row.parent_id)
  if (!row) throw new AppError('EVENT_NOT_FOUND')
  if (!row.rrule) return [row]
  return [row, ...(await overridesOf(db, userId, row.id))]
}

function vevent(row: EventRow, parent: EventRow | null, lang: Lang): string[] {
  const zone = row.time_zone
  const allDay = toBool(row.all_day)
  const when = (instant: string, name: string) => (allDay ? `${name};VALUE=DATE:${dateStamp(instant, zone)}` : `${name};TZID=${zone}:${wallStamp(instant, zone)}`)
  const course = COURSES.find((c) => c.id === row.course_id)?.name[lang]
  const description = [course, row.note].filter(Boolean).join('\n')
  const lines = ['BEGIN:VEVENT', `UID:${parent?.id ?? row.id}@mugtutor`, `DTSTAMP:${utcStamp(row.updated_at)}`, when(row.start_at, 'DTSTART'), when(row.end_at, 'DTEND')]
  if (parent) lines.push(toBool(parent.all_day) ? `RECURRENCE-ID;VALUE=DATE:${dateStamp(row.recurrence_id!, zone)}` : when(row.recurrence_id!, 'RECURRENCE-ID'))
  if (row.rrule) {
    // With a DATE start, UNTIL must be a DATE too (RFC 5545 §3.3.10).
    const rule = allDay ? row.rrule.replace(/UNTIL=(\d{8})T\d{6}Z/, (_, d: string) => `UNTIL=${d}`) : row.rrule
    lines.push(`RRULE:${rule}`)
    const removed = [...parseExdates(row.exdates)].sort((a, b) => a - b)
    if (removed.length > 0) {
      const stamps = removed.map((ms) => (allDay ? dateStamp(new Date(ms), zone) : wallStamp(new Date(ms), zone))).join(',')
      lines.push(allDay ? `EXDATE;VALUE=DATE:${stamps}` : `EXDATE;TZID=${zone}:${stamps}`)
    }
  }
  lines.push(`SUMMARY:${escapeText(row.title)}`)
  if (row.location) lines.push(`LOCATION:${escapeText(row.location)}`)
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`)
  lines.push(`CATEGORIES:${row.kind.toUpperCase()}`)
  if (row.reminder_min !== null) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(row.title)}`, `TRIGGER:-PT${row.reminder_min}M`, 'END:VALARM')
  }
  lines.push('END:VEVENT')
  return lines
}
