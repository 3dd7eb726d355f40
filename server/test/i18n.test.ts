import { ERRORS, type ErrorName } from '@contract/errors'
import { LANGS } from '@contract/common'
import { resolveLang } from '../src/i18n'
import { errorMessage } from '../src/errors'

describe('server languages', () => {
  it.each([
    [undefined, 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['de-DE,fr;q=0.7,en;q=0.5', 'fr'],
    ['es-MX', 'es'],
    ['en;q=0.1,es;q=0.9', 'es'],
    ['ja', 'en'],
  ])('reads %s as %s', (header, lang) => {
    expect(resolveLang(header)).toBe(lang)
  })

  it('has a non-empty message for every error in every language', () => {
    for (const name of Object.keys(ERRORS) as ErrorName[]) {
      for (const lang of LANGS) expect(errorMessage(name, lang)).toMatch(/\S/)
    }
  })
})
