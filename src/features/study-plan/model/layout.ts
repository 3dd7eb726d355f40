import { MINUTES_PER_DAY, minutesOfDay, startOfDay } from '@/lib/dates'

export interface Placement {
  /** Column within its group of overlapping events, and how many columns the group has. */
  col: number
  cols: number
  /** Overlaps another timed event. */
  conflict: boolean
  /** Minutes after the day's midnight, clipped to the day. */
  top: number
  bottom: number
}

interface Span {
  id: string
  start: string
  end: string
}

/**
 * Lays out one day's timed events side by side where they overlap: each group of events linked by
 * overlaps shares the width, each event in the first free column. Events crossing midnight are
 * cut to the day.
 */
export function layoutDay(day: Date, events: Span[]): Map<string, Placement> {
  const midnight = startOfDay(day).getTime()
  const clip = (iso: string) => {
    const t = new Date(iso)
    const minutes = Math.round((t.getTime() - midnight) / 60_000)
    // Daylight saving days are 23 or 25 hours: keep the wall clock for times inside the day.
    return minutes <= 0 ? 0 : minutes >= MINUTES_PER_DAY ? MINUTES_PER_DAY : minutesOfDay(t) || MINUTES_PER_DAY
  }
  const items = events
    .map((e) => ({ id: e.id, top: clip(e.start), bottom: Math.max(clip(e.end), clip(e.start) + 1) }))
    .filter((e) => e.top < MINUTES_PER_DAY)
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom)
  const out = new Map<string, Placement>()
  let group: typeof items = []
  let groupEnd = -1
  const flush = () => {
    const columnEnds: number[] = []
    const cols = new Map<string, number>()
    for (const item of group) {
      let col = columnEnds.findIndex((end) => end <= item.top)
      if (col === -1) col = columnEnds.push(0) - 1
      columnEnds[col] = item.bottom
      cols.set(item.id, col)
    }
    for (const item of group) {
      const conflict = group.some((o) => o !== item && o.top < item.bottom && item.top < o.bottom)
      out.set(item.id, { col: cols.get(item.id)!, cols: columnEnds.length, conflict, top: item.top, bottom: item.bottom })
    }
    group = []
  }
  for (const item of items) {
    if (item.top >= groupEnd && group.length) flush()
    group.push(item)
    groupEnd = Math.max(groupEnd, item.bottom)
  }
  if (group.length) flush()
  return out
}
