import { ConfigError, loadConfig } from '../src/config'

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: 'data' })
  })

  it('converts numbers and booleans from strings', () => {
    expect(loadConfig({ PORT: '9000', TRUST_PROXY: 'true' })).toMatchObject({ PORT: 9000, TRUST_PROXY: true })
  })

  it('lists every bad variable at once', () => {
    let caught: unknown
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' })
    } catch (err) {
      caught = err
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const problems = (caught as ConfigError).problems.join('\n')
    expect(problems).toMatch(/PORT/)
    expect(problems).toMatch(/DATABASE_URL/)
    expect(problems).toMatch(/LOG_LEVEL/)
  })

  it("checks the parents' template keys: well formed, and only with the parents' own template", () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env)
        return ''
      } catch (err) {
        return (err as ConfigError).problems.join('\n')
      }
    }
    const wechat = { WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }
    expect(problemsOf({ ...wechat, PARENT_DIGEST_WECHAT_TEMPLATE_ID: 'tpl', PARENT_DIGEST_WECHAT_FIELDS: 'thing5=title,thing6=content' })).toBe('')
    expect(problemsOf({ ...wechat, PARENT_DIGEST_WECHAT_TEMPLATE_ID: 'tpl', PARENT_DIGEST_WECHAT_FIELDS: 'thing5=name' })).toMatch(/PARENT_DIGEST_WECHAT_FIELDS: comma-separated/)
    expect(problemsOf({ ...wechat, PARENT_DIGEST_WECHAT_FIELDS: 'thing5=title' })).toMatch(/PARENT_DIGEST_WECHAT_FIELDS: only with PARENT_DIGEST_WECHAT_TEMPLATE_ID/)
  })
})
