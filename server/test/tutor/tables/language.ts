import type { Lang } from '@contract/common'

/**
 * One language per reply: every word the engine writes comes from the student's language. Maths
 * ($…$, $$…$$) is language-neutral, but words hidden inside it (\text{or}) are not.
 */
const SIMPLIFIED_ONLY = /[这们题数为说个来过时样进问实导简项组约减开将与并复边两么对积设试现检验错换轮结论连没图请还绝范围须则]/
const TRADITIONAL_ONLY = /[這們題數為說個來過時樣進問實導簡項係組約減開將與並複邊兩麼對積設試現檢驗錯換輪結論連沒圖請還絕範圍須則]/
const CJK = /[\u3400-\u9fff]/
const FOREIGN: Record<Lang, RegExp> = {
  en: /\b(?:Étape|Paso|Réponse|Respuesta|Indice|Pista|donc|entonces|alors|puis)\b/,
  fr: /\b(?:the|Step|Answer|then|which|both|sides|Paso|Respuesta|Pista|entonces)\b/,
  es: /\b(?:the|Step|Answer|then|which|both|sides|Étape|Réponse|Indice|donc|puis)\b/,
  // Chinese replies keep maths in $…$; "AI" is how Chinese itself writes it.
  'zh-Hans': /(?!AI\b)\b[A-Za-z]{2,}/,
  'zh-Hant': /(?!AI\b)\b[A-Za-z]{2,}/,
}

/** The words of a reply: maths removed, except the words \text{…} would print. */
export function wordsOf(markdown: string): string {
  return markdown
    .replace(/\\text\{([^{}]*)\}/g, ' $1 ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$]*\$/g, ' ')
    .replace(/`[^`]*`/g, ' ')
}

/** What is wrong with a reply's language, or null. */
export function languageProblem(lang: Lang, markdown: string): string | null {
  const words = wordsOf(markdown)
  const texts = [...markdown.matchAll(/\\text\{([^{}]*)\}/g)].map((m) => m[1]).join(' ')
  const foreign = words.match(FOREIGN[lang]) ?? texts.match(/[A-Za-z]{2,}/)
  if (foreign && (lang.startsWith('zh') || FOREIGN[lang].test(words))) return `foreign word ${JSON.stringify(foreign[0])}`
  if (lang === 'zh-Hans' && TRADITIONAL_ONLY.test(markdown)) return `traditional character ${markdown.match(TRADITIONAL_ONLY)![0]}`
  if (lang === 'zh-Hant' && SIMPLIFIED_ONLY.test(markdown)) return `simplified character ${markdown.match(SIMPLIFIED_ONLY)![0]}`
  if (lang.startsWith('zh') && !CJK.test(markdown)) return 'no Chinese at all'
  if (!lang.startsWith('zh') && CJK.test(markdown)) return 'Chinese in a Latin-script reply'
  return null
}
