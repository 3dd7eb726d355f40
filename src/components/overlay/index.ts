// Our dialogs, action sheets and pickers: the only ones the app uses (lint forbids the stock ones).
export { alertDialog, chooseAction, confirmDialog, pickValue } from './api'
export { closeAllOverlays } from './store'
export { OverlayHost } from './OverlayHost'
export { useModal } from './OverlayFrame'
export { Picker, type PickerProps } from './picker/Picker'
export type { ActionItem, ActionOptions, ConfirmOptions } from './types'
