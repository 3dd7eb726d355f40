import type { ProviderLog } from '../provider-log'
import type { Lang } from '@contract/common'
import type { Config } from '../../config'
import { AliyunSmsProvider } from './aliyun'
import { ConsoleSmsProvider } from './console'
import { TencentSmsProvider } from './tencent'

export { ConsoleSmsProvider }

export interface SendCodeInput {
  /** E.164, e.g. +8613800000000. */
  phone: string
  /** The digits to deliver. Real providers never log it. */
  code: string
  lang: Lang
  ttlMinutes: number
}

/**
 * Delivers sign-in codes. `sendCode` resolves once the service accepted the message and throws an
 * AppError otherwise: PHONE_INVALID, SMS_PHONE_UNREACHABLE, SMS_PROVIDER_LIMITED, or SMS_SEND_FAILED
 * (refused for a reason of ours, unreachable or too slow; the cause is in the server log).
 * It never retries: a retry after a time-out could deliver two codes.
 */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun' | 'tencent'
  sendCode(input: SendCodeInput): Promise<void>
}

/** The provider SMS_PROVIDER names; config validation has already checked its credentials. */
export function createSmsProvider(config: Config, log: ProviderLog): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'aliyun':
      return new AliyunSmsProvider(
        {
          accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
          accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
          signName: config.ALIYUN_SMS_SIGN_NAME,
          templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
          endpoint: config.ALIYUN_SMS_ENDPOINT,
          timeoutMs: config.SMS_TIMEOUT_MS,
        },
        log,
      )
    case 'tencent':
      return new TencentSmsProvider(
        {
          secretId: config.TENCENT_SMS_SECRET_ID,
          secretKey: config.TENCENT_SMS_SECRET_KEY,
          sdkAppId: config.TENCENT_SMS_SDK_APP_ID,
          signName: config.TENCENT_SMS_SIGN_NAME,
          templateId: config.TENCENT_SMS_TEMPLATE_ID,
          templateParams: config.TENCENT_SMS_TEMPLATE_PARAMS,
          region: config.TENCENT_SMS_REGION,
          endpoint: config.TENCENT_SMS_ENDPOINT,
          timeoutMs: config.SMS_TIMEOUT_MS,
        },
        log,
      )
    default:
      if (config.NODE_ENV === 'production') {
        log.warn('SMS_PROVIDER is console: sign-in codes are only written to this log, no message is sent')
      }
      return new ConsoleSmsProvider(log)
  }
}
