import { toWall } from '../../../lib/time'

const DAY_MS = 86_400_000

/** Offset of `zone` from UTC at `ms`, in minutes. */
const offsetAt = (ms: number, zone: string) => Math.round((toWall(new Date(ms), zone).getTime() - Math.floor(ms / 1000) * 1000) / 60_000)

const offsetText = (min: number) => {
  const a = Math.abs(min)
  return `${min < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`
}

const wall = (ms: number, offsetMin: number) => new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '')

/**
 * A VTIMEZONE for an IANA zone over [fromYear, toYear]: the offset in force at the start, then one
 * observance per change (found day by day, then to the minute). Calendars need it to read
 * DTSTART;TZID=… correctly; zones without daylight saving get a single observance.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1)
  const end = Date.UTC(toYear + 1, 0, 1)
  const first = offsetAt(start, zone)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offsetText(first)}`, `TZOFFSETTO:${offsetText(first)}`, 'END:STANDARD']
  let previous = first
  for (let day = start; day < end; day += DAY_MS) {
    const next = offsetAt(day + DAY_MS, zone)
    if (next === previous) continue
    // The change happened within this day: narrow it down to the minute.
    let lo = day
    let hi = day + DAY_MS
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000
      if (offsetAt(mid, zone) === previous) lo = mid
      else hi = mid
    }
    const kind = next > previous ? 'DAYLIGHT' : 'STANDARD'
    lines.push(`BEGIN:${kind}`, `DTSTART:${wall(hi, previous)}`, `TZOFFSETFROM:${offsetText(previous)}`, `TZOFFSETTO:${offsetText(next)}`, `END:${kind}`)
    previous = next
  }
  lines.push('END:VTIMEZONE')
  return lines
}
