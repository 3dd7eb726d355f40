import { isIP } from 'node:net'
import { AppError } from '../../errors'
import type { RefundInput, StartPaymentInput } from './types'

// WeChat Pay's rules for merchant numbers; the sandbox applies them too, so bugs show up locally.
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/
const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/
const MAX_DESCRIPTION = 127
const MAX_REASON = 80

function invalid(field: string): never {
  throw new AppError('VALIDATION', { field })
}

/** Money is a positive, exactly representable integer number of fen; never a float or a string. */
export function assertFen(value: unknown, field: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) invalid(field)
}

export function assertOutTradeNo(value: unknown): asserts value is string {
  if (typeof value !== 'string' || !OUT_TRADE_NO.test(value)) invalid('outTradeNo')
}

export function assertOutRefundNo(value: unknown): asserts value is string {
  if (typeof value !== 'string' || !OUT_REFUND_NO.test(value)) invalid('outRefundNo')
}

function assertUrl(value: unknown, field: string, httpsOnly: boolean): void {
  if (typeof value !== 'string' || value.length > 255) invalid(field)
  // A relative path is enough for the sandbox, which posts back to its own origin.
  if (!httpsOnly && value.startsWith('/') && !value.startsWith('//')) return
  let url: URL
  try {
    url = new URL(value)
  } catch {
    // Expected: the provider's URL field: not a URL is a validation failure.
    invalid(field)
  }
  const schemeOk = httpsOnly ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:'
  // WeChat Pay refuses notify URLs that carry parameters.
  if (!schemeOk || url.search !== '' || url.hash !== '') invalid(field)
}

export function validateStartPayment(input: StartPaymentInput, opts: { now: Date; httpsOnly: boolean }): void {
  assertOutTradeNo(input.outTradeNo)
  assertFen(input.amountFen, 'amountFen')
  const description = input.description
  if (typeof description !== 'string' || description.trim() === '' || [...description].length > MAX_DESCRIPTION) {
    invalid('description')
  }
  if (!['jsapi', 'native', 'h5'].includes(input.channel)) invalid('channel')
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === ''
  if (input.channel === 'jsapi' && blank(input.openid)) invalid('openid')
  if (input.channel === 'h5' && isIP(String(input.clientIp ?? '')) === 0) invalid('clientIp')
  if (!(input.expiresAt instanceof Date) || !(input.expiresAt.getTime() > opts.now.getTime())) invalid('expiresAt')
  assertUrl(input.notifyUrl, 'notifyUrl', opts.httpsOnly)
}

export function validateRefund(input: RefundInput, opts: { httpsOnly: boolean }): void {
  assertOutTradeNo(input.outTradeNo)
  assertOutRefundNo(input.outRefundNo)
  assertFen(input.refundFen, 'refundFen')
  assertFen(input.totalFen, 'totalFen')
  if (input.refundFen > input.totalFen) invalid('refundFen')
  if (input.reason !== undefined && (typeof input.reason !== 'string' || [...input.reason].length > MAX_REASON)) {
    invalid('reason')
  }
  if (input.notifyUrl !== undefined) assertUrl(input.notifyUrl, 'notifyUrl', opts.httpsOnly)
}
