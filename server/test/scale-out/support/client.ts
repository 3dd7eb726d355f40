import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { Client } from 'pg'
import type { InstanceInfo } from './cluster'
import { waitFor } from './processes'

/** A distinct client address for each test (rate limits count per address; the LB forwards it). */
export function newClientIp(): string {
  const [x, y, z] = randomBytes(3)
  return `10.${x}.${y}.${(z % 250) + 1}`
}

export interface Answer {
  status: number
  headers: Headers
  body: { code: number; msg: string; data: any }
}

export async function call(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; ip: string }): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'accept-language': 'en', platform: 'h5', 'x-forwarded-for': init.ip, ...init.headers, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : { code: res.status, msg: text, data: null } }
}

// Random, not counted: each test file has its own module state, and the SMS gate is per phone.
const newPhone = (): string => `137${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`

/**
 * Signs in by phone on `on`, as a student would: the code is read from that instance's log
 * (console SMS prints it there: the one thing that stays single-instance by design).
 */
export async function signInOn(on: InstanceInfo, ip: string): Promise<{ token: string; userId: string; headers: Record<string, string> }> {
  const phone = newPhone()
  const logged = fs.statSync(on.logFile).size
  const sent = await call(on.url, `/api/v1/user/phone/sms-code?phone=${phone}`, { ip })
  if (sent.status !== 200) throw new Error(`sms-code on ${on.name}: ${JSON.stringify(sent.body)}`)
  const code = await waitFor(`the SMS code in ${on.name}'s log`, () => {
    const fresh = fs.readFileSync(on.logFile, 'utf8').slice(logged)
    return /SMS code for [^:]+: (\d{6})/.exec(fresh)?.[1]
  }, 10_000)
  const login = await call(on.url, '/api/v1/user/login/phone-code', { method: 'POST', ip, body: { phone, sms_code: code } })
  if (login.status !== 200) throw new Error(`login on ${on.name}: ${JSON.stringify(login.body)}`)
  const token = login.body.data.token as string
  return { token, userId: login.body.data.user.uid, headers: { authorization: `Bearer ${token}` } }
}

/** Lets a new account in with questions to ask (the operator's `admit`, done in SQL). */
export async function activate(databaseUrl: string, userId: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('update users set account_status = 1, left_question_num = 20 where id = $1', [userId])
  } finally {
    await db.end()
  }
}

export async function query<T extends Record<string, unknown>>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    return (await db.query(text, values)).rows as T[]
  } finally {
    await db.end()
  }
}

/** Registers an account + password on `on` (no SMS: works with the server's log turned down). */
export async function registerOn(on: InstanceInfo, ip: string): Promise<{ token: string; userId: string; headers: Record<string, string> }> {
  const account = `s${randomBytes(5).toString('hex')}`
  const res = await call(on.url, '/api/v1/user/register/account', { method: 'POST', ip, body: { account, password: 'Lantern-Orbit-4217' } })
  if (res.status !== 200) throw new Error(`register on ${on.name}: ${JSON.stringify(res.body)}`)
  const token = res.body.data.token as string
  return { token, userId: res.body.data.user.uid, headers: { authorization: `Bearer ${token}` } }
}
