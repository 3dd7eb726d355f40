import type { ProviderLog } from '../provider-log'
import type { Lang } from '@contract/common'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import { WechatApiProvider } from './api'

export interface WechatSession {
  openid: string
  unionid?: string
  /** Decrypts data the mini-program hands over; keep it server-side and out of logs. */
  sessionKey: string
}

export interface WechatPhone {
  /** E.164, e.g. +8613800000000. */
  phoneNumber: string
  purePhoneNumber: string
  /** Digits only, e.g. "86". */
  countryCode: string
}

export interface SubscribeMessageInput {
  openid: string
  templateId: string
  /** Mini-program page opened from the message, e.g. `pages/notice/index?id=1`. */
  page?: string
  /** Template fields by key, e.g. `{ thing1: 'Maths exam', time2: '2026-12-01 09:00' }`. */
  data: Record<string, string>
  lang?: Lang
}

/**
 * The WeChat mini-program server APIs. Failures are AppErrors: WECHAT_CODE_INVALID (code wrong,
 * expired or used), WECHAT_RATE_LIMITED, WECHAT_BUSY (WeChat busy, unreachable or too slow),
 * WECHAT_USER_BLOCKED, WECHAT_NOT_SUBSCRIBED (send only), and WECHAT_LOGIN_FAILED /
 * WECHAT_SEND_FAILED for everything that is ours to fix (the cause is in the server log).
 */
export interface WechatProvider {
  /** wx.login code -> the student's openid. */
  code2Session(jsCode: string): Promise<WechatSession>
  /** getPhoneNumber button code -> the phone number the student agreed to share. */
  getPhoneNumber(code: string): Promise<WechatPhone>
  sendSubscribeMessage(input: SubscribeMessageInput): Promise<void>
}

/** The WeChat provider, or null when WECHAT_APP_ID / WECHAT_APP_SECRET are not set. */
export function createWechatProvider(config: Config, log: ProviderLog): WechatProvider | null {
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET) return null
  return new WechatApiProvider(
    {
      appId: config.WECHAT_APP_ID,
      appSecret: config.WECHAT_APP_SECRET,
      apiBase: config.WECHAT_API_BASE,
      timeoutMs: config.WECHAT_TIMEOUT_MS,
    },
    log,
  )
}

/** For routes that need WeChat: the provider, or WECHAT_NOT_CONFIGURED ("one-tap login not available"). */
export function requireWechat(provider: WechatProvider | null): WechatProvider {
  if (!provider) throw new AppError('WECHAT_NOT_CONFIGURED')
  return provider
}
