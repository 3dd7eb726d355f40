import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of feedback errors, and of the photo errors feedback shares with the tutor's uploads. */
export const feedbackMessages = {
  IMAGE_TOO_LARGE: {
    en: 'file: the photo is too large (at most {max} MB)',
    fr: 'file : la photo est trop lourde ({max} Mo au plus)',
    es: 'file: la foto es demasiado grande (máximo {max} MB)',
    'zh-Hans': 'file：照片太大（最大 {max} MB）',
    'zh-Hant': 'file：照片太大（最大 {max} MB）',
  },
  IMAGE_TYPE_UNSUPPORTED: {
    en: 'file: only JPEG, PNG, WebP or HEIC photos can be sent',
    fr: 'file : seules les photos JPEG, PNG, WebP ou HEIC peuvent être envoyées',
    es: 'file: solo se pueden enviar fotos JPEG, PNG, WebP o HEIC',
    'zh-Hans': 'file：只能发送 JPEG、PNG、WebP 或 HEIC 格式的照片',
    'zh-Hant': 'file：只能傳送 JPEG、PNG、WebP 或 HEIC 格式的照片',
  },
  FEEDBACK_IMAGE_NOT_FOUND: {
    en: 'image_ids: a screenshot could not be found, please add it again',
    fr: 'image_ids : une capture est introuvable, veuillez l’ajouter à nouveau',
    es: 'image_ids: no se encontró una captura, vuelve a añadirla',
    'zh-Hans': 'image_ids：有截图未找到，请重新添加',
    'zh-Hant': 'image_ids：有截圖找不到，請重新加入',
  },
} satisfies Partial<Record<ErrorName, Localized>>
