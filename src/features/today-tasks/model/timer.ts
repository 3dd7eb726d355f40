import { formatCountdown } from '@/lib/format-date'
/**
 * The pomodoro timer as plain values over timestamps, so it keeps counting while the app is in
 * the background or the page is closed, and survives a restart (the store persists it).
 */
export type Phase = 'focus' | 'break'

export interface FocusTask {
  event_id: string
  occurrence_start: string | null
  title: string
}

export interface Running {
  phase: Phase
  /** When the first focus segment began (sent as started_at). */
  startedAt: number
  /** Start of the segment running now (after the last resume). */
  segmentStart: number
  /** Focused time of the segments before this one. */
  focusedMs: number
  endsAt: number
  /** Set while paused: what was left. */
  pausedLeft: number | null
  task: FocusTask | null
  clientId: string
}

export const newClientId = () => `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`

export const startFocus = (now: number, focusMin: number, task: FocusTask | null): Running => ({
  phase: 'focus',
  startedAt: now,
  segmentStart: now,
  focusedMs: 0,
  endsAt: now + focusMin * 60_000,
  pausedLeft: null,
  task,
  clientId: newClientId(),
})

export const startBreak = (now: number, breakMin: number, task: FocusTask | null): Running => ({
  ...startFocus(now, breakMin, task),
  phase: 'break',
})

export const pause = (r: Running, now: number): Running =>
  r.pausedLeft !== null ? r : { ...r, pausedLeft: Math.max(0, r.endsAt - now), focusedMs: r.focusedMs + (r.phase === 'focus' ? now - r.segmentStart : 0) }

export const resume = (r: Running, now: number): Running =>
  r.pausedLeft === null ? r : { ...r, endsAt: now + r.pausedLeft, segmentStart: now, pausedLeft: null }

export const remainingMs = (r: Running, now: number) => Math.max(0, r.pausedLeft ?? r.endsAt - now)

/** Whole minutes focused so far (a finished segment counts up to its end, not past it). */
export function focusedMinutes(r: Running, now: number): number {
  if (r.phase !== 'focus') return 0
  const running = r.pausedLeft === null ? Math.min(now, r.endsAt) - r.segmentStart : 0
  return Math.floor((r.focusedMs + Math.max(0, running)) / 60_000)
}

/** The timer's face: a second just started still shows (25:00 at the start, 00:01 at the end). */
export const clock = (ms: number) => formatCountdown(ms, 'up')
