import { PATHS } from '@contract/paths'
import type {
  AccountLoginBody,
  CheckAccountResult,
  LoginResult,
  PhoneCodeLoginBody,
  PhoneOnlyLoginBody,
  RegisterAccountBody,
  SmsCodeSent,
  SmsPurpose,
} from '@contract/auth'
import { http } from '@/lib/http/http-client'

// Sign-in pages show refusals next to the form themselves: no toast.
const quiet = { hideErrorToast: true }

export const sendSmsCode = (phone: string | undefined, purpose: SmsPurpose = 'login') =>
  http.get<SmsCodeSent>(PATHS.user.smsCode, { phone, purpose }, quiet)
export const loginWithPhoneCode = (body: PhoneCodeLoginBody) => http.post<LoginResult>(PATHS.user.loginPhoneCode, body, quiet)
export const loginWithPhoneOnly = (body: PhoneOnlyLoginBody) => http.post<LoginResult>(PATHS.user.loginPhoneOnly, body, quiet)
export const checkAccount = (account: string) => http.get<CheckAccountResult>(PATHS.user.checkAccount, { account }, quiet)
export const registerAccount = (body: RegisterAccountBody) => http.post<LoginResult>(PATHS.user.registerAccount, body, quiet)
export const loginWithAccount = (body: AccountLoginBody) => http.post<LoginResult>(PATHS.user.loginAccount, body, quiet)
export const updateDeviceId = (deviceId: string) => http.put<null>(PATHS.user.updateDeviceId, { device_id: deviceId }, quiet)
