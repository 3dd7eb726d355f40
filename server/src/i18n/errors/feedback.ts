import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of feedback errors, and of the photo errors feedback shares with the tutor's uploads. */
export const feedbackMessages = {
  FEEDBACK_IMAGE_NOT_FOUND: {
    en: 'A screenshot could not be found: add it again',
    fr: 'Une capture est introuvable : ajoute-la à nouveau',
    es: 'No se encontró una captura: vuelve a añadirla',
    'zh-Hans': '有截图未找到，请重新添加',
    'zh-Hant': '有截圖找不到，請重新加入',
  },
} satisfies Partial<Record<ErrorName, Localized>>
