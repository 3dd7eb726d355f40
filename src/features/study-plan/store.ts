import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { UndoStatus } from '@contract/study-plan'
import { taroStorage } from '@/lib/storage'
import { dayKey } from '@/lib/dates'

export type PlanView = 'week' | 'day'

/**
 * The schedule's state: what is shown (week or day, around which day), the undo stack's ends, and
 * a counter every change bumps so each page showing the plan reloads it (the event page changes
 * the plan the schedule page shows). Only the view is remembered across launches.
 */
interface PlanState {
  view: PlanView
  /** The day shown (day view) or inside the week shown, YYYY-MM-DD. */
  anchor: string
  version: number
  undo: UndoStatus | null
  setView(view: PlanView): void
  setAnchor(day: string): void
  /** The plan changed: everything showing it reloads; the undo buttons follow `status`. */
  changed(status?: UndoStatus | null): void
  setUndo(status: UndoStatus | null): void
  reset(): void
}

const initial = () => ({ view: 'week' as PlanView, anchor: dayKey(new Date()), version: 0, undo: null })

export const usePlanStore = create<PlanState>()(
  persist(
    (set) => ({
      ...initial(),
      setView: (view) => set({ view }),
      setAnchor: (anchor) => set({ anchor }),
      changed: (status) => set((s) => ({ version: s.version + 1, undo: status === undefined ? s.undo : status })),
      setUndo: (undo) => set({ undo }),
      reset: () => set(initial()),
    }),
    {
      name: 'study-plan',
      version: 1,
      storage: taroStorage,
      partialize: ({ view }) => ({ view }),
      migrate: (persisted, version) => (version === 0 ? { view: 'week' } : persisted) as { view: PlanView },
    },
  ),
)
