export interface ConfirmOptions {
  /** Always shown: the dialog is named by it. */
  title: string
  message?: string
  /** The action, said as a verb ("Delete event", "Sign out"), never a bare "OK". */
  confirmText: string
  /** Default: "Cancel" in the student's language. */
  cancelText?: string
  /** Only one button (an information, not a choice). */
  hideCancel?: boolean
  /** The confirm button in the warning style (deleting, signing out). */
  danger?: boolean
}

export interface ActionItem {
  label: string
  danger?: boolean
  testId?: string
}

export interface ActionOptions {
  title: string
  message?: string
  items: ActionItem[]
  cancelText?: string
}

export type PickerSpec =
  | { mode: 'selector'; options: string[]; value: number }
  /** HH:mm */
  | { mode: 'time'; value: string }
  /** YYYY-MM-DD, optionally within start..end */
  | { mode: 'date'; value: string; start?: string; end?: string }
  /** YYYY-MM */
  | { mode: 'month'; value: string }

export type PickerOptions = PickerSpec & { title: string; confirmText?: string; cancelText?: string }

export type OverlayRequestInput =
  | { kind: 'confirm'; options: ConfirmOptions }
  | { kind: 'actions'; options: ActionOptions }
  | { kind: 'picker'; options: PickerOptions }

export type OverlayRequest = OverlayRequestInput & {
  id: string
  /** The page host that draws it; null when no page was in view (drawn by any host). */
  host: string | null
  settle(result: unknown): void
}
