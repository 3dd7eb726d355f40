import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ERRORS } from '@contract/errors'
import { createSession } from '../../../src/modules/session/session.repository'
import type { RouteEntry } from '../../../src/plugins/input-policy'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../../helpers'
import { installChangeCounter, type ChangeCounter } from './change-counter'

// The one 5xx that is an answer, not a failure: this server has no WeChat credentials.
const ALLOWED_5XX = new Set<number>([ERRORS.WECHAT_NOT_CONFIGURED.code])
const CATALOGUE = new Map<number, Set<number>>()
for (const { code, status } of Object.values(ERRORS)) CATALOGUE.set(code, (CATALOGUE.get(code) ?? new Set()).add(status))

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** What is wrong with an answer (a 5xx, an error without the envelope or a catalogue code), or null. */
export function envelopeProblem(res: Answer): string | null {
  const type = String(res.headers['content-type'] ?? '')
  const json = type.includes('application/json')
  if (res.statusCode >= 500) {
    const code = json ? (JSON.parse(res.body) as { code?: number }).code : undefined
    if (!(res.statusCode === 503 && code !== undefined && ALLOWED_5XX.has(code))) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`
  }
  if (res.statusCode < 400 && !json) return null // files, streams, pages
  if (!json) return `status ${res.statusCode} without JSON (${type})`
  let body: { code?: unknown; msg?: unknown; data?: unknown }
  try {
    body = JSON.parse(res.body)
  } catch {
    return `status ${res.statusCode}: body is not JSON`
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) return `not an envelope: ${res.body.slice(0, 200)}`
  if (res.statusCode >= 400) {
    if (!CATALOGUE.get(body.code)?.has(res.statusCode)) return `code ${body.code} is not the catalogue's for status ${res.statusCode}`
    if (body.data !== null || body.msg.length === 0) return `error envelope with data or without a message: ${res.body.slice(0, 200)}`
  } else if (body.code !== 200) return `success with code ${body.code}`
  return null
}

export interface Probe {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

/**
 * The real app on a fresh database (the suite's dialect) serving a small H5 build, an active
 * student, and a counter of rows written. `send` injects one request and throws on a 5xx, an
 * answer without the envelope, or a 4xx that wrote anything.
 */
export interface FuzzHarness {
  ctx: TestContext
  student: TestUser
  counter: ChangeCounter
  /** Every route but the HEAD twins of GETs. */
  routes: RouteEntry[]
  /** `authorization` header value of the student's current session. */
  bearer(): string
  send(req: Probe): Promise<Answer>
  statuses: Record<string, number>
  close(): Promise<void>
}

export async function startHarness(): Promise<FuzzHarness> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-static-'))
  fs.mkdirSync(path.join(staticDir, 'assets'))
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>')
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.0123abcd.js'), 'void 0')
  // No periodic jobs: the order sweep's bookkeeping (scheduled_jobs, job_runs) is written a
  // minute after start, in whatever request is in flight then, and would be counted against it
  // (PostgreSQL probes outlast that minute). Jobs have their own suites (server/test/jobs).
  const ctx = await createTestApp({ SERVE_APP: 'true', STATIC_DIR: staticDir, RATE_LIMIT_PER_MINUTE: '1000000', JOB_TICK_MS: '0' })
  const student = await createUserWithSession(ctx.app, { phone: '+8613800138000' })
  const counter = await installChangeCounter(ctx.app)
  let token = student.token
  const statuses: Record<string, number> = {}
  return {
    ctx,
    student,
    counter,
    statuses,
    routes: ctx.app.routeTable.filter((r) => r.method !== 'HEAD'),
    bearer: () => `Bearer ${token}`,
    async send(req) {
      const before = await counter.read()
      const res = await ctx.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload })
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
      const problem = envelopeProblem(res)
      if (problem) throw new Error(`${req.method} ${req.url.slice(0, 200)}: ${problem}`)
      if (res.statusCode >= 400 && res.statusCode < 500) {
        const written = (await counter.read()) - before
        if (written !== 0) throw new Error(`${req.method} ${req.url.slice(0, 200)}: status ${res.statusCode} but ${written} rows written: ${res.body.slice(0, 200)}`)
      }
      // A success may have ended the session (logout, password, a new sign-in): sign in afresh.
      if (res.statusCode < 300) token = (await createSession(ctx.app.db, { userId: student.user.id, platform: 'h5', ttlDays: 1 })).token
      return res
    },
    async close() {
      await ctx.close()
      fs.rmSync(staticDir, { recursive: true, force: true })
    },
  }
}
