import type { OverlayKeys } from './overlay-focus-types'

// The mini-program has no keyboard focus to hold: overlays are tapped only.

export function holdFocus(_rootId: string, _keys: OverlayKeys, _initial?: string): () => void {
  return () => {}
}

export function startKeyboardActivation(): () => void {
  return () => {}
}
