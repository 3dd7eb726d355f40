import type { CreateOperation, DeleteOperation, EventPatch, EventSource, PlanOperation, UpdateOperation } from '@contract/study-plan'
import { newId } from '../../../db/ids'
import { AppError } from '../../../errors'
import { draftFields, fieldsOf, iso, settle, type EventFields, type EventRow, type NewEventRow } from '../event-row'
import type { PlanTx } from '../store/plan-tx'
import { checkDates, type PlanWindow } from '../time/plan-window'
import { parseExdates } from '../time/recurrence'
import { seriesShift, shiftedExdates, shiftedOverride, shiftedRule } from './series-shift'
import { endSeriesBefore, splitSeries } from './series-split'
import { resolveTarget, type Target } from './target'

export interface ApplyContext {
  /** The source new events get. */
  source: EventSource
  /** The zone new events are read in (the student's). */
  zone: string
  /** Changes the assistant made stay marked unread until the student opens them. */
  byAssistant: boolean
  /** The dates the plan may hold: every date a change names itself is checked against it. */
  window: PlanWindow
}

/** Applies one operation inside a plan step; returns the row that now holds the event (null when deleted). */
export async function applyOperation(tx: PlanTx, op: PlanOperation, ctx: ApplyContext): Promise<EventRow | null> {
  if (op.op === 'create') return create(tx, op, ctx)
  if (op.op === 'update') return update(tx, op, ctx)
  await remove(tx, op)
  return null
}

function newRow(tx: PlanTx, fields: EventFields, extra: Pick<EventRow, 'time_zone' | 'source' | 'unread' | 'parent_id' | 'recurrence_id'>): NewEventRow {
  return {
    id: newId('ev'),
    user_id: tx.userId,
    ...fields,
    ...extra,
    exdates: '[]',
    // PlanTx.insert stamps it when the new row is already done.
    done_at: null,
    created_at: tx.now,
    updated_at: tx.now,
    deleted_at: null,
  }
}

async function create(tx: PlanTx, op: CreateOperation, ctx: ApplyContext): Promise<EventRow> {
  checkDates(op.event, ctx.window)
  const fields = settle(draftFields(op.event), ctx.zone)
  return tx.insert(newRow(tx, fields, { time_zone: ctx.zone, source: ctx.source, unread: ctx.byAssistant ? 1 : 0, parent_id: null, recurrence_id: null }))
}

/** The fields after a patch; a new start without a new end keeps the event's length. */
export function merge(base: EventFields, patch: EventPatch): EventFields {
  const next: EventFields = { ...base }
  if (patch.title !== undefined) next.title = patch.title
  if (patch.course_id !== undefined) next.course_id = patch.course_id
  if (patch.all_day !== undefined) next.all_day = patch.all_day ? 1 : 0
  if (patch.rrule !== undefined) next.rrule = patch.rrule
  if (patch.kind !== undefined) next.kind = patch.kind
  if (patch.status !== undefined) next.status = patch.status
  if (patch.reminder_min !== undefined) next.reminder_min = patch.reminder_min
  if (patch.location !== undefined) next.location = patch.location
  if (patch.note !== undefined) next.note = patch.note
  if (patch.start_at !== undefined) {
    next.start_at = iso(patch.start_at)
    next.end_at = patch.end_at !== undefined ? iso(patch.end_at) : new Date(Date.parse(next.start_at) + Date.parse(base.end_at) - Date.parse(base.start_at)).toISOString()
  } else if (patch.end_at !== undefined) next.end_at = iso(patch.end_at)
  return next
}

