import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of the tutor's errors: chats, replies, photos. */
export const tutorMessages = {
  IMAGE_TOO_LARGE: {
    en: 'This photo is too large (at most {max} MB)',
    fr: 'Cette photo est trop lourde ({max} Mo au maximum)',
    es: 'Esta foto es demasiado grande ({max} MB como máximo)',
    'zh-Hans': '照片太大（最大 {max} MB）',
    'zh-Hant': '照片太大（最大 {max} MB）',
  },
  IMAGE_TYPE_UNSUPPORTED: {
    en: 'Only JPEG, PNG, WebP or HEIC photos can be sent',
    fr: 'Seules les photos JPEG, PNG, WebP ou HEIC peuvent être envoyées',
    es: 'Solo se pueden enviar fotos JPEG, PNG, WebP o HEIC',
    'zh-Hans': '只能发送 JPEG、PNG、WebP 或 HEIC 格式的照片',
    'zh-Hant': '只能傳送 JPEG、PNG、WebP 或 HEIC 格式的照片',
  },
  QUESTION_EMPTY: {
    en: 'Type your question or add a photo',
    fr: 'Écris ta question ou ajoute une photo',
    es: 'Escribe tu pregunta o añade una foto',
    'zh-Hans': '请输入问题或添加照片',
    'zh-Hant': '請輸入問題或加入照片',
  },
  CHAT_NOT_FOUND: {
    en: 'This conversation does not exist',
    fr: "Cette conversation n'existe pas",
    es: 'Esta conversación no existe',
    'zh-Hans': '该对话不存在',
    'zh-Hant': '該對話不存在',
  },
  MESSAGE_NOT_FOUND: {
    en: 'This message does not exist',
    fr: "Ce message n'existe pas",
    es: 'Este mensaje no existe',
    'zh-Hans': '该消息不存在',
    'zh-Hant': '該訊息不存在',
  },
  IMAGE_NOT_FOUND: {
    en: 'This photo does not exist',
    fr: "Cette photo n'existe pas",
    es: 'Esta foto no existe',
    'zh-Hans': '该照片不存在',
    'zh-Hant': '該照片不存在',
  },
  CHAT_BUSY: {
    en: 'The tutor is still answering, wait for it or press Stop',
    fr: 'Le tuteur est encore en train de répondre : attends la fin ou appuie sur Arrêter',
    es: 'El tutor todavía está respondiendo: espera o pulsa Detener',
    'zh-Hans': '老师还在回答中，请稍候或点击停止',
    'zh-Hant': '老師還在回答中，請稍候或點選停止',
  },
  QUESTION_TURNS_USED: {
    en: 'This question has had many replies already, please ask it again as a new question',
    fr: 'Cette question a déjà eu beaucoup de réponses, pose-la à nouveau comme nouvelle question',
    es: 'Esta pregunta ya tiene muchas respuestas, vuelve a hacerla como una pregunta nueva',
    'zh-Hans': '这道题的对话轮数已用完，请作为新问题重新提问',
    'zh-Hant': '這道題的對話輪數已用完，請作為新問題重新提問',
  },
  CHAT_READ_ONLY: {
    en: 'Notices cannot be replied to',
    fr: 'On ne peut pas répondre aux notifications',
    es: 'No se puede responder a los avisos',
    'zh-Hans': '系统通知无法回复',
    'zh-Hant': '系統通知無法回覆',
  },
  REPLY_NOT_REGENERABLE: {
    en: 'Only the latest finished answer can be written again',
    fr: 'Seule la dernière réponse terminée peut être réécrite',
    es: 'Solo se puede volver a generar la última respuesta terminada',
    'zh-Hans': '只能重新生成最后一条已完成的回答',
    'zh-Hant': '只能重新產生最後一則已完成的回答',
  },
} satisfies Partial<Record<ErrorName, Localized>>
