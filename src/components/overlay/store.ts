import { create } from 'zustand'
import type { OverlayRequest, OverlayRequestInput } from './types'

/**
 * Open dialogs, sheets and pickers, and the hosts that draw them. Every page draws one host
 * (definePage); a request goes to the host of the page in view when it was made, so a dialog
 * opened on one page never shows on another (H5 keeps earlier pages mounted, hidden).
 */
interface OverlayState {
  requests: OverlayRequest[]
  /** Host ids, the page most recently shown last. */
  hosts: string[]
}

export const useOverlayStore = create<OverlayState>()(() => ({ requests: [], hosts: [] }))

let nextId = 0
export const newOverlayId = (prefix: string) => `${prefix}-${++nextId}`

/** A host came into view (mounted or its page shown again). */
export function showHost(id: string) {
  useOverlayStore.setState((s) => ({ hosts: [...s.hosts.filter((h) => h !== id), id] }))
}

/** A host went away: what it was showing is cancelled. */
export function removeHost(id: string) {
  const { requests } = useOverlayStore.getState()
  for (const r of requests) if (r.host === id) r.settle(null)
  useOverlayStore.setState((s) => ({ hosts: s.hosts.filter((h) => h !== id), requests: s.requests.filter((r) => r.host !== id) }))
}

/** Shows a request on the page in view; resolves with its result, or null when it was dismissed. */
export function openOverlay<R>(input: OverlayRequestInput): Promise<R | null> {
  return new Promise((resolve) => {
    const { hosts } = useOverlayStore.getState()
    const id = newOverlayId('overlay')
    const settle = (result: unknown) => {
      useOverlayStore.setState((s) => ({ requests: s.requests.filter((r) => r.id !== id) }))
      resolve((result ?? null) as R | null)
    }
    const request = { ...input, id, host: hosts[hosts.length - 1] ?? null, settle } as OverlayRequest
    useOverlayStore.setState((s) => ({ requests: [...s.requests, request] }))
  })
}

/** Closes everything (sign-out, tests). */
export function closeAllOverlays() {
  for (const r of useOverlayStore.getState().requests) r.settle(null)
}
