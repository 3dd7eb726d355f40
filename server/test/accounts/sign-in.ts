import type { App } from '../../src/types'
import { lastSmsCode } from '../fixtures/sms-codes'
import { phoneCapKey } from '../../src/modules/auth/sms-code.service'

let counter = 0

/** A fresh mainland mobile number, different in every call of a test run. */
export function newPhone(): { national: string; e164: string } {
  counter += 1
  const national = `139${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`
  return { national, e164: `+86${national}` }
}

export const headersFor = (token: string, platform: 'h5' | 'weapp' = 'h5', lang = 'en') => ({
  authorization: `Bearer ${token}`,
  platform,
  'accept-language': lang,
})

/** Lets the next code go out at once (the one-a-minute gate is tested on its own). */
export async function openSmsGate(app: App, e164: string) {
  await app.db.deleteFrom('throttles').where('key', '=', `sms:${phoneCapKey(e164)}`).execute()
}

export async function requestCode(app: App, national: string, extra: Record<string, string> = {}) {
  return app.inject({ url: '/api/v1/user/phone/sms-code', query: { phone: national, ...extra }, headers: { 'accept-language': 'en' } })
}

/** Signs in with phone + SMS code (read from the console provider) the way the app does. */
export async function signInByPhone(app: App, options: { phone?: { national: string; e164: string }; platform?: 'h5' | 'weapp' } = {}) {
  const phone = options.phone ?? newPhone()
  await openSmsGate(app, phone.e164)
  const sent = await requestCode(app, phone.national)
  if (sent.statusCode !== 200) throw new Error(`sms-code: ${sent.body}`)
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login/phone-code',
    headers: { platform: options.platform ?? 'h5', 'accept-language': 'en' },
    payload: { phone: phone.national, sms_code: lastSmsCode(app, phone.e164) },
  })
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`)
  const data = res.json().data
  return { phone, token: data.token as string, user: data.user, isNew: data.is_new_user as boolean, headers: headersFor(data.token, options.platform) }
}
