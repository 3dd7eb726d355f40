import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { LANGS, type Lang } from '@contract/langs'
import { LOCALE_LOADERS } from '@/locales'
import { setDocumentLanguage } from './document-lang'
import { deviceLanguage } from './platform'
import { readString, writeString } from './storage'
import { toast } from './toast'

const LANG_KEY = 'lang'

/** Maps a device or browser tag (zh_CN, zh-TW, fr-CA, …) to one of our five languages. */
export function matchLanguage(tag: string | undefined | null): Lang {
  if (!tag) return 'en'
  if ((LANGS as readonly string[]).includes(tag)) return tag as Lang
  const parts = tag.toLowerCase().split(/[-_]/)
  switch (parts[0]) {
    case 'zh':
      if (parts.includes('hant')) return 'zh-Hant'
      if (parts.includes('hans')) return 'zh-Hans'
      return parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'zh-Hans'
    case 'fr':
      return 'fr'
    case 'es':
      return 'es'
    default:
      return 'en'
  }
}

/** The language chosen in settings, else the device's. */
export function initialLanguage(): Lang {
  const saved = readString(LANG_KEY)
  return saved ? matchLanguage(saved) : matchLanguage(deviceLanguage())
}

export const i18n = i18next.createInstance()

let started: Promise<void> | null = null

/** A language's strings; a download that fails (a phone network) is tried twice more. */
function loadStrings(lang: Lang, retries = 2, waitMs = 500): Promise<unknown> {
  return LOCALE_LOADERS[lang]().catch((err: unknown) => {
    if (retries <= 0) throw err
    return new Promise((resolve) => setTimeout(resolve, waitMs)).then(() => loadStrings(lang, retries - 1, waitMs * 2))
  })
}

/**
 * Starts i18next in `lang`, loading only that language's strings (the others load when the
 * student switches). Resolves when they are in; pages wait for that (components/page).
 */
export function initI18n(lang: Lang = initialLanguage()): Promise<void> {
  if (!started) {
    // <html lang> follows the app's language (screen readers, hyphenation, CJK glyphs).
    setDocumentLanguage(lang)
    i18n.on('languageChanged', (next) => setDocumentLanguage(matchLanguage(next)))
  }
  started ??= i18n
    .use(resourcesToBackend((lng: string) => loadStrings(matchLanguage(lng))))
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGS],
      // Every language has every key (tests/locales.test.ts), so no second language is loaded as a fallback.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Components render with `ready` false until the strings are in, instead of suspending.
      react: { useSuspense: false },
      // Ask for the strings now, not from a later task (i18next's default): the download then
      // starts while app.js is still evaluating, in parallel with the first page's code.
      initAsync: false,
      showSupportNotice: false,
    })
    .then(() => undefined)
  return started
}

export function currentLanguage(): Lang {
  return matchLanguage(i18n.language)
}

/**
 * Loads the language's strings, then switches the UI to it and remembers the choice. False (and
 * a toast, in the language still shown) when the strings could not be loaded: nothing changed.
 */
export async function setLanguage(lang: Lang): Promise<boolean> {
  await i18n.loadLanguages(lang)
  if (!i18n.hasResourceBundle(lang, 'common')) {
    toast(i18n.t('error.network'))
    return false
  }
  await i18n.changeLanguage(lang)
  writeString(LANG_KEY, lang)
  return true
}
