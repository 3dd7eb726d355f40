import type { AlterEventBody, CreateEventBody, DeleteEventQuery, PlanChangeResult, PlanEvent, UndoStatus } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { applyOperation } from './apply/apply-operation'
import { checkZone, toPlanEvent, type EventRow } from './event-row'
import { findEventRow } from './store/events.repository'
import { PlanTx, withPlanStep } from './store/plan-tx'
import type { PlanWindow } from './time/plan-window'
import { expandSeries } from './time/recurrence'
import { resolveTarget, seriesTimes } from './apply/target'
import { undoStatus } from './store/undo'

/** Hand edits: each request is one undoable step. */

const manual = (zone: string, window: PlanWindow) => ({ source: 'manual' as const, zone, byAssistant: false, window })
/** Changes keep each event's own zone (the context's zone is only read by creates). */
const change = (window: PlanWindow) => manual('UTC', window)

export async function createEvent(db: DB, userId: string, body: CreateEventBody, requestZone: string, window: PlanWindow): Promise<PlanChangeResult> {
  const zone = checkZone(body.time_zone ?? requestZone)
  const { status, time_zone: _zone, ...draft } = body
  const done = await withPlanStep(db, userId, 'create', async (tx) => {
    const row = (await applyOperation(tx, { op: 'create', event: draft }, manual(zone, window)))!
    return status && status !== 'todo' ? tx.update(row, { status }) : row
  })
  return { event: await viewOf(db, userId, done.result), status: done.status ?? (await undoStatus(db, userId)) }
}

export async function alterEvent(db: DB, userId: string, body: AlterEventBody, window: PlanWindow): Promise<PlanChangeResult> {
  const op = {
    op: 'update' as const,
    event_id: body.event_id,
    occurrence_start: body.occurrence_start ?? null,
    scope: body.scope ?? (body.occurrence_start ? ('occurrence' as const) : ('series' as const)),
    patch: body.patch,
  }
  const done = await withPlanStep(db, userId, 'alter', (tx) => applyOperation(tx, op, change(window)))
  return { event: done.result ? await viewOf(db, userId, done.result) : null, status: done.status ?? (await undoStatus(db, userId)) }
}

export async function deleteEvent(db: DB, userId: string, query: DeleteEventQuery, window: PlanWindow): Promise<UndoStatus> {
  const op = {
    op: 'delete' as const,
    event_id: query.event_id,
    occurrence_start: query.occurrence_start ?? null,
    scope: query.scope ?? (query.occurrence_start ? ('occurrence' as const) : ('series' as const)),
  }
  const done = await withPlanStep(db, userId, 'delete', (tx) => applyOperation(tx, op, change(window)))
  return done.status ?? undoStatus(db, userId)
}

/** One occurrence (or the event), as the detail page shows it. */
export async function eventDetail(db: DB, userId: string, eventId: string, occurrenceStart?: string | null): Promise<PlanEvent> {
  const reader = new PlanTx(db, userId, nowIso())
  const t = await resolveTarget(reader, eventId, occurrenceStart, occurrenceStart ? 'occurrence' : 'series')
  if (!t.row.rrule) return toPlanEvent(t.row)
  if (t.occurrence) return toPlanEvent(t.override ?? t.row, { series: t.row, start: t.start, end: t.end, occurrence: t.occurrence })
  // The whole series: shown as its first occurrence.
  const first = expandSeries(seriesTimes(t.row), t.row.start_at, new Date(Date.parse(t.row.start_at) + 400 * 86_400_000).toISOString())[0]
  if (!first) throw new AppError('EVENT_NOT_FOUND')
  return eventDetail(db, userId, t.row.id, first.start)
}

/** The event a change left, as one occurrence (null for a whole series: it has many). */
async function viewOf(db: DB, userId: string, row: EventRow): Promise<PlanEvent | null> {
  if (row.deleted_at) return null
  if (row.parent_id) {
    const series = await findEventRow(db, userId, row.parent_id)
    return series ? toPlanEvent(row, { series, start: row.start_at, end: row.end_at, occurrence: row.recurrence_id! }) : null
  }
  return row.rrule ? null : toPlanEvent(row)
}
