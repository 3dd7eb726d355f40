import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of feedback errors, and of the photo errors feedback shares with the tutor's uploads. */
export const feedbackMessages = {
  FEEDBACK_IMAGE_NOT_FOUND: {
    en: 'image_ids: a screenshot could not be found, please add it again',
    fr: 'image_ids : une capture est introuvable, veuillez l’ajouter à nouveau',
    es: 'image_ids: no se encontró una captura, vuelve a añadirla',
    'zh-Hans': 'image_ids：有截图未找到，请重新添加',
    'zh-Hant': 'image_ids：有截圖找不到，請重新加入',
  },
} satisfies Partial<Record<ErrorName, Localized>>
