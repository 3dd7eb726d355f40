import type { Lang } from '@contract/langs'

/** The mini-program has no document: WeChat takes the language from its own settings. */
export function setDocumentLanguage(_lang: Lang) {}
