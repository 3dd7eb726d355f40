import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { FocusBody } from '@contract/today-tasks'
import { taroStorage } from '@/lib/storage'
import { focusedMinutes, pause, resume, startBreak, startFocus, type FocusTask, type Running } from './model/timer'

export const FOCUS_CHOICES = [15, 20, 25, 30, 45, 50]
export const BREAK_CHOICES = [5, 10, 15]

/**
 * The focus timer (25/5 by default, adjustable) and the sessions waiting to reach the server:
 * a finished session is queued first and sent when it can be, so a bad network loses nothing.
 */
interface FocusState {
  focusMin: number
  breakMin: number
  running: Running | null
  /** The task the next session is for. */
  task: FocusTask | null
  unsent: FocusBody[]
  setLengths(focusMin: number, breakMin: number): void
  choose(task: FocusTask | null): void
  start(now: number): void
  pause(now: number): void
  resume(now: number): void
  /** Stops early: the whole minutes focused are kept. Returns them. */
  stop(now: number): number
  /** The phase ran out: a focus becomes a break (and is kept), a break ends. Returns the minutes kept. */
  complete(now: number): number
  sent(clientId: string): void
  reset(): void
}

const initial = { focusMin: 25, breakMin: 5, running: null, task: null, unsent: [] as FocusBody[] }

const recordOf = (r: Running, minutes: number): FocusBody => ({
  client_id: r.clientId,
  event_id: r.task?.event_id ?? null,
  occurrence_start: r.task?.occurrence_start ?? null,
  started_at: new Date(r.startedAt).toISOString(),
  minutes,
})

export const useFocusStore = create<FocusState>()(
  persist(
    (set, get) => ({
      ...initial,
      setLengths: (focusMin, breakMin) => set({ focusMin, breakMin }),
      choose: (task) => set({ task }),
      start: (now) => set({ running: startFocus(now, get().focusMin, get().task) }),
      pause: (now) => set((s) => ({ running: s.running && pause(s.running, now) })),
      resume: (now) => set((s) => ({ running: s.running && resume(s.running, now) })),
      stop: (now) => {
        const r = get().running
        if (!r) return 0
        const minutes = focusedMinutes(r, now)
        set((s) => ({ running: null, unsent: minutes > 0 ? [...s.unsent, recordOf(r, minutes)] : s.unsent }))
        return minutes
      },
      complete: (now) => {
        const r = get().running
        if (!r) return 0
        if (r.phase === 'break') {
          set({ running: null })
          return 0
        }
        const minutes = focusedMinutes(r, now)
        set((s) => ({ running: startBreak(now, s.breakMin, r.task), unsent: minutes > 0 ? [...s.unsent, recordOf(r, minutes)] : s.unsent }))
        return minutes
      },
      sent: (clientId) => set((s) => ({ unsent: s.unsent.filter((u) => u.client_id !== clientId) })),
      reset: () => set(initial),
    }),
    {
      name: 'focus-timer',
      version: 1,
      storage: taroStorage,
      partialize: ({ focusMin, breakMin, running, task, unsent }) => ({ focusMin, breakMin, running, task, unsent }),
      migrate: (persisted, version) => (version === 0 ? initial : persisted) as typeof initial,
    },
  ),
)
