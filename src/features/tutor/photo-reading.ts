import type { TFunction } from 'i18next'
import { alertDialog } from '@/components/overlay'
import { useChatStore } from './chat-store'

/**
 * Whether a photo of a question can be read here (the server says so in chat/init). Unknown
 * counts as yes: the server still answers honestly after the photo is sent.
 */
export const usePhotoReading = () => useChatStore((s) => s.photoReading !== false)

/** Said before the camera opens, instead of after the photo is taken and sent. */
export function explainNoPhotoReading(t: TFunction): Promise<void> {
  return alertDialog({ title: t('tutor.photoOff.title'), message: t('tutor.photoOff.text'), confirmText: t('tutor.photoOff.ok') })
}
