import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Messages of AI model failures: shown to the student, so they say what to do next. */
export const aiMessages = {
  AI_MODEL_FAILED: {
    en: 'The AI tutor could not answer right now, please try again',
    fr: "Le tuteur IA n'a pas pu répondre pour le moment, réessaie",
    es: 'El tutor de IA no ha podido responder ahora, inténtalo de nuevo',
    'zh-Hans': 'AI 辅导老师暂时无法回答，请重试',
    'zh-Hant': 'AI 輔導老師暫時無法回答，請重試',
  },
  AI_MODEL_TIMEOUT: {
    en: 'The AI tutor took too long to answer, please try again',
    fr: 'Le tuteur IA a mis trop de temps à répondre, réessaie',
    es: 'El tutor de IA ha tardado demasiado en responder, inténtalo de nuevo',
    'zh-Hans': 'AI 辅导老师响应超时，请重试',
    'zh-Hant': 'AI 輔導老師回應逾時，請重試',
  },
  AI_RATE_LIMITED: {
    en: 'The AI tutor is busy right now, please try again in a moment',
    fr: 'Le tuteur IA est très sollicité en ce moment, réessaie dans un instant',
    es: 'El tutor de IA está ocupado en este momento, inténtalo de nuevo en un rato',
    'zh-Hans': 'AI 辅导老师当前繁忙，请稍后再试',
    'zh-Hant': 'AI 輔導老師目前忙碌中，請稍後再試',
  },
  AI_BAD_OUTPUT: {
    en: 'The AI gave an answer that could not be used, please try again',
    fr: "L'IA a donné une réponse inutilisable, réessaie",
    es: 'La IA dio una respuesta que no se pudo usar, inténtalo de nuevo',
    'zh-Hans': 'AI 返回的结果无法使用，请重试',
    'zh-Hant': 'AI 回傳的結果無法使用，請重試',
  },
  AI_TOO_MANY_STEPS: {
    en: 'The assistant could not finish this request, please try a simpler instruction',
    fr: "L'assistant n'a pas pu terminer cette demande, essaie une instruction plus simple",
    es: 'El asistente no pudo completar esta solicitud, prueba con una instrucción más sencilla',
    'zh-Hans': '助手未能完成此请求，请尝试更简单的指令',
    'zh-Hant': '助理未能完成此請求，請嘗試更簡單的指令',
  },
  AI_INPUT_TOO_LONG: {
    en: 'This conversation is too long for the AI tutor, please start a new chat',
    fr: 'Cette conversation est trop longue pour le tuteur IA, commences-en une nouvelle',
    es: 'Esta conversación es demasiado larga para el tutor de IA, empieza un chat nuevo',
    'zh-Hans': '对话内容过长，AI 辅导老师无法处理，请新建对话',
    'zh-Hant': '對話內容過長，AI 輔導老師無法處理，請新建對話',
  },
  AI_CONTENT_REFUSED: {
    en: 'The AI tutor cannot help with this content, please rephrase your question',
    fr: 'Le tuteur IA ne peut pas traiter ce contenu, reformule ta question',
    es: 'El tutor de IA no puede ayudar con este contenido, reformula tu pregunta',
    'zh-Hans': 'AI 辅导老师无法处理该内容，请换一种方式提问',
    'zh-Hant': 'AI 輔導老師無法處理該內容，請換一種方式提問',
  },
} satisfies Partial<Record<ErrorName, Localized>>
