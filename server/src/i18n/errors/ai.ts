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
  AI_IMAGE_UNSUPPORTED: {
    en: 'This AI model cannot read photos. Please type the question instead; this question was not counted',
    fr: 'Ce modèle d’IA ne sait pas lire les photos. Tape plutôt la question ; elle n’a pas été décomptée',
    es: 'Este modelo de IA no puede leer fotos. Escribe la pregunta en su lugar; no se ha descontado',
    'zh-Hans': '当前 AI 模型无法识别照片，请直接输入题目文字；本次提问不计次数',
    'zh-Hant': '目前 AI 模型無法辨識照片，請直接輸入題目文字；本次提問不計次數',
  },
  AI_TOO_MANY_CALLS: {
    en: 'That is too much to do at once. Please narrow the request, for example one day, one week or one subject at a time',
    fr: 'C’est trop de choses à la fois. Précise la demande, par exemple un jour, une semaine ou une matière à la fois',
    es: 'Es demasiado a la vez. Acota la petición, por ejemplo un día, una semana o una asignatura cada vez',
    'zh-Hans': '一次要做的太多了。请缩小范围，例如一次只改一天、一周或一门科目',
    'zh-Hant': '一次要做的太多了。請縮小範圍，例如一次只改一天、一週或一門科目',
  },
} satisfies Partial<Record<ErrorName, Localized>>
