import { randomInt } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'

function randomPart(length: number): string {
  let s = ''
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)]
  return s
}

const stamp = (now: Date) => now.toISOString().replace(/\D/g, '').slice(0, 14)

/** MT + UTC yyyyMMddHHmmss + 10 random: 26 characters, sortable by time, unguessable. */
export const newOutTradeNo = (now: Date): string => `MT${stamp(now)}${randomPart(10)}`

/** One number per refund request, so a refund tried again after a failure is a new refund. */
export const newRefundNo = (now: Date): string => `RF${stamp(now)}${randomPart(12)}`
