import { AUTH_API } from '@contract/routes/table/auth'
import { USER_API } from '@contract/routes/table/user'
import type { AccountLoginBody, PhoneCodeLoginBody, PhoneOnlyLoginBody, RegisterAccountBody, SmsPurpose } from '@contract/auth'
import { call } from '@/lib/http/call'

// Sign-in pages show refusals next to the form themselves: no toast.
const quiet = { hideErrorToast: true }

export const sendSmsCode = (phone: string | undefined, purpose: SmsPurpose = 'login') =>
  call(AUTH_API.smsCode, { phone, purpose }, quiet)
export const loginWithPhoneCode = (body: PhoneCodeLoginBody) => call(AUTH_API.loginPhoneCode, body, quiet)
export const loginWithPhoneOnly = (body: PhoneOnlyLoginBody) => call(AUTH_API.loginPhoneOnly, body, quiet)
export const checkAccount = (account: string) => call(AUTH_API.checkAccount, { account }, quiet)
export const registerAccount = (body: RegisterAccountBody) => call(AUTH_API.registerAccount, body, quiet)
export const loginWithAccount = (body: AccountLoginBody) => call(AUTH_API.loginAccount, body, quiet)
export const updateDeviceId = (deviceId: string) => call(USER_API.updateDeviceId, { device_id: deviceId }, quiet)
