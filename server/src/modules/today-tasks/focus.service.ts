import type { FocusBody, FocusResult } from '@contract/today-tasks'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { parseInstant } from '../../lib/instant'
import { eventDetail, findEventRow } from '../study-plan'
import { clock, localDate } from '../../lib/time'
import { focusOnDay, recordFocusSession } from './activity.repository'
import { streakOf } from './streak'

/** Clocks of phones and servers differ a little. */
const SKEW_MS = 2 * 60_000
/** A session is recorded at most this long after it started (an app left in the background). */
const MAX_AGE_MS = 24 * 3_600_000

/**
 * Records focused minutes, on a task or not. The minutes must fit between the start and now: a
 * phone cannot claim time that has not passed. A retry with the same client_id records nothing new.
 */
export async function recordFocus(db: DB, userId: string, zone: string, body: FocusBody): Promise<FocusResult> {
  const now = clock.now().getTime()
  const started = Date.parse(parseInstant(body.started_at, 'started_at'))
  if (started > now + SKEW_MS || started < now - MAX_AGE_MS || started + body.minutes * 60_000 > now + SKEW_MS) throw new AppError('FOCUS_INVALID')
  let eventId: string | null = null
  let occurrence: string | null = null
  if (body.event_id) {
    const row = await findEventRow(db, userId, body.event_id)
    if (!row) throw new AppError('EVENT_NOT_FOUND')
    if (row.parent_id) {
      // An edited occurrence is counted under its series, like every other occurrence.
      eventId = row.parent_id
      occurrence = row.recurrence_id
    } else if (!row.rrule) {
      // A single event has no occurrences: minutes filed under one would never reach its task.
      eventId = row.id
    } else {
      // Minutes count on one occurrence of a series, one it really has (404 otherwise), as today's tasks key them.
      if (!body.occurrence_start) throw new AppError('VALIDATION', { field: 'occurrence_start', issue: 'missing' })
      eventId = row.id
      occurrence = (await eventDetail(db, userId, row.id, body.occurrence_start)).occurrence_start
    }
  }
  const day = localDate(new Date(started), zone)
  await recordFocusSession(db, {
    id: newId('foc'),
    user_id: userId,
    client_id: body.client_id,
    event_id: eventId,
    occurrence_start: occurrence,
    started_at: new Date(started).toISOString(),
    minutes: body.minutes,
    local_date: day,
    created_at: nowIso(),
  })
  const today = await focusOnDay(db, userId, localDate(new Date(now), zone))
  const sameTask = (f: { event_id: string | null; occurrence_start: string | null }) =>
    eventId !== null && f.event_id === eventId && (f.occurrence_start ?? '') === (occurrence ?? '')
  return {
    focus_minutes_today: today.reduce((s, f) => s + Number(f.minutes), 0),
    task_minutes: today.filter(sameTask).reduce((s, f) => s + Number(f.minutes), 0),
    streak: await streakOf(db, userId, zone, new Date(now)),
  }
}
