import type { PlanEvent, PlanOperation, PlanPreview, PreviewItem } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { toBool } from '../../../db/time'
import { pacer } from '../../../lib/pace'
import { applyOperation, merge, type ApplyContext } from '../apply/apply-operation'
import { fieldsOf, settle, type EventFields, type EventRow } from '../event-row'
import { queryOccurrences } from '../store/occurrences'
import { dryRun } from './draft-plan'
import { expandSeries } from '../time/recurrence'
import { resolveTarget, type Target } from '../apply/target'

const DAY_MS = 86_400_000
/** A new series is checked for clashes over its first two weeks. */
const CONFLICT_DAYS = 14
const MAX_CONFLICTS = 20

interface Span {
  item: PreviewItem
  start: string
  end: string
}

const item = (f: EventFields, start: string, end: string, rrule: string | null, scope: PreviewItem['scope']): PreviewItem => ({
  title: f.title,
  course_id: f.course_id,
  kind: f.kind as PreviewItem['kind'],
  start_at: start,
  end_at: end,
  all_day: toBool(f.all_day),
  rrule,
  scope,
})

const targetItem = (t: Target, scope: PreviewItem['scope']) => item(fieldsOf(t.override ?? t.row), t.start, t.end, t.row.rrule, scope)

function spansOf(row: EventRow, it: PreviewItem): Span[] {
  if (!row.rrule) return [{ item: it, start: row.start_at, end: row.end_at }]
  const from = row.start_at
  const to = new Date(Date.parse(from) + CONFLICT_DAYS * DAY_MS).toISOString()
  return expandSeries({ ...row, rrule: row.rrule }, from, to).map((o) => ({ item: { ...it, start_at: o.start, end_at: o.end }, start: o.start, end: o.end }))
}

/**
 * What a list of operations would do, checked by running it on a draft of the plan that the
 * database then checks (so a preview that shows can be applied), plus the clashes of new times
 * with the plan as it is. No connection is held across it (draft-plan.ts).
 */
export async function previewOperations(db: DB, userId: string, ops: PlanOperation[], ctx: ApplyContext): Promise<PlanPreview> {
  const preview: PlanPreview = { added: [], changed: [], removed: [], conflicts: [] }
  const spans: Span[] = []
  const touched = new Set<string>()
  const pace = pacer()
  await dryRun(db, userId, async (tx) => {
    for (const op of ops) {
      await pace()
      if (op.op === 'create') {
        const row = (await applyOperation(tx, op, ctx))!
        const it = item(fieldsOf(row), row.start_at, row.end_at, row.rrule, 'series')
        preview.added.push(it)
        spans.push(...spansOf(row, it))
        continue
      }
      const t = await resolveTarget(tx, op.event_id, op.occurrence_start, op.scope)
      const one = !!t.occurrence && op.scope === 'occurrence'
      const scope = one ? 'occurrence' : t.occurrence && op.scope === 'following' ? 'following' : 'series'
      touched.add(one ? `${t.row.id}|${Date.parse(t.occurrence!)}` : t.row.id)
      const before = targetItem(t, scope)
      const row = await applyOperation(tx, op, ctx)
      if (op.op === 'delete') {
        preview.removed.push(before)
        continue
      }
      const base = { ...fieldsOf(t.override ?? t.row), start_at: t.start, end_at: t.end }
      const after = settle(merge(base, { ...op.patch, rrule: undefined }), t.row.time_zone)
      const afterItem = item(after, after.start_at, after.end_at, row?.rrule ?? (one ? t.row.rrule : null), scope)
      preview.changed.push({ before, after: afterItem })
      spans.push(...(scope !== 'occurrence' && row?.rrule ? spansOf(row, afterItem) : [{ item: afterItem, start: after.start_at, end: after.end_at }]))
    }
  })
  preview.conflicts = await conflictsOf(db, userId, spans, touched)
  return preview
}

/**
 * Clashes with the plan as it is. The plan is read only around the new times (spans a day or
 * less apart read together), never across the whole stretch between the earliest and the latest:
 * one change this week and one next year cost two short reads, not a year of occurrences.
 */
async function conflictsOf(db: DB, userId: string, spans: Span[], touched: Set<string>): Promise<PlanPreview['conflicts']> {
  const timed = spans.map((s, order) => ({ ...s, order })).filter((s) => !s.item.all_day)
  timed.sort((a, b) => a.start.localeCompare(b.start))
  const found: Array<{ order: number; conflict: PlanPreview['conflicts'][number] }> = []
  const pace = pacer()
  for (let i = 0; i < timed.length; ) {
    let to = timed[i].end
    let j = i + 1
    for (; j < timed.length && Date.parse(timed[j].start) <= Date.parse(to) + DAY_MS; j++) if (timed[j].end > to) to = timed[j].end
    await pace()
    const existing = (await queryOccurrences(db, userId, timed[i].start, to))
      .filter((e) => !e.all_day && !touched.has(e.event_id) && !(e.occurrence_start && touched.has(`${e.event_id}|${Date.parse(e.occurrence_start)}`)))
      .map((e) => ({ e, start: Date.parse(e.start_at), end: Date.parse(e.end_at) }))
    // Each new time is compared only with the events that start before it ends (a binary search in
    // start order), not with the whole stretch read: 40 daily series against a full plan stay cheap.
    existing.sort((a, b) => a.start - b.start)
    for (const s of timed.slice(i, j)) {
      await pace()
      const sStart = Date.parse(s.start)
      const sEnd = Date.parse(s.end)
      for (let k = 0, before = startingBefore(existing, sEnd); k < before; k++) {
        const x = existing[k]
        if (x.end > sStart) found.push({ order: s.order, conflict: { item: s.item, with: asItem(x.e) } })
      }
    }
    i = j
  }
  // In the order of the changes, as the student reads the preview.
  return found.sort((a, b) => a.order - b.order).slice(0, MAX_CONFLICTS).map((f) => f.conflict)
}

/** How many of `sorted` (by start) start before `ms`. */
function startingBefore(sorted: { start: number }[], ms: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid].start < ms) lo = mid + 1
    else hi = mid
  }
  return lo
}

const asItem = (e: PlanEvent): PreviewItem => ({
  title: e.title,
  course_id: e.course_id,
  kind: e.kind,
  start_at: e.start_at,
  end_at: e.end_at,
  all_day: e.all_day,
  rrule: e.rrule,
  scope: 'occurrence',
})
