import { ActionSheet } from './ActionSheet'
import { ConfirmDialog } from './ConfirmDialog'
import { PickerSheet } from './picker/PickerSheet'
import type { OverlayRequest } from './types'

/** Draws one open dialog, action sheet or picker. */
export function OverlayPanel({ request: r }: { request: OverlayRequest }) {
  switch (r.kind) {
    case 'confirm':
      return <ConfirmDialog options={r.options} settle={r.settle} />
    case 'actions':
      return <ActionSheet options={r.options} settle={r.settle} />
    case 'picker':
      return <PickerSheet options={r.options} settle={r.settle} />
  }
}
