// Server texts, one JSON file per language and namespace (README: "Server texts"). A new
// namespace: its five JSON files, and one line in each language's index.ts; i18n-locales.test.ts
// checks that every file on disk is bundled and that the five languages have the same keys.
import en from './en'
import fr from './fr'
import es from './es'
import hans from './zh-Hans'
import hant from './zh-Hant'

export type Namespace = keyof typeof en
type Tree = { [key: string]: string | Tree }

/** `a.b.c` for every leaf text of a namespace, so a mistyped key fails to compile. */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string]
export type TextKey<N extends Namespace> = Leaves<(typeof en)[N]>

// `satisfies`: a language missing a namespace or a key of English fails to compile.
export const RESOURCES: Record<string, Record<Namespace, Tree>> = {
  en,
  fr: fr satisfies typeof en,
  es: es satisfies typeof en,
  'zh-Hans': hans satisfies typeof en,
  'zh-Hant': hant satisfies typeof en,
}

export const NAMESPACES = Object.keys(en) as Namespace[]

/** A namespace's English tree, for key types (`keyof Texts<'plan'>['replies']`). */
export type Texts<N extends Namespace> = (typeof en)[N]
