import type { ProviderLog } from '../provider-log'
import type { ErrorName } from '@contract/errors'
import { AppError } from '../../errors'
import { maskPhone } from '../../lib/mask'
import { describeFailure, requestJson } from '../http'
import type { SendCodeInput, SmsProvider } from '.'
import { assertE164 } from './e164'
import { signTc3, TC3_CONTENT_TYPE } from './tencent-signature'

export interface TencentSmsOptions {
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  templateId: string
  templateParams: 'code' | 'code,minutes'
  region: string
  endpoint: string
  timeoutMs: number
  /** Fixed in signature tests; the clock otherwise. */
  now?: () => Date
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string }
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[]
    RequestId?: string
  }
}

/** Codes about the student's number; anything else is ours to fix (credentials, template, balance, outage). */
export function tencentErrorKey(code: string): ErrorName {
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber') return 'PHONE_INVALID'
  // Unsubscribed or on the carrier's do-not-disturb list.
  if (code === 'FailedOperation.PhoneNumberInBlacklist') return 'SMS_PHONE_UNREACHABLE'
  if (code.startsWith('LimitExceeded.PhoneNumber') || code === 'LimitExceeded.DeliveryFrequencyLimit') {
    return 'SMS_PROVIDER_LIMITED'
  }
  return 'SMS_SEND_FAILED'
}

/** Tencent Cloud SMS SendSms (API version 2021-01-11). */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent'
  private readonly url: URL

  constructor(
    private readonly options: TencentSmsOptions,
    private readonly log: ProviderLog,
  ) {
    this.url = new URL(options.endpoint)
  }

  async sendCode({ phone, code, ttlMinutes }: SendCodeInput): Promise<void> {
    assertE164(phone)
    const { secretId, secretKey, sdkAppId, signName, templateId, templateParams, region, timeoutMs } = this.options
    const payload = JSON.stringify({
      PhoneNumberSet: [phone],
      SmsSdkAppId: sdkAppId,
      SignName: signName,
      TemplateId: templateId,
      TemplateParamSet: templateParams === 'code' ? [code] : [code, String(ttlMinutes)],
    })
    const timestamp = Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000)
    const signed = signTc3({ host: this.url.host, service: 'sms', action: 'SendSms', timestamp, payload, secretId, secretKey })
    const headers = {
      authorization: signed.authorization,
      'content-type': TC3_CONTENT_TYPE,
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-timestamp': String(timestamp),
      'x-tc-region': region,
    }
    const logged = { sms: 'tencent', phone: maskPhone(phone) }

    let answer: TencentAnswer['Response']
    try {
      const response = await requestJson(`${this.url.origin}/`, { method: 'POST', headers, body: payload, timeoutMs })
      answer = (response.body as TencentAnswer | null)?.Response ?? {}
    } catch (err) {
      this.log.warn({ ...logged, failure: describeFailure(err) }, 'no usable answer from Tencent SMS')
      throw new AppError('SMS_SEND_FAILED')
    }
    // A refused request carries Error; an accepted one carries one status per number.
    const status = answer.Error ?? answer.SendStatusSet?.[0] ?? { Code: 'MissingSendStatus' }
    if (!answer.Error && status.Code === 'Ok') {
      this.log.info({ ...logged, requestId: answer.RequestId }, 'SMS code sent')
      return
    }
    const key = tencentErrorKey(String(status.Code))
    const details = { ...logged, code: status.Code, message: status.Message, requestId: answer.RequestId }
    if (key === 'SMS_SEND_FAILED') this.log.error(details, 'Tencent SMS refused the message')
    else this.log.info(details, 'Tencent SMS refused the number')
    throw new AppError(key)
  }
}
