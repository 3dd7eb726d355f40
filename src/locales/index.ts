import type { Lang } from '@contract/langs'
import type en from './en'

export type Messages = typeof en

/**
 * Each language's strings, loaded when that language is used: the H5 build makes one small
 * chunk per language, so a student downloads only their own (the mini-program keeps them in its
 * package, evaluated only when imported). i18next reads them through lib/i18n.
 */
export const LOCALE_LOADERS: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import(/* webpackChunkName: "lang-en" */ './en'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr'),
  es: () => import(/* webpackChunkName: "lang-es" */ './es'),
  'zh-Hans': () => import(/* webpackChunkName: "lang-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "lang-zh-Hant" */ './zh-Hant'),
}
