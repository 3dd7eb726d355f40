import { LANGS } from '@contract/langs'
import { LOCALE_LOADERS } from '@/locales'
import { ALL_ROUTES } from '@/routes'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[full] = value
    else Object.assign(out, flatten(value, full))
  }
  return out
}

const flat: Record<string, Record<string, string>> = {}

describe('locales', () => {
  beforeAll(async () => {
    for (const lang of LANGS) flat[lang] = flatten((await LOCALE_LOADERS[lang]()).default as unknown as Tree)
  })

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the keys of en', (lang) => {
    const en = Object.keys(flat.en).sort()
    const other = Object.keys(flat[lang]).sort()
    expect(other.filter((k) => !en.includes(k))).toEqual([])
    expect(en.filter((k) => !other.includes(k))).toEqual([])
  })

  it.each(LANGS)('%s has no empty string', (lang) => {
    expect(Object.entries(flat[lang]).filter(([, v]) => !v.trim())).toEqual([])
  })

  it.each(LANGS)('%s keeps every {{placeholder}} of en', (lang) => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',')
    const broken = Object.keys(flat.en).filter((k) => placeholders(flat.en[k]) !== placeholders(flat[lang][k] ?? ''))
    expect(broken).toEqual([])
  })

  it('names every route in every language', () => {
    for (const lang of LANGS) {
      for (const route of ALL_ROUTES) expect(flat[lang][route.title]).toBeTruthy()
    }
  })

  it('writes Traditional Chinese in Traditional characters', () => {
    // Characters whose Simplified form differs; seeing one in zh-Hant means a copy-paste slip.
    const simplifiedOnly = /[这们题数语学习计划设务录账号码验证现发关闭应确认钟时间个为对]/
    const slips = Object.entries(flat['zh-Hant']).filter(([, v]) => simplifiedOnly.test(v))
    expect(slips).toEqual([])
  })
})
