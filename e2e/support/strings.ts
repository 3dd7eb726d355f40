import en from '../../src/locales/en'
import es from '../../src/locales/es'
import fr from '../../src/locales/fr'
import zhHans from '../../src/locales/zh-Hans'
import zhHant from '../../src/locales/zh-Hant'

export const LANGS = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const
export type Lang = (typeof LANGS)[number]

const BUNDLES: Record<Lang, unknown> = { en, fr, es, 'zh-Hans': zhHans, 'zh-Hant': zhHant }

/** The app's own string for `key` ("order.cancel") in `lang`, placeholders filled: what the student reads. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], BUNDLES[lang])
  if (typeof found !== 'string') throw new Error(`no string ${key} in ${lang}`)
  return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
