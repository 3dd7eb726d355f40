import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../src/config'
import { createPayProvider } from '../../src/providers/pay'
import { rsaKeyPair, TEST_APIV3_KEY, TEST_PUBLIC_KEY_ID, wechatPayTestEnv, wechatPayTestKeys } from '../fixtures/wechatpay-keys'

const keys = wechatPayTestKeys()
// A self-signed certificate standing in for a WeChat Pay platform certificate (public part only).
const CERT_PATH = join(__dirname, '../fixtures/wechatpay-platform-cert.pem')
const CERT_SERIAL = '5B1A216639D16DB7838136C53D56308E298794AB'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (err) {
    if (err instanceof ConfigError) return err.problems
    throw err
  }
  return []
}

describe('payment configuration', () => {
  it('defaults to the sandbox and needs nothing else', () => {
    const config = loadConfig({})
    expect(config.PAY_PROVIDER).toBe('sandbox')
    expect(config.WECHATPAY_API_BASE).toBe('https://api.mch.weixin.qq.com')
    expect(createPayProvider(config).name).toBe('sandbox')
  })

  it('lists every missing WeChat Pay setting at once', () => {
    const problems = problemsOf({ PAY_PROVIDER: 'wechatpay' }).join('\n')
    for (const name of [
      'PAY_NOTIFY_BASE_URL',
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL_NO',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
    ]) {
      expect(problems).toContain(name)
    }
  })

  it('lists pay problems together with the other variables’ problems', () => {
    const problems = problemsOf({ ...wechatPayTestEnv(keys, { WECHATPAY_APIV3_KEY: 'short' }), PORT: 'eighty' })
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*WECHATPAY_APIV3_KEY: must be exactly 32 bytes \(got 5\)/)
  })

  it('accepts a complete setup with one-line PEM text and builds the WeChat Pay provider', () => {
    const config = loadConfig(wechatPayTestEnv(keys))
    expect(createPayProvider(config).name).toBe('wechatpay')
  })

  it('reads keys from files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pay-keys-'))
    writeFileSync(join(dir, 'apiclient_key.pem'), keys.merchant.privatePem)
    writeFileSync(join(dir, 'pub_key.pem'), keys.platform.publicPem)
    const env = wechatPayTestEnv(keys, {
      WECHATPAY_PRIVATE_KEY: join(dir, 'apiclient_key.pem'),
      WECHATPAY_PLATFORM_PUBLIC_KEY: '',
      WECHATPAY_PLATFORM_SERIAL: '',
      WECHATPAY_PUBLIC_KEY: join(dir, 'pub_key.pem'),
      WECHATPAY_PUBLIC_KEY_ID: TEST_PUBLIC_KEY_ID,
    })
    expect(problemsOf(env)).toEqual([])
    expect(problemsOf({ ...env, WECHATPAY_PRIVATE_KEY: join(dir, 'missing.pem') })).toEqual([
      `WECHATPAY_PRIVATE_KEY: neither PEM text nor a readable file (${join(dir, 'missing.pem')})`,
    ])
  })

  it('takes a platform certificate’s serial from the certificate, and refuses one that does not match', () => {
    const env = wechatPayTestEnv(keys, { WECHATPAY_PLATFORM_PUBLIC_KEY: CERT_PATH, WECHATPAY_PLATFORM_SERIAL: '' })
    expect(problemsOf(env)).toEqual([])
    expect(problemsOf({ ...env, WECHATPAY_PLATFORM_SERIAL: CERT_SERIAL.toLowerCase() })).toEqual([])
    expect(problemsOf({ ...env, WECHATPAY_PLATFORM_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' }).join()).toMatch(
      /not the serial of the certificate/,
    )
  })

  it.each([
    ['an APIv3 key of 33 bytes', { WECHATPAY_APIV3_KEY: `${TEST_APIV3_KEY}x` }, /WECHATPAY_APIV3_KEY: must be exactly 32 bytes/],
    ['an APIv3 key of 32 characters but more bytes', { WECHATPAY_APIV3_KEY: `密${TEST_APIV3_KEY.slice(1)}` }, /APIV3_KEY/],
    [
      'a private key that is not PEM',
      { WECHATPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnope\\n-----END PRIVATE KEY-----' },
      /WECHATPAY_PRIVATE_KEY: not a valid PEM key/,
    ],
    ['a 1024-bit private key', { WECHATPAY_PRIVATE_KEY: rsaKeyPair(1024).privatePem }, /at least 2048 bits/],
    ['a public key without its serial', { WECHATPAY_PLATFORM_SERIAL: '' }, /WECHATPAY_PLATFORM_SERIAL: required/],
    [
      'a public key id that is not one',
      { WECHATPAY_PUBLIC_KEY: keys.platform.publicPem, WECHATPAY_PUBLIC_KEY_ID: 'ABCDEF12' },
      /WECHATPAY_PUBLIC_KEY_ID/,
    ],
    ['an id without its key', { WECHATPAY_PUBLIC_KEY_ID: TEST_PUBLIC_KEY_ID }, /WECHATPAY_PUBLIC_KEY: required/],
    ['an http notify base', { PAY_NOTIFY_BASE_URL: 'http://api.example.com' }, /PAY_NOTIFY_BASE_URL/],
    ['an API base with a path', { WECHATPAY_API_BASE: 'https://proxy.example.com/wechat' }, /WECHATPAY_API_BASE/],
    ['a malformed mchid', { WECHATPAY_MCHID: '19000x' }, /WECHATPAY_MCHID/],
  ])('refuses %s', (_, overrides, problem) => {
    expect(problemsOf(wechatPayTestEnv(keys, overrides)).join('\n')).toMatch(problem)
  })

  it('never writes a secret into a problem', () => {
    const secret = 'this-apiv3-key-is-secret-and-too-long'
    const problems = problemsOf(wechatPayTestEnv(keys, { WECHATPAY_APIV3_KEY: secret, WECHATPAY_MCHID: '' })).join('\n')
    expect(problems).not.toContain(secret)
    expect(problems).not.toContain('PRIVATE KEY-----')
  })

  it('ignores WeChat Pay settings while the sandbox is chosen', () => {
    expect(problemsOf({ WECHATPAY_APIV3_KEY: 'short', WECHATPAY_MCHID: 'x' })).toEqual([])
  })
})
