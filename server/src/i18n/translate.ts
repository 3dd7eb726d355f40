import i18next from 'i18next'
import { LANGS, type Lang } from '@contract/common'
import { NAMESPACES, RESOURCES, type Namespace, type TextKey } from './locales'

export type Params = Record<string, string | number>

/** One text of a namespace, in one language: `say('key', { name })` fills `{{name}}`. */
export type Say<N extends Namespace> = (key: TextKey<N>, params?: Params) => string

/**
 * The server's one i18next instance: every namespace of every language is bundled (locales/),
 * so it starts synchronously, never loads anything and never falls back to another language
 * (test/i18n-locales.test.ts checks that all five have every key).
 */
const instance = i18next.createInstance()
void instance.init({
  resources: RESOURCES,
  lng: 'en',
  supportedLngs: [...LANGS],
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: false,
  initAsync: false,
  // Plain text: callers escape for HTML or .ics where the text goes into one.
  interpolation: { escapeValue: false },
  // A value the caller did not pass stays visible as `{name}`, as the hand-rolled filler left it.
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => `{${match[1].trim()}}`,
  returnNull: false,
  returnEmptyString: false,
  showSupportNotice: false,
})

// One bound function per language and namespace, made once: hot paths only pay for the lookup.
const cache = new Map<string, (key: string, params?: Params) => string>()

/** The texts of `ns` in `lang` (e.g. `textsIn(req.lang, 'errors')`). */
export function textsIn<N extends Namespace>(lang: Lang, ns: N): Say<N> {
  const id = `${lang}\u0000${ns}`
  let say = cache.get(id)
  if (!say) {
    // A language we do not have (a caller's bad value) reads English, never the bare key.
    const t = instance.getFixedT((LANGS as readonly string[]).includes(lang) ? lang : 'en', ns)
    // `replace` keeps a parameter named like an option (count, context, lng) a plain value, and
    // `nest: false` keeps a student's own "$t(...)" text literal.
    say = (key, params) => t(key, { replace: params ?? {}, nest: false })
    cache.set(id, say)
  }
  return say
}

/** One text in all five languages, for the few places that store or compare every language. */
export function inEveryLanguage<N extends Namespace>(ns: N, key: TextKey<N>, params?: Params): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, textsIn(lang, ns)(key, params)])) as Record<Lang, string>
}
