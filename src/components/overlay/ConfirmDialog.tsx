import { useTranslation } from 'react-i18next'
import { OverlayActions, OverlayButton, OverlayFrame } from './OverlayFrame'
import type { ConfirmOptions } from './types'

/** A question with a cancel and a confirm button (or one button for an information). */
export function ConfirmDialog({ options, settle }: { options: ConfirmOptions; settle(ok: boolean): void }) {
  const { t } = useTranslation()
  const { title, message, confirmText, cancelText, hideCancel, danger } = options
  const cancel = () => settle(false)
  const confirm = () => settle(true)
  return (
    <OverlayFrame layout='dialog' role='alertdialog' title={title} message={message} testId='confirm-dialog' onCancel={cancel} onEnter={confirm}>
      <OverlayActions>
        {!hideCancel && <OverlayButton label={cancelText ?? t('common.cancel')} testId='dialog-cancel' onPress={cancel} />}
        <OverlayButton label={confirmText} tone={danger ? 'danger' : 'primary'} testId='dialog-confirm' onPress={confirm} />
      </OverlayActions>
    </OverlayFrame>
  )
}
