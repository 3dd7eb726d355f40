import { ENDPOINTS } from '@contract/routes/endpoints'
import type { AccountLoginBody, PhoneCodeLoginBody, PhoneOnlyLoginBody, RegisterAccountBody, SmsPurpose } from '@contract/auth'
import { call } from '@/lib/http/call'

// Sign-in pages show refusals next to the form themselves: no toast.
const quiet = { hideErrorToast: true }

export const sendSmsCode = (phone: string | undefined, purpose: SmsPurpose = 'login') =>
  call(ENDPOINTS.auth.smsCode, { phone, purpose }, quiet)
export const loginWithPhoneCode = (body: PhoneCodeLoginBody) => call(ENDPOINTS.auth.loginPhoneCode, body, quiet)
export const loginWithPhoneOnly = (body: PhoneOnlyLoginBody) => call(ENDPOINTS.auth.loginPhoneOnly, body, quiet)
export const checkAccount = (account: string) => call(ENDPOINTS.auth.checkAccount, { account }, quiet)
export const registerAccount = (body: RegisterAccountBody) => call(ENDPOINTS.auth.registerAccount, body, quiet)
export const loginWithAccount = (body: AccountLoginBody) => call(ENDPOINTS.auth.loginAccount, body, quiet)
export const updateDeviceId = (deviceId: string) => call(ENDPOINTS.user.updateDeviceId, { device_id: deviceId }, quiet)
