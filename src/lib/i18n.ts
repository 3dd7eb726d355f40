import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGS, type Lang } from '@contract/langs'
import { resources } from '@/locales'
import { setDocumentLanguage } from './document-lang'
import { deviceLanguage } from './platform'
import { readString, writeString } from './storage'

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

export function initI18n(lang: Lang = initialLanguage()) {
  if (i18n.isInitialized) return i18n
  void i18n.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  })
  setDocumentLanguage(lang)
  i18n.on('languageChanged', (next) => setDocumentLanguage(matchLanguage(next)))
  return i18n
}

export function currentLanguage(): Lang {
  return matchLanguage(i18n.language)
}

/** Switches the UI language now and remembers the choice. */
export async function setLanguage(lang: Lang) {
  writeString(LANG_KEY, lang)
  await i18n.changeLanguage(lang)
}