// Only dates the change names are checked: renaming a series that began long ago stays possible.
async function update(tx: PlanTx, op: UpdateOperation, ctx: ApplyContext): Promise<EventRow> {
  checkDates(op.patch, ctx.window)
  const t = await resolveTarget(tx, op.event_id, op.occurrence_start, op.scope)
  const seen = ctx.byAssistant ? { unread: 1 } : {}
  const zone = t.row.time_zone
  if (!t.row.rrule) {
    const next = settle(merge(fieldsOf(t.row), op.patch), zone)
    return tx.update(t.row, { ...next, ...seen })
  }
  if (op.scope === 'occurrence' && t.occurrence) {
    // One occurrence cannot start repeating on its own.
    if (op.patch.rrule) throw new AppError('VALIDATION', { field: 'patch/rrule' })
    const patch = { ...op.patch, rrule: null }
    if (t.override) return tx.update(t.override, { ...settle(merge(fieldsOf(t.override), patch), zone), ...seen })
    const base = { ...fieldsOf(t.row), start_at: t.start, end_at: t.end, rrule: null }
    const fields = settle(merge(base, patch), zone)
    return tx.insert(
      newRow(tx, fields, { time_zone: zone, source: t.row.source, unread: ctx.byAssistant ? 1 : 0, parent_id: t.row.id, recurrence_id: t.occurrence }),
    )
  }
  if (op.scope === 'following' && t.occurrence && Date.parse(t.occurrence) > Date.parse(t.row.start_at)) {
    // From here on: the series splits before this occurrence, and the part from here changes as a whole.
    const rest = await splitSeries(tx, t.row, t.occurrence, Date.parse(t.row.end_at) - Date.parse(t.row.start_at), ctx.byAssistant ? 1 : t.row.unread)
    return updateSeries(tx, await resolveTarget(tx, rest.id, t.occurrence, 'series'), op.patch, seen)
  }
  return updateSeries(tx, t, op.patch, seen)
}

async function updateSeries(tx: PlanTx, t: Target, patch: EventPatch, seen: { unread?: number }): Promise<EventRow> {
  const series = t.row
  const zone = series.time_zone
  const overrides = await tx.overridesOf(series.id)
  const { start_at, end_at, ...rest } = patch
  const fields = merge(fieldsOf(series), rest)
  const set: Partial<EventRow> = { ...seen }
  if (patch.rrule === null) {
    // No longer repeating: the first occurrence stays as a single event; edited ones go.
    for (const o of overrides) await tx.update(o, { deleted_at: tx.now })
    set.exdates = '[]'
  } else if (start_at !== undefined || end_at !== undefined) {
    const newStart = iso(start_at ?? t.start)
    const newEnd = end_at !== undefined ? iso(end_at) : new Date(Date.parse(newStart) + Date.parse(t.end) - Date.parse(t.start)).toISOString()
    if (Date.parse(newEnd) <= Date.parse(newStart)) throw new AppError('EVENT_TIME_INVALID', { field: 'end_at' })
    const shift = seriesShift(series, t.occurrence ?? series.start_at, newStart, newEnd)
    fields.start_at = shift.start_at
    fields.end_at = shift.end_at
    if (patch.rrule === undefined && fields.rrule) fields.rrule = shiftedRule(fields.rrule, shift)
    set.exdates = shiftedExdates(series, shift)
    for (const o of overrides) await tx.update(o, shiftedOverride(o, shift, zone))
  }
  const next = settle(fields, zone)
  // Edited occurrences follow a renamed series in every field they had not changed themselves.
  const shared = (['title', 'course_id', 'kind', 'location', 'note', 'reminder_min'] as const).filter((k) => next[k] !== series[k])
  if (patch.rrule !== null && shared.length > 0) {
    for (const o of await tx.overridesOf(series.id)) {
      const follow = Object.fromEntries(shared.filter((k) => o[k] === series[k]).map((k) => [k, next[k]]))
      if (Object.keys(follow).length > 0) await tx.update(o, follow)
    }
  }
  return tx.update(series, { ...next, ...set })
}

async function remove(tx: PlanTx, op: DeleteOperation): Promise<void> {
  const t = await resolveTarget(tx, op.event_id, op.occurrence_start, op.scope)
  if (t.row.rrule && op.scope === 'following' && t.occurrence && Date.parse(t.occurrence) > Date.parse(t.row.start_at)) {
    await endSeriesBefore(tx, t.row, t.occurrence)
    return
  }
  if (t.row.rrule && op.scope === 'occurrence' && t.occurrence) {
    const removed = [...parseExdates(t.row.exdates)].map((ms) => new Date(ms).toISOString())
    await tx.update(t.row, { exdates: JSON.stringify([...removed, t.occurrence]) })
    if (t.override) await tx.update(t.override, { deleted_at: tx.now })
    return
  }
  for (const o of t.row.rrule ? await tx.overridesOf(t.row.id) : []) await tx.update(o, { deleted_at: tx.now })
  await tx.update(t.row, { deleted_at: tx.now })
}
