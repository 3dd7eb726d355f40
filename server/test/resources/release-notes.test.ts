import { PATHS } from '@contract/paths'
import { ConfigError, loadConfig } from '../../src/config'
import { createTestApp } from '../helpers'

describe('release notes in the version check', () => {
  it('answers the notes in the request’s language, falling back to English', async () => {
    const notes = JSON.stringify({ en: 'Faster answers\nScan to pay', 'zh-Hans': '回答更快\n扫码支付' })
    const ctx = await createTestApp({ APP_LATEST_VERSION: '1.0.28', APP_RELEASE_NOTES: notes })
    try {
      const get = (lang: string) =>
        ctx.app.inject({ method: 'GET', url: PATHS.user.checkingVersion, headers: { 'accept-language': lang } })
      expect((await get('zh-CN')).json().data).toMatchObject({ latest_version: '1.0.28', latest_version_code: 1028, release_notes: '回答更快\n扫码支付' })
      expect((await get('fr')).json().data.release_notes).toBe('Faster answers\nScan to pay')
    } finally {
      await ctx.close()
    }
  })

  it('uses one plain text for every language', async () => {
    const ctx = await createTestApp({ APP_RELEASE_NOTES: 'Bug fixes' })
    try {
      const res = await ctx.app.inject({ method: 'GET', url: PATHS.user.checkingVersion, headers: { 'accept-language': 'es' } })
      expect(res.json().data.release_notes).toBe('Bug fixes')
    } finally {
      await ctx.close()
    }
  })

  it('refuses malformed notes at start', () => {
    for (const value of ['{"en":', '{"de":"Hallo"}', '{"en":3}']) {
      expect(() => loadConfig({ APP_RELEASE_NOTES: value })).toThrow(ConfigError)
    }
  })
})
