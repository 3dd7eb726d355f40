import { Temporal } from 'temporal-polyfill'

/**
 * Instants <-> wall clocks in a named IANA zone. The zone rules come from Temporal (the
 * temporal-polyfill package; README "Choices" says why not dayjs): it takes the zone explicitly,
 * never reads the machine's zone, and resolves wall times that happen twice or never as RFC 5545
 * does ('compatible': the earlier of two, a skipped time moved forward by the gap).
 *
 * A Temporal conversion costs ~30-60 µs and a week read converts every occurrence of every
 * series twice, so answers are kept per zone and quarter hour: offsets change only at
 * transitions, and every transition of the modern tz database falls on a quarter hour on both
 * the UTC and the wall clock. An offset that is not whole quarter hours (local mean time before
 * ~1900) is never cached, so those dates stay exact too.
 */

const QUARTER_HOUR = 900_000
const MAX_CACHED = 200_000

/** `${zone}|${utc quarter hour}` -> offset from UTC in ms at that instant. */
const offsets = new Map<string, number>()
/** `${zone}|${wall quarter hour}` -> what to subtract from a wall time in that quarter hour. */
const wallShifts = new Map<string, number>()
const zones = new Map<string, boolean>()

function remember(cache: Map<string, number>, key: string, value: number): number {
  if (value % QUARTER_HOUR !== 0) return value
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(key, value)
  return value
}

/** True for an IANA zone name this runtime knows ("Asia/Shanghai", "UTC"); offsets like "+08:00" are not names. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || /^[+-]/.test(zone)) return false
  let ok = zones.get(zone)
  if (ok === undefined) {
    try {
      Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone)
      ok = true
    } catch {
      // Expected: Temporal throws RangeError for a zone it does not know: that is the answer.
      ok = false
    }
    if (zones.size < 1000) zones.set(zone, ok)
  }
  return ok
}

/** Offset of `zone` from UTC at the instant `ms`, in ms (+8 h for Shanghai). */
export function offsetMs(zone: string, ms: number): number {
  const bucket = Math.floor(ms / QUARTER_HOUR)
  const key = `${zone}|${bucket}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const offset = (at: number) => Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6
  const atBucket = offset(bucket * QUARTER_HOUR)
  return atBucket % QUARTER_HOUR === 0 ? remember(offsets, key, atBucket) : offset(ms)
}

/** The wall clock of `instant` in `zone`, as a "floating" Date whose UTC fields are that wall clock. */
export function toWall(instant: string | Date | number, zone: string): Date {
  const ms = new Date(instant).getTime()
  return new Date(ms + offsetMs(zone, ms))
}

function shiftAt(zone: string, wallMs: number): number {
  const w = new Date(wallMs)
  const pdt = new Temporal.PlainDateTime(
    w.getUTCFullYear(),
    w.getUTCMonth() + 1,
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
    w.getUTCMilliseconds(),
  )
  return wallMs - pdt.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds
}

/**
 * The instant a floating wall-clock Date names in `zone`. A time that happens twice (clocks going
 * back) is the first; one that never happens (clocks going forward) moves forward by the gap, so
 * 02:30 on the spring-forward night in Los Angeles becomes 03:30.
 */
export function fromWallMs(wallMs: number, zone: string): number {
  const bucket = Math.floor(wallMs / QUARTER_HOUR)
  const key = `${zone}|${bucket}`
  const known = wallShifts.get(key)
  if (known !== undefined) return wallMs - known
  const shift = shiftAt(zone, bucket * QUARTER_HOUR)
  return wallMs - (shift % QUARTER_HOUR === 0 ? remember(wallShifts, key, shift) : shiftAt(zone, wallMs))
}

/** fromWallMs as UTC ISO text (how instants are stored). */
export const fromWall = (wall: Date, zone: string): string => new Date(fromWallMs(wall.getTime(), zone)).toISOString()
