import { Type, type Static } from '@sinclair/typebox'
import { readWechatPayCredentials, wechatpayEnv } from './wechatpay/wechatpay.env'

export const payEnv = {
  /** Who takes the money: the in-memory sandbox (default, for local use) or WeChat Pay API v3. */
  PAY_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('wechatpay')], { default: 'sandbox' }),
  /**
   * Public base URL of this server as WeChat Pay (and a phone scanning a sandbox QR) reaches it,
   * e.g. https://api.example.com; notify URLs are built on it. Required (https) with wechatpay.
   */
  PAY_NOTIFY_BASE_URL: Type.String({ default: '', pattern: '^$|^https?://[^?#]+$' }),
  ...wechatpayEnv,
}

export type PayEnv = Static<ReturnType<typeof Type.Object<typeof payEnv>>>

/**
 * The checks a schema cannot make (keys parse, lengths, pairs), for loadConfig to append to its
 * own problems. Silent unless PAY_PROVIDER=wechatpay.
 */
export function payConfigProblems(env: PayEnv): string[] {
  if (env.PAY_PROVIDER !== 'wechatpay') return []
  const problems: string[] = []
  if (!/^https:\/\//.test(env.PAY_NOTIFY_BASE_URL)) {
    problems.push('PAY_NOTIFY_BASE_URL: required with PAY_PROVIDER=wechatpay, an https URL WeChat Pay can reach')
  }
  return [...problems, ...readWechatPayCredentials(env).problems]
}
