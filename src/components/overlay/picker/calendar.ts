import { addDays, startOfWeek } from '@/lib/dates'

/** The days shown for a month, Monday first: null before the 1st and after the last day. */
export function monthCells(month: Date): (Date | null)[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1)
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0)
  const cells: (Date | null)[] = []
  // Whole weeks, until the week that holds the last day is complete.
  for (let d = startOfWeek(first); cells.length % 7 !== 0 || d <= last; d = addDays(d, 1)) {
    cells.push(d >= first && d <= last ? d : null)
  }
  return cells
}

/** Row height of the option lists, in design px: where to scroll so that `index` shows. */
export const OPTION_HEIGHT = 48
export const scrollTopFor = (index: number) => Math.max(0, (index - 2) * OPTION_HEIGHT)
