import { LANGS } from '@contract/langs'
import { RETEST_STRINGS } from '../retest-strings'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (out, [k, v]) => Object.assign(out, typeof v === 'string' ? { [`${prefix}${k}`]: v } : flatten(v, `${prefix}${k}.`)),
    {},
  )

// The re-test page's own namespace, held to what tests/locales.test.ts asks of the main strings.
describe('re-test strings', () => {
  const en = flatten(RETEST_STRINGS.en)
  it.each(LANGS)('%s has exactly the keys of en, none empty, every {{placeholder}} kept', (lang) => {
    const mine = flatten(RETEST_STRINGS[lang])
    expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort())
    expect(Object.entries(mine).filter(([, v]) => !v.trim())).toEqual([])
    const holes = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',')
    expect(Object.keys(en).filter((k) => holes(en[k]) !== holes(mine[k]))).toEqual([])
  })
})
