import { randomInt } from 'node:crypto'
import type { Lang } from '@contract/common'
import type { LoginResult } from '@contract/auth'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import { textsIn } from '../../i18n/translate'
import { maskId } from '../../lib/mask'
import type { App } from '../../types'
import { createSession } from '../session'
import { toUserInfo, bindWechatOpenid, findUserById, findUserByPhone, insertUser, isUniqueViolation, type NewUser, type UserRow } from '../user'

/** A friendly first nickname the student can change (random digits, nothing from the phone). */
export const defaultNickname = (lang: Lang) => textsIn(lang, 'account')('defaultNickname', { n: randomInt(1000, 10000) })

/** Creates the account, or answers the one that won a race to create it first. */
export async function createUser(
  app: App,
  input: Omit<NewUser, 'inviteMaxQuota'>,
  lookup: () => Promise<UserRow | undefined>,
): Promise<{ user: UserRow; isNew: boolean }> {
  try {
    return { user: await insertUser(app.db, { ...input, inviteMaxQuota: app.config.INVITE_MAX_QUOTA }), isNew: true }
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const winner = await lookup()
    if (!winner) throw err
    return { user: winner, isNew: false }
  }
}

/** The account of a verified phone number, created on its first sign-in. */
export async function findOrCreateByPhone(app: App, phone: string, lang: Lang): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await findUserByPhone(app.db, phone)
  if (existing) return { user: existing, isNew: false }
  return createUser(app, { phone, nickname: defaultNickname(lang), language: lang }, () => findUserByPhone(app.db, phone))
}

/**
 * Ties the student's WeChat openid to the account (payments and subscribe messages need it). The
 * openid moves from any other account: the person who holds the WeChat account proved this phone.
 */
export async function linkWechat(app: App, userId: string, wxCode: string): Promise<void> {
  if (!app.wechat) return
  const { openid } = await app.wechat.code2Session(wxCode)
  await app.db.transaction().execute((trx) => bindWechatOpenid(trx, userId, openid))
}

/** Opens a session for a verified student; the older session on the same platform ends (401003). */
export async function startSession(
  app: App,
  req: FastifyRequest,
  user: UserRow,
  options: { isNew: boolean; wxCode?: string },
): Promise<LoginResult> {
  if (user.account_status === ACCOUNT_STATUS.DISABLED) throw new AppError('SIGN_IN_DISABLED')
  if (options.wxCode) {
    // Optional here (SMS and password sign-in): a WeChat hiccup must not block signing in.
    await linkWechat(app, user.id, options.wxCode).catch((err: unknown) =>
      req.log.warn({ user: maskId(user.id), err: (err as Error).message }, 'could not link the WeChat account'),
    )
  }
  const { token } = await createSession(app.db, { userId: user.id, platform: req.platform, ttlDays: app.config.SESSION_TTL_DAYS })
  const fresh = (await findUserById(app.db, user.id)) ?? user
  return { token, is_new_user: options.isNew, user: toUserInfo(fresh, req.lang) }
}
