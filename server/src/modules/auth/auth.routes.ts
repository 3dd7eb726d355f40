import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { Type } from '@sinclair/typebox'
import {
  AccountLoginBody,
  CheckAccountQuery,
  CheckAccountResult,
  LoginResult,
  PhoneCodeLoginBody,
  PhoneOnlyLoginBody,
  RegisterAccountBody,
  SmsCodeQuery,
  SmsCodeSent,
} from '@contract/auth'
import { SMS_RESEND_SECONDS } from '@contract/account-rules'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { requireWechat } from '../../providers/wechat'
import type { App } from '../../types'
import { endSession } from '../session'
import { findUserById, maskPhone } from '../user'
import { checkAccountName, loginWithPassword, registerAccount } from './account.service'
import { SMS_CODE_TTL_MS, networkPolicy } from './limits'
import { normalisePhone } from './phone'
import { findOrCreateByPhone, startSession } from './sign-in.service'
import { consumeSmsCode, sendSmsCode } from './sms-code.service'
import { refundAttempt, takeAttempt } from './throttle.repository'

export default async function authRoutes(app: App) {
  const ipPolicy = networkPolicy(app.config.LOGIN_IP_FREE_FAILURES)

  app.get(
    PATHS.user.smsCode,
    { config: { auth: 'public' }, schema: { querystring: SmsCodeQuery, response: { 200: Envelope(SmsCodeSent) } } },
    async (req) => {
      const purpose = req.query.purpose ?? 'login'
      let phone: string
      if (purpose === 'login') {
        if (!req.query.phone) throw new AppError('VALIDATION', { field: 'phone', issue: 'missing' })
        phone = normalisePhone(req.query.phone)
      } else {
        // Confirming something on one's own account: the code goes to the account's phone.
        const user = await findUserById(app.db, sessionOf(req).userId)
        if (!user?.phone) throw new AppError('NO_PHONE')
        phone = user.phone
      }
      await sendSmsCode(app, { phone, purpose, ip: req.ip, lang: req.lang })
      return ok({ sent_to: maskPhone(phone), resend_after: SMS_RESEND_SECONDS, expires_in: SMS_CODE_TTL_MS / 1000 })
    },
  )

  app.post(
    PATHS.user.loginPhoneCode,
    { config: { auth: 'public' }, schema: { body: PhoneCodeLoginBody, response: { 200: Envelope(LoginResult) } } },
    async (req) => {
      const phone = normalisePhone(req.body.phone)
      const ipKey = `login:ip:${req.ip}`
      await takeAttempt(app.db, ipKey, ipPolicy)
      await consumeSmsCode(app, phone, 'login', req.body.sms_code.trim())
      await refundAttempt(app.db, ipKey, ipPolicy)
      const { user, isNew } = await findOrCreateByPhone(app, phone, req.lang)
      return ok(await startSession(app, req, user, { isNew, wxCode: req.body.wx_code }))
    },
  )

  app.post(
    PATHS.user.loginPhoneOnly,
    { config: { auth: 'public' }, schema: { body: PhoneOnlyLoginBody, response: { 200: Envelope(LoginResult) } } },
    async (req) => {
      // The number comes from WeChat, which already verified it: no SMS code.
      const { phoneNumber } = await requireWechat(app.wechat).getPhoneNumber(req.body.phone_code)
      const { user, isNew } = await findOrCreateByPhone(app, normalisePhone(phoneNumber), req.lang)
      return ok(await startSession(app, req, user, { isNew, wxCode: req.body.wx_code }))
    },
  )

  app.get(
    PATHS.user.checkAccount,
    { config: { auth: 'public' }, schema: { querystring: CheckAccountQuery, response: { 200: Envelope(CheckAccountResult) } } },
    async (req) => ok({ available: await checkAccountName(app, req.query.account) }),
  )

  app.post(
    PATHS.user.registerAccount,
    { config: { auth: 'public' }, schema: { body: RegisterAccountBody, response: { 200: Envelope(LoginResult) } } },
    async (req) => {
      const user = await registerAccount(app, req.body.account, req.body.password, req.lang)
      return ok(await startSession(app, req, user, { isNew: true, wxCode: req.body.wx_code }))
    },
  )

  app.post(
    PATHS.user.loginAccount,
    { config: { auth: 'public' }, schema: { body: AccountLoginBody, response: { 200: Envelope(LoginResult) } } },
    async (req) => {
      const user = await loginWithPassword(app, req.body.account, req.body.password, req.ip)
      return ok(await startSession(app, req, user, { isNew: false, wxCode: req.body.wx_code }))
    },
  )

  app.get(
    PATHS.user.logout,
    { config: { auth: 'session' }, schema: { response: { 200: Envelope(Type.Null()) } } },
    async (req) => {
      await endSession(app.db, sessionOf(req).sessionId, 'logout')
      return ok(null)
    },
  )
}
