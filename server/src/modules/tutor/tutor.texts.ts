import type { Lang } from '@contract/common'
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
  partial: {
    en: '👍 **Part of it.** What you found is right, but it is not every solution: look for the rest.',
    fr: "👍 **C'est une partie.** Ce que tu as trouvé est juste, mais ce ne sont pas toutes les solutions : cherche les autres.",
    es: '👍 **Es una parte.** Lo que has encontrado está bien, pero no son todas las soluciones: busca las demás.',
    'zh-Hans': '👍 **对了一部分。** 你找到的是对的，但还不是全部的解，再找找其他的解。',
    'zh-Hant': '👍 **對了一部分。** 你找到的是對的，但還不是全部的解，再找找其他的解。',
  },
  step: {
    en: '👍 **That step is right.** Keep going.',
    fr: "👍 **Cette étape est juste.** Continue.",
    es: '👍 **Ese paso está bien.** Sigue adelante.',
    'zh-Hans': '👍 **这一步是对的。** 继续往下做。',
    'zh-Hant': '👍 **這一步是對的。** 繼續往下做。',
  },
  firstStep: {
    en: 'Let us look at the first step together:',
    fr: 'Regardons ensemble la première étape :',
    es: 'Veamos juntos el primer paso:',
    'zh-Hans': '我们一起来看第一步：',
    'zh-Hant': '我們一起來看第一步：',
  },
  ladder: {
    en: 'Still stuck? Tap **Similar example** to see the method on another exercise, or **Full solution** to see every step.',
    fr: "Toujours bloqué ? Touche **Exemple similaire** pour voir la méthode sur un autre exercice, ou **Solution complète** pour voir toutes les étapes.",
    es: '¿Sigues atascado? Pulsa **Ejemplo parecido** para ver el método en otro ejercicio, o **Solución completa** para ver todos los pasos.',
    'zh-Hans': '还是卡住了？点击 **类似例题** 看看另一道题的做法，或者点击 **完整解答** 看每一步。',
    'zh-Hant': '還是卡住了？點選 **類似例題** 看看另一道題的做法，或者點選 **完整解答** 看每一步。',
  },
  notYet: {
    en: '🤔 **Not quite yet.** Check your working step by step.',
    fr: '🤔 **Pas tout à fait.** Vérifie ton raisonnement étape par étape.',
    es: '🤔 **Todavía no.** Revisa tu razonamiento paso a paso.',
    'zh-Hans': '🤔 **还不太对。** 请一步一步检查你的过程。',
    'zh-Hant': '🤔 **還不太對。** 請一步一步檢查你的過程。',
  },
} satisfies Record<string, Localized>

const fmt = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)

/** Written into a model's reply when the independent check of its final answer failed. */
export const CHECK_FAILED: Record<Lang, (expected?: string) => string> = {
  en: (e) => `⚠️ **Check failed:** an independent check of this final answer against your question did not confirm it${e ? ` (it found \`${e}\`)` : ''}. This answer may be wrong: go through it yourself before you rely on it.`,
  fr: (e) => `⚠️ **Vérification échouée :** une vérification indépendante de cette réponse finale avec ta question ne la confirme pas${e ? ` (elle trouve \`${e}\`)` : ''}. Cette réponse est peut-être fausse : refais le raisonnement toi-même avant de t'y fier.`,
  es: (e) => `⚠️ **Comprobación fallida:** una comprobación independiente de esta respuesta final con tu pregunta no la confirma${e ? ` (encuentra \`${e}\`)` : ''}. Esta respuesta puede estar mal: revísala tú antes de fiarte de ella.`,
  'zh-Hans': (e) => `⚠️ **核对未通过：** 用你的原题对这个最终答案做的独立核对没有通过${e ? `（核对得到的是 \`${e}\`）` : ''}。这个答案可能是错的，请自己再算一遍再使用。`,
  'zh-Hant': (e) => `⚠️ **核對未通過：** 用你的原題對這個最終答案做的獨立核對沒有通過${e ? `（核對得到的是 \`${e}\`）` : ''}。這個答案可能是錯的，請自己再算一遍再使用。`,
}

/** Written at the end of a reply that reached the length cap. */
export const REPLY_CUT: Record<Lang, (max: number) => string> = {
  en: (n) => `_(This reply was cut at ${fmt(n, ',')} characters.)_`,
  fr: (n) => `_(Cette réponse a été coupée à ${fmt(n, '\u202f')} caractères.)_`,
  es: (n) => `_(Esta respuesta se ha cortado a los ${fmt(n, '.')} caracteres.)_`,
  'zh-Hans': (n) => `_（回答太长，已在 ${n} 个字符处截断。）_`,
  'zh-Hant': (n) => `_（回答太長，已在 ${n} 個字元處截斷。）_`,
}
