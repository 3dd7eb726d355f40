import { create } from 'zustand'
import { i18n } from '@/lib/i18n'
import { confirmDialog } from '@/components/overlay'

/**
 * Whether the student agreed to the user agreement and privacy policy on the sign-in pages.
 * Kept in memory only: consent is given by ticking the box, never pre-ticked from last time.
 */
interface AgreementState {
  agreed: boolean
  setAgreed(agreed: boolean): void
}

export const useAgreementStore = create<AgreementState>()((set) => ({
  agreed: false,
  setAgreed: (agreed) => set({ agreed }),
}))

/**
 * Before any sign-in: true when the box is ticked; otherwise asks once more (agree / cancel),
 * and ticks it if the student agrees.
 */
export async function ensureAgreed(): Promise<boolean> {
  if (useAgreementStore.getState().agreed) return true
  const agreed = await confirmDialog({
    title: i18n.t('agreement.title'),
    message: i18n.t('agreement.required'),
    confirmText: i18n.t('agreement.agree'),
  })
  if (agreed) useAgreementStore.getState().setAgreed(true)
  return agreed
}
