import Taro from '@tarojs/taro'
import { LOCALE_LOADERS } from '@/locales'
import { currentLanguage, i18n, initI18n, setLanguage } from '@/lib/i18n'

jest.mock('@/locales', () => {
  const actual = jest.requireActual('@/locales')
  const loads: string[] = []
  const wrap = (lang: string) => () => {
    loads.push(lang)
    // Spanish stands for a language whose download fails (a bad network).
    return lang === 'es' ? Promise.reject(new Error('chunk failed')) : actual.LOCALE_LOADERS[lang]()
  }
  return { ...actual, loads, LOCALE_LOADERS: Object.fromEntries(Object.keys(actual.LOCALE_LOADERS).map((l) => [l, wrap(l)])) }
})

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loads: string[] = require('@/locales').loads

describe('strings are loaded one language at a time', () => {
  beforeAll(() => initI18n('fr'))

  it('starts with only the student’s language loaded', () => {
    expect(loads).toEqual(['fr'])
    expect(i18n.t('settings.language')).toBe((jest.requireActual('@/locales/fr').default as { settings: { language: string } }).settings.language)
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false)
    expect(Object.keys(LOCALE_LOADERS)).toHaveLength(5)
  })

  it('loads another language when the student switches to it, then shows it and remembers it', async () => {
    await expect(setLanguage('zh-Hant')).resolves.toBe(true)
    expect(loads).toEqual(['fr', 'zh-Hant'])
    expect(currentLanguage()).toBe('zh-Hant')
    expect(i18n.t('route.canvas')).toBe((jest.requireActual('@/locales/zh-Hant').default as { route: { canvas: string } }).route.canvas)
    expect(Taro.getStorageSync('lang')).toBe('zh-Hant')
  })

  it('keeps the language shown, and says so, when the new one cannot be downloaded', async () => {
    await expect(setLanguage('es')).resolves.toBe(false)
    expect(loads.filter((l) => l === 'es')).toHaveLength(3) // tried again twice
    expect(currentLanguage()).toBe('zh-Hant')
    expect(Taro.getStorageSync('lang')).not.toBe('es')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: i18n.t('error.network') }))
  }, 15_000)
})
