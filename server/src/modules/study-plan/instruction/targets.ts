import type { DeleteOperation, InstructionContext, OperationScope, PlanEventView } from './operations'
import { eventMatches, fitsWords, hasSubject, type CourseTerm, type Subject } from './subject'
import { PARTS, type Family, type When } from './when/types'
import { clockMinutes } from './when/resolve'
import { localMoment, sameDate, toInstant } from '../../../lib/time'

/**
 * Which of the student's events an instruction points at. The day and time said narrow the
 * occurrences; the subject (course, activity or title words) picks among them; a kind word
 * ("lesson", "课") is a preference, not a requirement, because students name kinds loosely, except
 * an exam: "delete the chemistry test" must never delete the chemistry class. Other words said
 * with a course must be in the title too ("chemistry lab" is not "Chemistry class"): when no
 * event has them, the answer is a question, never a guess.
 */

export type Resolution =
  | { found: 'one'; event: PlanEventView }
  | { found: 'many'; events: PlanEventView[] }
  | { found: 'ambiguous'; events: PlanEventView[] }
  /** The course matches but not the other words said: these are the nearest events. */
  | { found: 'unsure'; events: PlanEventView[] }
  | { found: 'none' }
  /** Neither a subject nor a day: nothing to look for. */
  | { found: 'unspecified' }

export interface TargetQuery {
  subject: Subject
  when: When
  /** "all", "every": every matching event instead of exactly one. */
  all: boolean
  family: Family
  /** The habit is meant ("every day", "from now on"): repeating events first. */
  seriesWanted?: boolean
}

/** Occurrences on the day or in the period said, else those not over yet. */
export function inWindow(ctx: InstructionContext, when: When): PlanEventView[] {
  const { timeZone: zone } = ctx
  if (when.date) {
    const day = when.date
    return ctx.events.filter((e) => sameDate(localMoment(e.start_at, zone).date, day))
  }
  if (when.period) {
    const from = toInstant(when.period.from, 0, zone)
    const to = toInstant(when.period.to, 0, zone)
    return ctx.events.filter((e) => e.start_at < to && e.end_at > from)
  }
  const now = ctx.now.toISOString()
  return ctx.events.filter((e) => e.end_at > now)
}

/** The occurrences at the time or in the part of day said. */
export function atTimeSaid(events: PlanEventView[], when: When, family: Family, zone: string): PlanEventView[] {
  if (when.start) {
    const said = clockMinutes(when.start, when.part, family)
    // "the 3 o'clock one": the same hour read either side of noon.
    return events.filter((e) => {
      const at = localMoment(e.start_at, zone).minutes
      return at === said || at === (said + 720) % 1440
    })
  }
  if (when.part) {
    const { from, to } = PARTS[when.part]
    return events.filter((e) => {
      const at = localMoment(e.start_at, zone).minutes
      return !e.all_day && at >= from * 60 && at < to * 60
    })
  }
  return events
}

/** Events about the subject; a kind said is preferred, an exam required. */
export function aboutSubject(events: PlanEventView[], subject: Subject, terms: CourseTerm[]): PlanEventView[] {
  let out = hasSubject(subject) ? events.filter((e) => eventMatches(e, subject, terms)) : events
  if (subject.kind) {
    const ofKind = out.filter((e) => e.kind === subject.kind)
    if (ofKind.length || subject.kind === 'exam') out = ofKind
  }
  return out
}

export function findTargets(q: TargetQuery, ctx: InstructionContext, terms: CourseTerm[]): Resolution {
  const daySaid = !!(q.when.date || q.when.period)
  if (!hasSubject(q.subject) && !daySaid) return { found: 'unspecified' }
  let events = aboutSubject(atTimeSaid(inWindow(ctx, q.when), q.when, q.family, ctx.timeZone), q.subject, terms)
  events = [...events].sort((a, b) => a.start_at.localeCompare(b.start_at))
  const named = q.subject.courseId !== null || q.subject.activity !== null
  if (named && q.subject.words.length > 0 && events.length > 0) {
    const fitting = events.filter((e) => fitsWords(e, q.subject))
    if (fitting.length === 0) return { found: 'unsure', events }
    events = fitting
  }
  if (q.seriesWanted) {
    const series = events.filter((e) => e.series_id)
    if (series.length) events = series
  }
  if (events.length === 0) return { found: 'none' }
  if (q.all) return { found: 'many', events }
  const owners = new Set(events.map(ownerOf))
  // Several occurrences of one series and no day said: the next one is meant.
  if (owners.size === 1) return { found: 'one', event: events[0] }
  return { found: 'ambiguous', events }
}

export const ownerOf = (e: PlanEventView) => e.series_id ?? e.id

/** How an operation addresses an occurrence, or its whole series (a series by no occurrence in particular). */
export function addressOf(e: PlanEventView, scope: OperationScope): Pick<DeleteOperation, 'event_id' | 'occurrence_start' | 'scope'> {
  if (!e.series_id) return { event_id: e.id, occurrence_start: null, scope: 'series' }
  if (scope === 'series') return { event_id: e.series_id, occurrence_start: null, scope: 'series' }
  return { event_id: e.series_id, occurrence_start: e.occurrence_start ?? e.start_at, scope }
}

/** A change read on one occurrence: of it alone, of its whole series, or of it and the following ones. */
export function addressAt(e: PlanEventView, scope: OperationScope): Pick<DeleteOperation, 'event_id' | 'occurrence_start' | 'scope'> {
  if (!e.series_id) return { event_id: e.id, occurrence_start: null, scope: 'series' }
  return { event_id: e.series_id, occurrence_start: e.occurrence_start ?? e.start_at, scope }
}

/** One event per series (the first occurrence seen), for changes to whole series. */
export function uniqueOwners(events: PlanEventView[]): PlanEventView[] {
  const seen = new Set<string>()
  return events.filter((e) => (seen.has(ownerOf(e)) ? false : (seen.add(ownerOf(e)), true)))
}
