import { create } from 'zustand'

/**
 * Bumped when a re-test is graded on its own page (in the tutor's subpackage), so the Today tab,
 * still mounted underneath, reloads its list and streak.
 */
export const useRetestSignal = create<{ graded: number; bump(): void }>((set) => ({
  graded: 0,
  bump: () => set((s) => ({ graded: s.graded + 1 })),
}))
