import type { Lang } from '@contract/langs'

/**
 * Tells the browser (screen readers, hyphenation, the font for CJK glyphs) which language the
 * page is in: `<html lang>`, kept in step with the app's language.
 */
export function setDocumentLanguage(lang: Lang) {
  document.documentElement.lang = lang
}
