import { openOverlay } from './store'
import type { ActionOptions, ConfirmOptions, PickerOptions } from './types'

/** Asks a yes/no question; true only when the student pressed the confirm button. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return (await openOverlay<boolean>({ kind: 'confirm', options })) === true
}

/** Tells something that needs an acknowledgement. */
export async function alertDialog(options: Omit<ConfirmOptions, 'hideCancel' | 'cancelText' | 'danger'>): Promise<void> {
  await openOverlay<boolean>({ kind: 'confirm', options: { ...options, hideCancel: true } })
}

/** Offers a list of actions; the index chosen, or null when the student cancelled. */
export function chooseAction(options: ActionOptions): Promise<number | null> {
  return openOverlay<number>({ kind: 'actions', options })
}

/** A picker sheet on its own (the <Picker> component opens one from its trigger). */
export function pickValue(options: PickerOptions & { mode: 'selector' }): Promise<number | null>
export function pickValue(options: PickerOptions): Promise<string | null>
export function pickValue(options: PickerOptions): Promise<number | string | null> {
  return openOverlay<number | string>({ kind: 'picker', options })
}
