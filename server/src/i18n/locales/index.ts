// Server texts, one JSON file per language and namespace (README: "Server texts"). A new
// namespace: add its five files and one line per language below; i18n-locales.test.ts checks
// that every file on disk is listed and that the five languages have the same keys.
import enErrors from './en/errors.json'
import enFields from './en/fields.json'
import frErrors from './fr/errors.json'
import frFields from './fr/fields.json'
import esErrors from './es/errors.json'
import esFields from './es/fields.json'
import hansErrors from './zh-Hans/errors.json'
import hansFields from './zh-Hans/fields.json'
import hantErrors from './zh-Hant/errors.json'
import hantFields from './zh-Hant/fields.json'

const en = { errors: enErrors, fields: enFields }

export type Namespace = keyof typeof en
type Tree = { [key: string]: string | Tree }

/** `a.b.c` for every leaf text of a namespace, so a mistyped key fails to compile. */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string]
export type TextKey<N extends Namespace> = Leaves<(typeof en)[N]>

export const RESOURCES: Record<string, Record<Namespace, Tree>> = {
  en,
  fr: { errors: frErrors, fields: frFields } satisfies typeof en,
  es: { errors: esErrors, fields: esFields } satisfies typeof en,
  'zh-Hans': { errors: hansErrors, fields: hansFields } satisfies typeof en,
  'zh-Hant': { errors: hantErrors, fields: hantFields } satisfies typeof en,
}

export const NAMESPACES = Object.keys(en) as Namespace[]
