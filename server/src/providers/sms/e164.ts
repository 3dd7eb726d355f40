import { AppError } from '../../errors'

const E164 = /^\+[1-9]\d{6,14}$/

/** The accounts module hands us E.164; anything else is a bug upstream, refused before any call. */
export function assertE164(phone: string): void {
  if (!E164.test(phone)) throw new AppError('PHONE_INVALID')
}
