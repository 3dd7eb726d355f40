import { ROUTES } from '@contract/routes'
import { SMS_RESEND_SECONDS } from '@contract/account-rules'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { requireWechat } from '../../providers/wechat'
import { defineRoute } from '../../lib/route'
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

  defineRoute(app, ROUTES.auth.smsCode, { config: { auth: 'public' } }, async (req) => {
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
  })

  defineRoute(app, ROUTES.auth.loginPhoneCode, { config: { auth: 'public' } }, async (req) => {
    const phone = normalisePhone(req.body.phone)
    const ipKey = `login:ip:${req.ip}`
    await takeAttempt(app.db, ipKey, ipPolicy)
    await consumeSmsCode(app, phone, 'login', req.body.sms_code.trim())
    await refundAttempt(app.db, ipKey, ipPolicy)
    const { user, isNew } = await findOrCreateByPhone(app, phone, req.lang)
    return ok(await startSession(app, req, user, { isNew, wxCode: req.body.wx_code }))
  })

  defineRoute(app, ROUTES.auth.loginPhoneOnly, { config: { auth: 'public' } }, async (req) => {
    // The number comes from WeChat, which already verified it: no SMS code.
    const { phoneNumber } = await requireWechat(app.wechat).getPhoneNumber(req.body.phone_code)
    const { user, isNew } = await findOrCreateByPhone(app, normalisePhone(phoneNumber), req.lang)
    return ok(await startSession(app, req, user, { isNew, wxCode: req.body.wx_code }))
  })

  defineRoute(app, ROUTES.auth.checkAccount, { config: { auth: 'public' } }, async (req) => ok({ available: await checkAccountName(app, req.query.account) }))

  defineRoute(app, ROUTES.auth.registerAccount, { config: { auth: 'public' } }, async (req) => {
    const user = await registerAccount(app, req.body.account, req.body.password, req.lang)
    return ok(await startSession(app, req, user, { isNew: true, wxCode: req.body.wx_code }))
  })

  defineRoute(app, ROUTES.auth.loginAccount, { config: { auth: 'public' } }, async (req) => {
    const user = await loginWithPassword(app, req.body.account, req.body.password, req.ip)
    return ok(await startSession(app, req, user, { isNew: false, wxCode: req.body.wx_code }))
  })

  defineRoute(app, ROUTES.auth.logout, { config: { auth: 'session' } }, async (req) => {
    await endSession(app.db, sessionOf(req).sessionId, 'logout')
    return ok(null)
  })
}
