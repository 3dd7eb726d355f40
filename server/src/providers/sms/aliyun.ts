import { randomBytes } from 'node:crypto'
import type { ProviderLog } from '../provider-log'
import type { ErrorName } from '@contract/errors'
import { AppError } from '../../errors'
import { maskPhone } from '../../lib/mask'
import { describeFailure, requestJson } from '../http'
import type { SendCodeInput, SmsProvider } from '.'
import { canonicalQuery, signAcs3 } from './aliyun-signature'
import { assertE164 } from './e164'

export interface AliyunSmsOptions {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  endpoint: string
  timeoutMs: number
  /** Fixed in signature tests; the clock and a CSPRNG otherwise. */
  now?: () => Date
  nonce?: () => string
}

interface SendSmsAnswer {
  Code?: string
  Message?: string
  RequestId?: string
  BizId?: string
}

/** Codes that are about the student's number, not about our account or configuration. */
const STUDENT_SIDE = new Map<string, ErrorName>([
  // The service's own per-number flow control (by default 1 a minute, 5 an hour, 10 a day).
  ['isv.BUSINESS_LIMIT_CONTROL', 'SMS_PROVIDER_LIMITED'],
  ['isv.MOBILE_NUMBER_ILLEGAL', 'PHONE_INVALID'],
])

/** Mainland numbers go without +86 (11 digits); others as country code + number, without '+'. */
export function aliyunPhoneNumber(e164: string): string {
  return e164.startsWith('+86') ? e164.slice(3) : e164.slice(1)
}

/** Dysmsapi SendSms (API version 2017-05-25) with a one-variable template: `{"code":"123456"}`. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun'
  private readonly url: URL

  constructor(
    private readonly options: AliyunSmsOptions,
    private readonly log: ProviderLog,
  ) {
    this.url = new URL(options.endpoint)
  }

  async sendCode({ phone, code }: SendCodeInput): Promise<void> {
    assertE164(phone)
    const { accessKeyId, accessKeySecret, signName, templateCode, timeoutMs } = this.options
    const query = {
      PhoneNumbers: aliyunPhoneNumber(phone),
      SignName: signName,
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify({ code }),
    }
    const signed = signAcs3({
      method: 'POST',
      host: this.url.host,
      path: this.url.pathname,
      query,
      headers: {
        'x-acs-action': 'SendSms',
        'x-acs-version': '2017-05-25',
        'x-acs-date': (this.options.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        'x-acs-signature-nonce': this.options.nonce?.() ?? randomBytes(16).toString('hex'),
      },
      body: '',
      accessKeyId,
      accessKeySecret,
    })
    const target = `${this.url.origin}${this.url.pathname}?${canonicalQuery(query)}`
    const logged = { sms: 'aliyun', phone: maskPhone(phone) }

    let answer: SendSmsAnswer
    try {
      const response = await requestJson(target, { method: 'POST', headers: signed.headers, timeoutMs })
      answer = (response.body ?? {}) as SendSmsAnswer
    } catch (err) {
      this.log.warn({ ...logged, failure: describeFailure(err) }, 'no usable answer from Aliyun SMS')
      throw new AppError('SMS_SEND_FAILED')
    }
    if (answer.Code === 'OK') {
      this.log.info({ ...logged, requestId: answer.RequestId, bizId: answer.BizId }, 'SMS code sent')
      return
    }
    const key = STUDENT_SIDE.get(String(answer.Code)) ?? 'SMS_SEND_FAILED'
    const details = { ...logged, code: answer.Code, message: answer.Message, requestId: answer.RequestId }
    if (key === 'SMS_SEND_FAILED') {
      // Signature, credentials, template, balance, account limits or an outage: the operator must look.
      this.log.error(details, 'Aliyun SMS refused the message')
    } else {
      this.log.info(details, 'Aliyun SMS refused the number')
    }
    throw new AppError(key)
  }
}
