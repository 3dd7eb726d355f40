import type { DeleteOperation, InstructionContext, OperationScope, PlanEventView } from './operations'
import { eventMatches, hasSubject, type CourseTerm, type Subject } from './subject'
import { PARTS, type Family, type When } from './when/types'
import { clockMinutes } from './when/resolve'
import { localMoment, sameDate, toInstant } from './zone'

/**
 * Which of the student's events an instruction points at. The day and time said narrow the
 * occurrences; the subject (course, activity or title words) picks among them; a kind word
 * ("lesson", "课") is a preference, not a requirement, because students name kinds loosely, except
 * an exam: "delete the chemistry test" must never delete the chemistry class.
 */

export type Resolution =
  | { found: 'one'; event: PlanEventView }
  | { found: 'many'; events: PlanEventView[] }
  | { found: 'ambiguous'; events: PlanEventView[] }
  | { found: 'none' }
  /** Neither a subject nor a day: nothing to look for. */
  | { found: 'unspecified' }

export interface TargetQuery {
  subject: Subject
  when: When
  /** "all", "every": every matching event instead of exactly one. */
  all: boolean
  family: Family
}

export function inWindow(ctx: InstructionContext, when: When): PlanEventView[] {
  const { timeZone: zone } = ctx
  let events = ctx.events
  if (when.date) {
    const day = when.date
    events = events.filter((e) => sameDate(localMoment(e.start_at, zone).date, day))
  } else if (when.period) {
    const from = toInstant(when.period.from, 0, zone)
    const to = toInstant(when.period.to, 0, zone)
    events = events.filter((e) => e.start_at < to && e.end_at > from)
  } else {
    const now = ctx.now.toISOString()
    events = events.filter((e) => e.end_at > now)
  }
  return events
}

export function findTargets(q: TargetQuery, ctx: InstructionContext, terms: CourseTerm[]): Resolution {
  const daySaid = !!(q.when.date || q.when.period)
  if (!hasSubject(q.subject) && !daySaid) return { found: 'unspecified' }
  let events = inWindow(ctx, q.when)
  if (q.when.start) {
    const said = clockMinutes(q.when.start, q.when.part, q.family)
    // "the 3 o'clock one": the same hour read either side of noon.
    events = events.filter((e) => {
      const at = localMoment(e.start_at, ctx.timeZone).minutes
      return at === said || at === (said + 720) % 1440
    })
  } else if (q.when.part) {
    const { from, to } = PARTS[q.when.part]
    events = events.filter((e) => {
      const at = localMoment(e.start_at, ctx.timeZone).minutes
      return !e.all_day && at >= from * 60 && at < to * 60
    })
  }
  if (hasSubject(q.subject)) events = events.filter((e) => eventMatches(e, q.subject, terms))
  if (q.subject.kind) {
    const ofKind = events.filter((e) => e.kind === q.subject.kind)
    if (ofKind.length || q.subject.kind === 'exam') events = ofKind
  }
  events = [...events].sort((a, b) => a.start_at.localeCompare(b.start_at))
  if (events.length === 0) return { found: 'none' }
  if (q.all) return { found: 'many', events }
  const owners = new Set(events.map(ownerOf))
  // Several occurrences of one series and no day said: the next one is meant.
  if (owners.size === 1) return { found: 'one', event: events[0] }
  return { found: 'ambiguous', events }
}

export const ownerOf = (e: PlanEventView) => e.series_id ?? e.id

/** How an operation addresses an occurrence, or its whole series. */
export function addressOf(e: PlanEventView, scope: OperationScope): Pick<DeleteOperation, 'event_id' | 'occurrence_start' | 'scope'> {
  if (!e.series_id) return { event_id: e.id, occurrence_start: null, scope: 'series' }
  if (scope === 'series') return { event_id: e.series_id, occurrence_start: null, scope: 'series' }
  return { event_id: e.series_id, occurrence_start: e.occurrence_start ?? e.start_at, scope: 'occurrence' }
}

/** One event per series (the first occurrence seen), for changes to whole series. */
export function uniqueOwners(events: PlanEventView[]): PlanEventView[] {
  const seen = new Set<string>()
  return events.filter((e) => (seen.has(ownerOf(e)) ? false : (seen.add(ownerOf(e)), true)))
}
