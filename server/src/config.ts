import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { llmEnv, llmEnvProblems } from './providers/llm/llm.env'
import { smsEnv, smsEnvProblems } from './providers/sms/sms.env'
import { wechatEnv, wechatEnvProblems } from './providers/wechat/wechat.env'
import { payConfigProblems, payEnv } from './providers/pay/pay.env'
import { storageEnv, storageEnvProblems } from './providers/storage/storage.env'
import { pushEnv, pushEnvProblems } from './providers/push/push.env'
import { vipEnv, vipEnvProblems } from './modules/vip/vip.env'
import { statementsEnv } from './modules/statements/statements.env'
import { parseAllowList, webviewEnv } from './modules/webview/webview.env'
import { parseReleaseNotes } from './modules/user/release-notes'
import { authEnv } from './modules/auth/auth.env'
import { studyPlanEnv } from './modules/study-plan/study-plan.env'
import { jobsEnv } from './jobs/jobs.env'
import { remindersEnv } from './modules/reminders/reminders.env'
import { parentDigestEnv, parentDigestEnvProblems } from './modules/parent-digest/delivery/parent-digest.env'
import { clusterEnv, resolveFanout } from './cluster/cluster.env'

/**
 * Every environment variable the server reads, with its default. Read once at start; a bad
 * value stops the server with every problem listed. Nothing else reads process.env.
 * Providers declare their own variables in `<provider>.env.ts` and are spread in below.
 */
const coreEnv = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  PORT: Type.Integer({ default: 8080, minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Where SQLite files and uploads live. */
  DATA_DIR: Type.String({ default: 'data', minLength: 1 }),
  /** postgres://… for PostgreSQL, sqlite:<file> for SQLite; empty = SQLite at DATA_DIR/app.db. */
  DATABASE_URL: Type.String({ default: '', pattern: '^$|^(postgres|postgresql|sqlite):' }),
  PG_POOL_MAX: Type.Integer({ default: 10, minimum: 1, maximum: 200 }),
  /** The built H5 app served at `/`. */
  STATIC_DIR: Type.String({ default: 'dist/h5', minLength: 1 }),
  /** Serve the H5 app from STATIC_DIR (off for an API-only instance). */
  SERVE_APP: Type.Boolean({ default: true }),
  /** Behind a reverse proxy, trust X-Forwarded-For for client IPs (rate limits). */
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_PER_MINUTE: Type.Integer({ default: 1200, minimum: 1 }),
  SESSION_TTL_DAYS: Type.Integer({ default: 30, minimum: 1, maximum: 365 }),

  /** Version code under store review: apps at or below it open account login (spec §4). */
  APP_REVIEW_VERSION_CODE: Type.Integer({ default: 0, minimum: 0 }),
  APP_LATEST_VERSION: Type.String({ default: '1.0.27', pattern: '^\\d+\\.\\d+\\.\\d+$' }),
  APP_MIN_VERSION_CODE: Type.Integer({ default: 0, minimum: 0 }),
  APP_DOWNLOAD_URL: Type.String({ default: '' }),
  /** What the newest version changes: one text, or JSON by language ({"zh-Hans":"…","en":"…"}). */
  APP_RELEASE_NOTES: Type.String({ default: '' }),

  /** Questions a newly activated student may ask. */
  FREE_QUESTIONS: Type.Integer({ default: 20, minimum: 0 }),
  INVITE_MAX_QUOTA: Type.Integer({ default: 5, minimum: 0 }),
  /** Extra questions an inviter gets when a student they invited activates (once per invitee). */
  INVITE_REWARD_QUESTIONS: Type.Integer({ default: 10, minimum: 0, maximum: 1000 }),
  /** Public address of the H5 app, for invitation links and QR codes; empty: the address requests come to. */
  APP_PUBLIC_URL: Type.String({ default: '', pattern: '^$|^https?://[^?#]+$' }),
}

export const Env = Type.Object({
  ...coreEnv,
  ...authEnv,
  ...llmEnv,
  ...smsEnv,
  ...wechatEnv,
  ...payEnv,
  ...storageEnv,
  ...pushEnv,
  ...vipEnv,
  ...statementsEnv,
  ...webviewEnv,
  ...studyPlanEnv,
  ...jobsEnv,
  ...remindersEnv,
  ...parentDigestEnv,
  ...clusterEnv,
})

export type Config = Static<typeof Env>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
}

/** Reads the variables named in `Env` from `source`, converting numbers and booleans. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(Env.properties)) {
    const value = source[key]
    if (value !== undefined && value !== '') raw[key] = value
  }
  const converted = Value.Default(Env, Value.Convert(Env, raw))
  const problems = [...Value.Errors(Env, converted)].map(
    (e) => `${e.path.slice(1) || '(root)'}: ${e.message} (got ${JSON.stringify(raw[e.path.slice(1)] ?? null)})`,
  )
  if (problems.length === 0) problems.push(...llmEnvProblems(converted as Config))
  problems.push(...smsEnvProblems(converted), ...wechatEnvProblems(converted))
  problems.push(...payConfigProblems(converted as Config))
  problems.push(...vipEnvProblems(converted as Config), ...pushEnvProblems(converted as Config), ...parentDigestEnvProblems(converted as Config))
  problems.push(...parseAllowList((converted as Config).WEBVIEW_ALLOWED_URLS ?? '').problems)
  const notesProblem = parseReleaseNotes((converted as Config).APP_RELEASE_NOTES ?? '').problem
  if (notesProblem) problems.push(notesProblem)
  problems.push(...storageEnvProblems(converted as Config))
  const fanoutProblem = resolveFanout(converted as Config).problem
  if (fanoutProblem) problems.push(fanoutProblem)
  if (problems.length > 0) throw new ConfigError(problems)
  return converted as Config
}

/** Config for tests and tools: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_APP: 'false', ...overrides })
}
