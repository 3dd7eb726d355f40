import { ACCOUNT_PATTERN } from '@contract/account-rules'
import type { Lang } from '@contract/common'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { findUserByAccount, findUserByPhone, type UserRow } from '../user'
import { ACCOUNT_POLICY, networkPolicy } from './limits'
import { checkPasswordPolicy, hashPassword, verifyPassword } from './password'
import { looksLikePhone, normalisePhone } from './phone'
import { createUser } from './sign-in.service'
import { clearAttempts, refundAttempt, takeAttempt } from './throttle.repository'

function validAccountName(account: string): string {
  const name = account.trim()
  if (!ACCOUNT_PATTERN.test(name)) throw new AppError('ACCOUNT_INVALID')
  return name.toLowerCase()
}

/** True when the name is well-formed and free. */
export async function checkAccountName(app: App, account: string): Promise<boolean> {
  return !(await findUserByAccount(app.db, validAccountName(account)))
}

export async function registerAccount(app: App, account: string, password: string, lang: Lang): Promise<UserRow> {
  const name = validAccountName(account)
  checkPasswordPolicy(password, { account: name })
  if (await findUserByAccount(app.db, name)) throw new AppError('ACCOUNT_TAKEN')
  const { user, isNew } = await createUser(
    app,
    { account: name, passwordHash: await hashPassword(password), nickname: account.trim(), language: lang },
    () => findUserByAccount(app.db, name),
  )
  if (!isNew) throw new AppError('ACCOUNT_TAKEN')
  return user
}

/**
 * Password sign-in by account name or by the phone of an account that has a password. Every try
 * counts against the account (or phone) and the network before the password is checked; unknown
 * names cost the same time and say the same thing as wrong passwords.
 */
export async function loginWithPassword(app: App, identifier: string, password: string, ip: string): Promise<UserRow> {
  let key: string
  let find: () => Promise<UserRow | undefined>
  if (looksLikePhone(identifier)) {
    const phone = normalisePhone(identifier)
    key = `login:phone:${phone}`
    find = () => findUserByPhone(app.db, phone)
  } else {
    const name = identifier.trim().toLowerCase()
    if (!ACCOUNT_PATTERN.test(name)) throw new AppError('LOGIN_FAILED')
    key = `login:account:${name}`
    find = () => findUserByAccount(app.db, name)
  }
  const ipKey = `login:ip:${ip}`
  const ipPolicy = networkPolicy(app.config.LOGIN_IP_FREE_FAILURES)
  await takeAttempt(app.db, ipKey, ipPolicy)
  try {
    await takeAttempt(app.db, key, ACCOUNT_POLICY)
  } catch (err) {
    await refundAttempt(app.db, ipKey, ipPolicy)
    throw err
  }
  const user = await find()
  if (!(await verifyPassword(user?.password_hash ?? null, password)) || !user) throw new AppError('LOGIN_FAILED')
  await clearAttempts(app.db, key)
  await refundAttempt(app.db, ipKey, ipPolicy)
  return user
}
