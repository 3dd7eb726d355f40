import en from './en'
import fr from './fr'
import es from './es'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

/** i18next resources: one namespace, nested keys (`route.canvas`, `error.network`). */
export const resources = {
  en: { common: en },
  fr: { common: fr },
  es: { common: es },
  'zh-Hans': { common: zhHans },
  'zh-Hant': { common: zhHant },
}

export type Messages = typeof en
