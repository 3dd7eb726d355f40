import { RRule } from 'rrule'
import { DAY_MS, fromWall, fromWallMs, toWall } from '../../../lib/time'
import { ruleNear } from '../apply/series-walk'

/**
 * Series are expanded in wall-clock time: "every weekday at 07:00" stays 07:00 across a daylight
 * saving change, and BYDAY names the student's weekdays. rrule.js has no zones of its own, so
 * times go in as "floating" Dates whose UTC fields are the wall clock in the event's zone (the
 * approach its documentation recommends) and come back out through the zone (lib/time).
 */

export interface SeriesTimes {
  start_at: string
  end_at: string
  time_zone: string
  rrule: string
  /** JSON array of removed occurrence starts. */
  exdates: string
}

export interface Occurrence {
  /** The original start (RECURRENCE-ID). */
  start: string
  end: string
}

/** A series never yields more than this many occurrences in one range (a safety net, not a limit students meet). */
const MAX_OCCURRENCES = 2000

export const parseExdates = (json: string): Set<number> => {
  try {
    const list = JSON.parse(json) as unknown
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').map((x) => Date.parse(x)) : [])
  } catch {
    // Expected: a damaged stored exception list reads as none.
    return new Set()
  }
}

function partsOf(series: SeriesTimes) {
  const zone = series.time_zone
  const start = toWall(series.start_at, zone)
  const options = RRule.parseString(series.rrule)
  // UNTIL is stored as a UTC instant; the rule runs on wall clocks, so UNTIL must too.
  if (options.until) options.until = toWall(options.until, zone)
  return { zone, start, options, durationMs: toWall(series.end_at, zone).getTime() - start.getTime() }
}

function ruleOf(series: SeriesTimes): { rule: RRule; durationMs: number } {
  const { start, options, durationMs } = partsOf(series)
  return { rule: new RRule({ ...options, dtstart: start }), durationMs }
}

/** Occurrences overlapping [from, to), removed ones left out, in order. The walk starts at the window, not at the first date. */
export function expandSeries(series: SeriesTimes, from: string, to: string): Occurrence[] {
  const { zone, start, options, durationMs } = partsOf(series)
  const fromMs = Date.parse(from)
  const toMs = Date.parse(to)
  // The wall-clock window is padded by two days: offsets differ from UTC by at most 14 hours.
  const wallFrom = new Date(toWall(from, zone).getTime() - durationMs - 2 * DAY_MS)
  const wallTo = new Date(toWall(to, zone).getTime() + 2 * DAY_MS)
  const rule = ruleNear(options, start, wallFrom)
  const removed = parseExdates(series.exdates)
  const out: Occurrence[] = []
  rule.between(wallFrom, wallTo, true, (wall) => {
    const start = fromWallMs(wall.getTime(), zone)
    const end = fromWallMs(wall.getTime() + durationMs, zone)
    if (start < toMs && end > fromMs && !removed.has(start)) out.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })
    return out.length < MAX_OCCURRENCES
  })
  return out
}

/**
 * The end stored for a series that never ends: the last instant an ISO string names in order
 * (later years sort wrongly as text), so "ends after the window's start" is one range on one index.
 */
export const NEVER_ENDS = '9999-12-31T23:59:59.999Z'

/**
 * An instant no occurrence of the series ends after, stored with it (series_end_at) so that reads
 * load only the series that reach their window: the end of the last occurrence for a COUNT; the
 * UNTIL plus one occurrence and an hour (a clock change) for an UNTIL; NEVER_ENDS otherwise.
 * Removed occurrences are not looked at: a bound, not the exact end.
 */
export function seriesEnd(series: SeriesTimes): string {
  const key = `${series.rrule}|${series.start_at}|${series.end_at}|${series.time_zone}`
  let end = seriesEnds.get(key)
  if (end === undefined) {
    end = computeSeriesEnd(series)
    if (seriesEnds.size >= 1000) seriesEnds.clear()
    seriesEnds.set(key, end)
  }
  return end
}

// One change is applied up to three times (tried on the scratch plan, in the preview's dry run,
// then for real): the bound of a rule is worked out once (removed occurrences do not change it).
const seriesEnds = new Map<string, string>()

/** Parts a COUNT rule may have and still step a fixed number of days from one occurrence to the next. */
const PLAIN_PARTS = new Set(['freq', 'interval', 'count', 'wkst'])

/**
 * The wall-clock start of a COUNT rule's last occurrence. A plain daily or weekly rule (no BY-
 * parts) steps a fixed number of wall-clock days, so the last is found by arithmetic instead of
 * walking up to 999 occurrences on the event loop; any other rule is walked.
 */
function lastOfCount(options: ReturnType<typeof RRule.parseString>, start: Date): Date | undefined {
  const count = options.count!
  const days = options.freq === RRule.DAILY ? 1 : options.freq === RRule.WEEKLY ? 7 : 0
  if (days > 0 && start.getTime() % 1000 === 0 && Object.keys(options).every((k) => PLAIN_PARTS.has(k))) {
    return new Date(start.getTime() + (count - 1) * (options.interval ?? 1) * days * DAY_MS)
  }
  return new RRule({ ...options, dtstart: start }).all().at(-1)
}

function computeSeriesEnd(series: SeriesTimes): string {
  const { zone, start, options, durationMs } = partsOf(series)
  let end: number
  if (options.count) {
    const last = lastOfCount(options, start)
    end = last ? Date.parse(fromWall(new Date(last.getTime() + durationMs), zone)) : Date.parse(series.end_at)
  } else if (options.until) {
    end = Date.parse(fromWall(new Date(options.until.getTime() + durationMs), zone)) + 3_600_000
  } else {
    return NEVER_ENDS
  }
  return end >= Date.parse(NEVER_ENDS) ? NEVER_ENDS : new Date(end).toISOString()
}

/** The occurrence of the series starting (originally) at `start`, if there is one and it was not removed. */
export function occurrenceAt(series: SeriesTimes, start: string): Occurrence | null {
  const at = Date.parse(start)
  if (Number.isNaN(at)) return null
  const window = expandSeries(series, new Date(at - 1000).toISOString(), new Date(at + DAY_MS).toISOString())
  return window.find((o) => Date.parse(o.start) === at) ?? null
}

/** True when the rule yields at least one occurrence (an UNTIL before the start yields none). */
export function hasOccurrences(series: SeriesTimes): boolean {
  const { rule } = ruleOf(series)
  return rule.after(new Date(toWall(series.start_at, series.time_zone).getTime() - 1000), true) !== null
}

/**
 * How many occurrences the rule yields before `instant` (removed ones included: COUNT counts them,
 * as RFC 5545 applies EXDATE after COUNT). Used to split a series there.
 */
export function countBefore(series: SeriesTimes, instant: string): number {
  const { rule } = ruleOf(series)
  const zone = series.time_zone
  const from = new Date(toWall(series.start_at, zone).getTime() - 1000)
  const to = new Date(toWall(instant, zone).getTime() - 1)
  return to < from ? 0 : rule.between(from, to, true).length
}
