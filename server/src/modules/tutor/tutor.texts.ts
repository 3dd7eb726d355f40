import type { Localized } from '../../i18n'

/** What the offline tutor says about a student's attempt at a question it can check. */
export const ATTEMPT = {
  correct: {
    en: '✅ **Correct, well done!** You worked it out yourself.',
    fr: '✅ **Exact, bravo !** Tu as trouvé tout seul.',
    es: '✅ **¡Correcto, muy bien!** Lo has resuelto tú solo.',
    'zh-Hans': '✅ **完全正确，真棒！** 这是你自己做出来的。',
    'zh-Hant': '✅ **完全正確，真棒！** 這是你自己做出來的。',
  },
  compare: {
    en: 'Want to compare your working with a full solution? Tap **Full solution**.',
    fr: 'Tu veux comparer ton raisonnement avec une solution complète ? Touche **Solution complète**.',
    es: '¿Quieres comparar tu razonamiento con una solución completa? Pulsa **Solución completa**.',
    'zh-Hans': '想和完整解答对照一下吗？点击 **完整解答**。',
    'zh-Hant': '想和完整解答對照一下嗎？點選 **完整解答**。',
  },
  notYet: {
    en: '🤔 **Not quite yet.** Check your working step by step. Here is a hint:',
    fr: '🤔 **Pas tout à fait.** Vérifie ton raisonnement étape par étape. Voici un indice :',
    es: '🤔 **Todavía no.** Revisa tu razonamiento paso a paso. Aquí tienes una pista:',
    'zh-Hans': '🤔 **还不太对。** 请一步一步检查你的过程。给你一个提示：',
    'zh-Hant': '🤔 **還不太對。** 請一步一步檢查你的過程。給你一個提示：',
  },
} satisfies Record<string, Localized>

/** Appended where a model's reply was cut at MAX_REPLY_CHARS. */
export const REPLY_CUT = {
  en: '\n\n*(This reply was too long and has been cut here.)*',
  fr: '\n\n*(Cette réponse était trop longue et a été coupée ici.)*',
  es: '\n\n*(Esta respuesta era demasiado larga y se ha cortado aquí.)*',
  'zh-Hans': '\n\n*（回答过长，已在此处截断。）*',
  'zh-Hant': '\n\n*（回答過長，已在此處截斷。）*',
} satisfies Localized
