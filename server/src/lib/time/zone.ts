import { Temporal } from 'temporal-polyfill'

/**
 * Instants <-> wall clocks in a named IANA zone. The zone rules come from Temporal (the
 * temporal-polyfill package; README "Why these libraries" says why not dayjs): it takes the zone
 * explicitly, never reads the machine's zone, and resolves wall times that happen twice or never
 * as RFC 5545 does ('compatible': the earlier of two; a skipped time moves forward by the gap).
 *
 * A Temporal conversion costs ~30-60 µs and a week read converts every occurrence of every
 * series twice, so the layer asks Temporal for the stretch of time around an instant in which
 * the zone's offset does not change (between two transitions, months long; forever for a zone
 * without them) and answers from those stretches. A wall time within two days of a transition,
 * where it may happen twice or never, is always resolved by Temporal itself.
 */

/** [from, to) in UTC ms, during which `zone` is `offset` ms ahead of UTC. */
interface Stretch {
  from: number
  to: number
  offset: number
}

const NEAR_TRANSITION = 2 * 86_400_000
const MAX_STRETCHES = 500
const stretches = new Map<string, Stretch[]>()
const zones = new Map<string, boolean>()

const zoned = (ms: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone)

function stretchAt(zone: string, ms: number): Stretch {
  let list = stretches.get(zone)
  if (!list) stretches.set(zone, (list = []))
  for (const s of list) if (ms >= s.from && ms < s.to) return s
  const here = zoned(ms, zone)
  // Transitions fall on whole seconds, so the last one at or before `ms` is the last before ms + 1.
  const from = zoned(ms + 1, zone).getTimeZoneTransition('previous')?.epochMilliseconds ?? -Infinity
  const to = here.getTimeZoneTransition('next')?.epochMilliseconds ?? Infinity
  const stretch = { from, to, offset: here.offsetNanoseconds / 1e6 }
  if (list.length >= MAX_STRETCHES) list.length = 0
  list.push(stretch)
  return stretch
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
export const offsetMs = (zone: string, ms: number): number => stretchAt(zone, ms).offset

/** The wall clock of `instant` in `zone`, as a "floating" Date whose UTC fields are that wall clock. */
export function toWall(instant: string | Date | number, zone: string): Date {
  const ms = new Date(instant).getTime()
  return new Date(ms + offsetMs(zone, ms))
}

function resolveWall(wallMs: number, zone: string): number {
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
  return pdt.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds
}

/**
 * The instant a floating wall-clock Date names in `zone`. A time that happens twice (clocks going
 * back) is the first; one that never happens (clocks going forward) moves forward by the gap, so
 * 02:30 on the spring-forward night in Los Angeles becomes 03:30.
 */
export function fromWallMs(wallMs: number, zone: string): number {
  const stretch = stretchAt(zone, wallMs - offsetMs(zone, wallMs))
  const at = wallMs - stretch.offset
  // Offsets differ by at most 26 hours: with no transition within two days of `at`, no other
  // instant shows this wall time, and it is not skipped.
  if (at - NEAR_TRANSITION >= stretch.from && at + NEAR_TRANSITION < stretch.to) return at
  return resolveWall(wallMs, zone)
}

/** fromWallMs as UTC ISO text (how instants are stored). */
export const fromWall = (wall: Date, zone: string): string => new Date(fromWallMs(wall.getTime(), zone)).toISOString()
