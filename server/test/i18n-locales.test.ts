import fs from 'node:fs'
import path from 'node:path'
import { LANGS } from '@contract/common'
import { ERRORS } from '@contract/errors'
import { NAMESPACES, RESOURCES } from '../src/i18n/locales'
import { textsIn } from '../src/i18n/translate'

type Tree = { [key: string]: string | Tree }

const LOCALES = path.resolve(__dirname, '../src/i18n/locales')
const SRC = path.resolve(__dirname, '../src')

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[full] = value
    else Object.assign(out, flatten(value, full))
  }
  return out
}

/** Server source files that still hold a five-language record, with why (keep this list short). */
const EXCEPTIONS: Record<string, string> = {
  // Not text: tables of codes keyed by language.
  'lib/time/format.ts': 'language to Intl date-format tags (en-GB, zh-TW), not text: the time layer formats every date in a message',
  'providers/wechat/api.ts': "WeChat's own language codes (zh_CN, en_US)",
  // Already one file per language, kept as code.
  'modules/statements/texts/index.ts': 'legal documents, one versioned Markdown module per language (STATEMENTS_VERSION)',
  'modules/tutor/offline/phrases/index.ts': "offline engine's phrase books: one module per language, with grammar in functions",
  'modules/tutor/offline/phrases/why.ts': "offline engine's step reasons: one module per language, with grammar in functions",
}

const flat = (lang: string, ns: string) => flatten(RESOURCES[lang][ns as (typeof NAMESPACES)[number]])
const cases = NAMESPACES.flatMap((ns) => LANGS.map((lang) => [ns, lang] as const))

describe('server texts (i18n/locales)', () => {
  it('bundles every file on disk, and a file for every namespace in every language', () => {
    for (const lang of LANGS) {
      const onDisk = fs.readdirSync(path.join(LOCALES, lang)).filter((f) => f.endsWith('.json'))
      expect(onDisk.sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort())
      for (const ns of NAMESPACES) {
        expect(RESOURCES[lang][ns]).toEqual(JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')))
      }
    }
  })

  it.each(cases)('%s in %s has exactly the keys of en', (ns, lang) => {
    const en = Object.keys(flat('en', ns))
    const other = Object.keys(flat(lang, ns))
    expect(other.filter((k) => !en.includes(k))).toEqual([])
    expect(en.filter((k) => !other.includes(k))).toEqual([])
  })

  it.each(cases)('%s in %s has no empty text, no nesting and the {{placeholders}} of en', (ns, lang) => {
    const en = flat('en', ns)
    const texts = flat(lang, ns)
    // Case aside: Chinese has no capital, so its `{{label}}` stands where English writes `{{Label}}`.
    const placeholders = (s: string) => [...new Set((s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.toLowerCase()))].sort().join(',')
    expect(Object.entries(texts).filter(([, v]) => !v.trim())).toEqual([])
    expect(Object.entries(texts).filter(([, v]) => v.includes('$t('))).toEqual([])
    expect(Object.keys(en).filter((k) => placeholders(en[k]) !== placeholders(texts[k] ?? ''))).toEqual([])
    // A single-brace `{name}` is the old filler's syntax: i18next would print it as is.
    expect(Object.entries(texts).filter(([, v]) => /(^|[^{])\{\w+\}(?!\})/.test(v))).toEqual([])
  })

  it('writes Traditional Chinese in Traditional characters', () => {
    const simplifiedOnly = /[这们题数语学习计划设务录账号码验证现发关闭应确认钟时间个为对]/
    const slips = NAMESPACES.flatMap((ns) => Object.entries(flat('zh-Hant', ns)).filter(([, v]) => simplifiedOnly.test(v)).map(([k]) => `${ns}:${k}`))
    expect(slips).toEqual([])
  })

  it('has a text for every error of the catalogue, and fills its values', () => {
    const en = flat('en', 'errors')
    expect(Object.keys(ERRORS).filter((name) => !en[name])).toEqual([])
    expect(textsIn('fr', 'errors')('FIELD_TOO_LONG', { max: 20 })).toBe('Ce texte est trop long (20 caractères au maximum)')
    // A value named like an i18next option stays a value; one not passed stays visible.
    expect(textsIn('en', 'errors')('FIELD_TOO_LONG', { count: 3 })).toBe('This text is too long (at most {max} characters)')
  })

  it('leaves no five-language record in server code outside the locales', () => {
    const offenders: string[] = []
    for (const entry of fs.readdirSync(SRC, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
      const file = path.relative(SRC, path.join(entry.parentPath, entry.name))
      // Tests next to the code (`__tests__`) hold expected replies per language: they are not texts the server sends.
      if (file in EXCEPTIONS || file.startsWith(`i18n${path.sep}locales`) || file.split(path.sep).includes('__tests__')) continue
      const text = fs.readFileSync(path.join(SRC, file), 'utf8')
      if (/'zh-Hant':|\bzh_Hant\b/.test(text)) offenders.push(file)
    }
    expect(offenders.sort()).toEqual([])
  })
})
