import { ConfigError, loadConfig, testConfig } from '../../src/config'
import { AppError } from '../../src/errors'
import { createSmsProvider } from '../../src/providers/sms'
import { createWechatProvider, requireWechat } from '../../src/providers/wechat'
import { captureLog } from '../fixtures/capture-log'

function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (err) {
    if (err instanceof ConfigError) return err.problems
    throw err
  }
  return []
}

const ALIYUN = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'sign',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
}
const TENCENT = {
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: 'sign',
  TENCENT_SMS_TEMPLATE_ID: '1110',
}

describe('SMS configuration', () => {
  it('defaults to the console provider with the documented endpoints', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      SMS_PROVIDER: 'console',
      SMS_TIMEOUT_MS: 5000,
      ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com',
      TENCENT_SMS_ENDPOINT: 'https://sms.tencentcloudapi.com',
      TENCENT_SMS_REGION: 'ap-guangzhou',
    })
    expect(createSmsProvider(config, captureLog().log).name).toBe('console')
  })

  it('stops the start when Aliyun is chosen without credentials, naming every missing variable', () => {
    expect(configProblems({ SMS_PROVIDER: 'aliyun' })).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_ID: required when SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_SIGN_NAME: required when SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_TEMPLATE_CODE: required when SMS_PROVIDER=aliyun',
    ])
  })

  it('names only what Tencent still lacks, next to other bad variables, and never prints a secret', () => {
    const problems = configProblems({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'id', TENCENT_SMS_SECRET_KEY: 's3cr3t-value', PORT: 'x' })
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/PORT/)
    expect(problems.filter((p) => p.includes('SMS_PROVIDER=tencent'))).toEqual([
      'TENCENT_SMS_SDK_APP_ID: required when SMS_PROVIDER=tencent',
      'TENCENT_SMS_SIGN_NAME: required when SMS_PROVIDER=tencent',
      'TENCENT_SMS_TEMPLATE_ID: required when SMS_PROVIDER=tencent',
    ])
    expect(problems.join('\n')).not.toContain('s3cr3t-value')
  })

  it('refuses an unknown provider and a blank credential', () => {
    expect(configProblems({ SMS_PROVIDER: 'twilio' }).join('\n')).toMatch(/SMS_PROVIDER/)
    expect(configProblems({ SMS_PROVIDER: 'aliyun', ...ALIYUN, ALIYUN_SMS_SIGN_NAME: '   ' })).toEqual([
      'ALIYUN_SMS_SIGN_NAME: required when SMS_PROVIDER=aliyun',
    ])
  })

  it('builds the provider the configuration names', () => {
    const log = captureLog().log
    expect(createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun', ...ALIYUN }), log).name).toBe('aliyun')
    expect(createSmsProvider(loadConfig({ SMS_PROVIDER: 'tencent', ...TENCENT }), log).name).toBe('tencent')
  })

  it('warns in production that console codes are never sent', () => {
    const captured = captureLog()
    createSmsProvider(loadConfig({ NODE_ENV: 'production' }), captured.log)
    expect(captured.entries()).toContainEqual(expect.objectContaining({ level: 40 }))
  })
})

describe('WeChat configuration', () => {
  it('has no provider when the app id and secret are unset, and says one-tap login is unavailable', () => {
    const wechat = createWechatProvider(testConfig(), captureLog().log)
    expect(wechat).toBeNull()
    const error = (() => {
      try {
        requireWechat(wechat)
      } catch (err) {
        return err as AppError
      }
    })()
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ key: 'WECHAT_NOT_CONFIGURED', status: 503, code: 503002 })
    expect(error!.messageIn('zh-Hans')).toBe('一键登录暂不可用，请使用手机号登录')
  })

  it('stops the start on half a configuration', () => {
    expect(configProblems({ WECHAT_APP_ID: 'wx123' })).toEqual(['WECHAT_APP_SECRET: required when WECHAT_APP_ID is set'])
    expect(configProblems({ WECHAT_APP_SECRET: 'secret' })).toEqual([
      'WECHAT_APP_ID: required when WECHAT_APP_SECRET is set',
    ])
  })

  it('builds the provider when both are set', () => {
    const config = loadConfig({ WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 'secret' })
    expect(config.WECHAT_API_BASE).toBe('https://api.weixin.qq.com')
    expect(requireWechat(createWechatProvider(config, captureLog().log))).toBeTruthy()
  })
})
