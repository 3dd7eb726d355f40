import { Type, type Static } from '@sinclair/typebox'
import { UserInfo } from './user'

/**
 * Sign-in shapes. Lengths are checked here (400003 names the field); formats that need a
 * friendlier message (phone, password, account) are checked by the server with their own codes.
 */

/** As typed: 13800138000, +86 138 0013 8000, +85291234567 … the server normalises it to E.164. */
export const PhoneInput = Type.String({ minLength: 1, maxLength: 32 })
export const SmsCodeInput = Type.String({ minLength: 1, maxLength: 6 })
// Passwords are hashed as typed, never shown: no character is removed (server/src/lib/text.ts).
export const PasswordInput = Type.String({ minLength: 1, maxLength: 128, text: 'raw' })
export const AccountInput = Type.String({ minLength: 1, maxLength: 32 })
/** wx.login code (mini-program): links the WeChat openid to the account when WeChat is configured. */
export const WxLoginCode = Type.String({ minLength: 1, maxLength: 128 })

export const SMS_PURPOSES = ['login', 'password', 'deactivate'] as const
export type SmsPurpose = (typeof SMS_PURPOSES)[number]

export const SmsCodeQuery = Type.Object({
  /** Required for `login`; the other purposes send to the signed-in account's own phone. */
  phone: Type.Optional(PhoneInput),
  purpose: Type.Optional(Type.Union(SMS_PURPOSES.map((p) => Type.Literal(p)), { default: 'login' })),
})
export type SmsCodeQuery = Static<typeof SmsCodeQuery>

export const SmsCodeSent = Type.Object({
  /** Masked, e.g. 138****8000. */
  sent_to: Type.String(),
  /** Seconds until another code may be asked for. */
  resend_after: Type.Integer(),
  /** Seconds the code stays valid. */
  expires_in: Type.Integer(),
})
export type SmsCodeSent = Static<typeof SmsCodeSent>

export const PhoneCodeLoginBody = Type.Object({
  phone: PhoneInput,
  sms_code: SmsCodeInput,
  wx_code: Type.Optional(WxLoginCode),
})
export type PhoneCodeLoginBody = Static<typeof PhoneCodeLoginBody>

export const PhoneOnlyLoginBody = Type.Object({
  /** The code of the getPhoneNumber button. */
  phone_code: Type.String({ minLength: 1, maxLength: 128 }),
  wx_code: Type.Optional(WxLoginCode),
})
export type PhoneOnlyLoginBody = Static<typeof PhoneOnlyLoginBody>

export const CheckAccountQuery = Type.Object({ account: AccountInput })
export const CheckAccountResult = Type.Object({ available: Type.Boolean() })
export type CheckAccountResult = Static<typeof CheckAccountResult>

export const RegisterAccountBody = Type.Object({
  account: AccountInput,
  password: PasswordInput,
  wx_code: Type.Optional(WxLoginCode),
})
export type RegisterAccountBody = Static<typeof RegisterAccountBody>

export const AccountLoginBody = Type.Object({
  /** An account name, or the phone number of an account that has a password. */
  account: Type.String({ minLength: 1, maxLength: 32 }),
  password: PasswordInput,
  wx_code: Type.Optional(WxLoginCode),
})
export type AccountLoginBody = Static<typeof AccountLoginBody>

export const LoginResult = Type.Object({
  /** Bearer token: shown only in this answer; send it as `Authorization: Bearer <token>`. */
  token: Type.String(),
  /** True when this sign-in created the account. */
  is_new_user: Type.Boolean(),
  user: UserInfo,
})
export type LoginResult = Static<typeof LoginResult>
