import { onFirstInteraction } from '@/lib/first-interaction'
import type { Panel } from './panel-loader'

// The dialogs, sheets and pickers (with their calendar and scroll view) stay out of the first
// route's JavaScript (DESIGN.md §8 budget): they load at the first tap, or when first opened.
let panel: Panel | null = null
let pending: Promise<Panel> | null = null

export const loadedPanel = (): Panel | null => panel

export function loadPanel(): Promise<Panel> {
  pending ??= import('./OverlayPanel').then(
    (mod) => (panel = mod.OverlayPanel),
    (err: unknown) => {
      pending = null // a later request tries again (the network may be back)
      throw err
    },
  )
  return pending
}

onFirstInteraction(() => void loadPanel().catch(() => {}))
