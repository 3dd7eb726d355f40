import type { Localized } from '../../i18n'

/** Names of chats the server shows in the student's language (read time, so they follow the UI). */
export const CHAT_NAMES = {
  system: {
    en: 'Notices',
    fr: 'Notifications',
    es: 'Avisos',
    'zh-Hans': '系统通知',
    'zh-Hant': '系統通知',
  },
  plan_assistant: {
    en: 'Study-plan assistant',
    fr: "Assistant du plan d'études",
    es: 'Asistente del plan de estudio',
    'zh-Hans': '学习计划助手',
    'zh-Hant': '學習計畫助理',
  },
  photoQuestion: {
    en: 'Photo question',
    fr: 'Question en photo',
    es: 'Pregunta con foto',
    'zh-Hans': '拍照提问',
    'zh-Hant': '拍照提問',
  },
  newQuestion: {
    en: 'New question',
    fr: 'Nouvelle question',
    es: 'Pregunta nueva',
    'zh-Hans': '新问题',
    'zh-Hant': '新問題',
  },
} satisfies Record<string, Localized>

/** Shown as the last message of a photo sent without text. */
export const PHOTO_PREVIEW: Localized = {
  en: '[Photo]',
  fr: '[Photo]',
  es: '[Foto]',
  'zh-Hans': '[图片]',
  'zh-Hant': '[圖片]',
}

export interface NoticeText {
  title: Localized
  content: Localized
}

/** Notices the tutor posts itself ({left} is filled in). */
export const NOTICES = {
  welcome: {
    title: {
      en: 'Welcome to Mug Tutor',
      fr: 'Bienvenue sur Mug Tutor',
      es: 'Bienvenido a Mug Tutor',
      'zh-Hans': '欢迎使用马克学伴',
      'zh-Hant': '歡迎使用馬克學伴',
    },
    content: {
      en: 'Ask about any exercise by typing it or taking a photo. I start with a hint so you can try yourself; ask for a similar example or the full solution whenever you need it.',
      fr: "Pose une question sur n'importe quel exercice en l'écrivant ou en le prenant en photo. Je commence par un indice pour que tu essaies toi-même ; demande un exemple similaire ou la solution complète quand tu en as besoin.",
      es: 'Pregunta por cualquier ejercicio escribiéndolo o haciéndole una foto. Empiezo con una pista para que lo intentes tú; pide un ejemplo parecido o la solución completa cuando lo necesites.',
      'zh-Hans': '输入题目或拍照即可提问。我会先给你提示，让你自己试一试；需要时可以查看类似例题或完整解答。',
      'zh-Hant': '輸入題目或拍照即可提問。我會先給你提示，讓你自己試一試；需要時可以查看類似例題或完整解答。',
    },
  },
  quotaLow: {
    title: {
      en: 'Questions running low',
      fr: 'Bientôt plus de questions',
      es: 'Te quedan pocas preguntas',
      'zh-Hans': '提问次数即将用完',
      'zh-Hant': '提問次數即將用完',
    },
    content: {
      en: 'You have {left} free questions left. Invite classmates or become a VIP to keep asking.',
      fr: 'Il te reste {left} questions gratuites. Invite des camarades ou deviens VIP pour continuer.',
      es: 'Te quedan {left} preguntas gratis. Invita a compañeros o hazte VIP para seguir preguntando.',
      'zh-Hans': '你还剩 {left} 次免费提问。邀请同学或开通 VIP 即可继续提问。',
      'zh-Hant': '你還剩 {left} 次免費提問。邀請同學或開通 VIP 即可繼續提問。',
    },
  },
  quotaUsedUp: {
    title: {
      en: 'Free questions used up',
      fr: 'Questions gratuites épuisées',
      es: 'Preguntas gratis agotadas',
      'zh-Hans': '免费提问次数已用完',
      'zh-Hant': '免費提問次數已用完',
    },
    content: {
      en: 'You have used all your free questions. Invite classmates or become a VIP to ask more.',
      fr: 'Tu as utilisé toutes tes questions gratuites. Invite des camarades ou deviens VIP pour en poser d’autres.',
      es: 'Has usado todas tus preguntas gratis. Invita a compañeros o hazte VIP para preguntar más.',
      'zh-Hans': '你的免费提问次数已全部用完。邀请同学或开通 VIP 即可继续提问。',
      'zh-Hant': '你的免費提問次數已全部用完。邀請同學或開通 VIP 即可繼續提問。',
    },
  },
} satisfies Record<string, NoticeText>
