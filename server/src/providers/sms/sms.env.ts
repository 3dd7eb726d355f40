import { Type } from '@sinclair/typebox'

/** SMS variables, spread into the server's `Env` (config.ts). Secrets default to empty, never to a sample. */
export const smsEnv = {
  /** console prints codes to the server log (development, tests); aliyun / tencent send real messages. */
  SMS_PROVIDER: Type.Union([Type.Literal('console'), Type.Literal('aliyun'), Type.Literal('tencent')], {
    default: 'console',
  }),
  /** Upper bound of one call to the SMS service; the student is waiting on it. */
  SMS_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 100, maximum: 60_000 }),

  ALIYUN_SMS_ACCESS_KEY_ID: Type.String({ default: '' }),
  ALIYUN_SMS_ACCESS_KEY_SECRET: Type.String({ default: '' }),
  /** Approved signature (签名), e.g. the app's name. */
  ALIYUN_SMS_SIGN_NAME: Type.String({ default: '' }),
  /** Approved template with one variable `${code}`, e.g. SMS_123456789. */
  ALIYUN_SMS_TEMPLATE_CODE: Type.String({ default: '' }),
  ALIYUN_SMS_ENDPOINT: Type.String({ default: 'https://dysmsapi.aliyuncs.com', pattern: '^https?://' }),

  TENCENT_SMS_SECRET_ID: Type.String({ default: '' }),
  TENCENT_SMS_SECRET_KEY: Type.String({ default: '' }),
  /** SdkAppId of the SMS application, e.g. 1400006666. */
  TENCENT_SMS_SDK_APP_ID: Type.String({ default: '' }),
  TENCENT_SMS_SIGN_NAME: Type.String({ default: '' }),
  TENCENT_SMS_TEMPLATE_ID: Type.String({ default: '' }),
  /**
   * What the template's positional variables hold: `code` ({1} = code) or `code,minutes`
   * ({1} = code, {2} = minutes of validity). Tencent refuses a count that differs from the template.
   */
  TENCENT_SMS_TEMPLATE_PARAMS: Type.Union([Type.Literal('code'), Type.Literal('code,minutes')], { default: 'code' }),
  TENCENT_SMS_REGION: Type.String({ default: 'ap-guangzhou', minLength: 1 }),
  TENCENT_SMS_ENDPOINT: Type.String({ default: 'https://sms.tencentcloudapi.com', pattern: '^https?://' }),
}

const REQUIRED = {
  console: [],
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
} as const

/** A real provider chosen without its credentials must stop the start, naming every missing variable. */
export function smsEnvProblems(converted: unknown): string[] {
  const env = (converted ?? {}) as Record<string, unknown>
  const provider = env.SMS_PROVIDER
  if (provider !== 'aliyun' && provider !== 'tencent') return []
  return REQUIRED[provider]
    .filter((name) => typeof env[name] !== 'string' || (env[name] as string).trim() === '')
    .map((name) => `${name}: required when SMS_PROVIDER=${provider}`)
}
