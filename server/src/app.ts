import Fastify, { type FastifyServerOptions } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import addFormats from 'ajv-formats'
import type { Config } from './config'
import { openDatabase, type DatabaseHandle, type DB, type DialectName } from './db/database'
import { migrateToLatest } from './db/migrator'
import './lib/formats'
import { AppError } from './errors'
import { OneLineRequestLog } from './lib/request-log'
import authPlugin from './plugins/auth'
import compression from './plugins/compression'
import errorHandler from './plugins/error-handler'
import jsonBody from './plugins/json-body'
import inputFields from './plugins/input-fields'
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors'
import inputPolicy, { inputPolicyAjvPlugin } from './plugins/input-policy'
import securityHeaders from './plugins/security-headers'
import providers from './plugins/providers'
import jobs from './plugins/jobs'
import cluster from './plugins/cluster'
import requestContext from './plugins/request-context'
import mathFonts from './plugins/math-fonts'
import staticApp from './plugins/static-app'
import sharedAssets from './plugins/shared-assets'
import { createLlmProvider, type LlmProvider } from './providers/llm'
import appStartRoutes from './modules/app-start/app-start.routes'
import chatRoutes from './modules/chat/chat.routes'
import dictionaryRoutes from './modules/dictionary/dictionary.routes'
import healthRoutes from './modules/health/health.routes'
import mistakeRoutes from './modules/mistakes/mistakes.routes'
import studyPlanRoutes from './modules/study-plan/routes/study-plan.routes'
import planAssistantRoutes from './modules/study-plan/routes/plan-assistant.routes'
import todayTaskRoutes from './modules/today-tasks/today-tasks.routes'
import examTacticsRoutes from './modules/exam-tactics/exam-tactics.routes'
import tutorRoutes from './modules/tutor/tutor.routes'
import { readsAsMaths } from './modules/tutor'
import uploadRoutes from './modules/uploads/uploads.routes'
import notificationRoutes from './modules/notifications/notifications.routes'
import notifyRoutes from './modules/order/notify.routes'
import orderRoutes from './modules/order/order.routes'
import sandboxCheckoutRoutes from './modules/order/sandbox-checkout.routes'
import vipRoutes from './modules/vip/vip.routes'
import statementRoutes from './modules/statements/statements.routes'
import webviewRoutes from './modules/webview/webview.routes'
import feedbackRoutes from './modules/feedback/feedback.routes'
import inviteCodeRoutes from './modules/invitation/invite-code.routes'
import userRoutes from './modules/user/user.routes'
import authRoutes from './modules/auth/auth.routes'
import profileRoutes from './modules/user/profile.routes'
import passwordRoutes from './modules/auth/password.routes'
import avatarRoutes from './modules/user/avatar.routes'
import activationRoutes from './modules/activation/activation.routes'
import invitationRoutes from './modules/invitation/invitation.routes'
import schoolRoutes from './modules/school/school.routes'
import deletionRoutes from './modules/deletion/deletion.routes'
import parentDigestRoutes from './modules/parent-digest/parent-digest.routes'
import type { App } from './types'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: DB
    dialect: DialectName
    /** Answers when the database does, without queueing behind a transaction (health checks). */
    dbPing: () => Promise<void>
    /** The chat model, or null when none is configured (the offline engine answers then). */
    llm: LlmProvider | null
  }
}

export interface BuildOptions {
  config: Config
  /** An already open database (tests share one per file); otherwise opened from config and closed with the app. */
  database?: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /** Replaces the model chosen by config (null: none). */
  llm?: LlmProvider | null
}

// Query strings carry phone numbers and codes (GET sms-code, invite codes): never logged.
const SECRET_PARAMS = /([?&](?:phone|sms_code|code|invite_code|keyword)=)[^&]*/g

function requestForLog(req: { method: string; url: string; ip?: string; hostname?: string }) {
  // Most URLs have no query string: no regular expression to run then (one per logged request).
  const url = req.url.includes('?') ? req.url.replace(SECRET_PARAMS, '$1***') : req.url
  return { method: req.method, url, hostname: req.hostname, remoteAddress: req.ip }
}

/** The server's pino options; `stream` lets tests read what would be logged. */
export function loggerFor(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const base = {
    ...(stream && { stream }),
    level: config.LOG_LEVEL,
    // A request is logged only through this serializer, which copies no header: the token and
    // cookies never reach a line. (pino's `redact` of req.headers.* ran after it on every line,
    // copying the request object for paths that could no longer exist: a few µs per request.)
    serializers: { req: requestForLog },
  }
  // Readable lines for a person at a terminal (and the console SMS codes); JSON for log shippers.
  if (config.NODE_ENV === 'development' && process.stdout.isTTY && !stream) {
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
  }
  return base
}

/** Builds the whole server without listening: tests call `inject()` on it, server.ts listens. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options
  const app = Fastify({
    logger: options.logger ?? loggerFor(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Start-up work (migrations, the sandbox's signing keys, the job rows) may take longer than
    // Fastify's 10 s default on a busy machine; a slow start is not a failed one.
    pluginTimeout: 120_000,
    logController: new OneLineRequestLog(),
    // Fastify's own refusals (bad URL encoding, headers over Node's limit) in the envelope too.
    frameworkErrors,
    clientErrorHandler,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [addFormats as never, inputPolicyAjvPlugin as never],
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const database = options.database ?? openDatabase(config)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('dialect', database.dialect)
  app.decorate('dbPing', database.ping)
  if (!options.database) app.addHook('onClose', async () => database.close())
  const llm = options.llm !== undefined ? options.llm : createLlmProvider(config, { logger: app.log.child({ provider: 'llm' }) })
  app.decorate('llm', llm)
  app.log.info(llm ? { model: llm.model, visionModel: llm.visionModel } : {}, llm ? 'LLM connected' : 'no LLM configured: offline engine')

  const applied = await migrateToLatest(database.db, database.dialect)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')

  // First, so that every answer carries the headers, refusals by later hooks included.
  await app.register(securityHeaders)
  await app.register(requestContext)
  // Before every route: the plugin attaches itself to the routes registered after it.
  await app.register(compression)
  await app.register(errorHandler)
  await app.register(jsonBody)
  await app.register(inputFields)
  await app.register(cluster)
  await app.register(inputPolicy)
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // Counted once for the whole cluster when Redis is configured; a Redis outage lets requests
    // through rather than failing them (readiness reports it).
    ...(app.redis && { redis: app.redis, nameSpace: `${config.REDIS_KEY_PREFIX}rl:`, skipOnError: true }),
    // Only the API is limited: static files are cheap and cached; load balancers probe health often.
    allowList: (req) => !req.url.startsWith('/api/') || req.url.startsWith('/api/health'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  })
  await app.register(authPlugin)
  await app.register(providers)

  await app.register(healthRoutes)
  await app.register(appStartRoutes)
  await app.register(dictionaryRoutes)
  await app.register(userRoutes)
  await app.register(authRoutes)
  await app.register(profileRoutes)
  await app.register(passwordRoutes)
  await app.register(avatarRoutes)
  await app.register(activationRoutes)
  await app.register(invitationRoutes)
  await app.register(schoolRoutes)
  await app.register(deletionRoutes)
  await app.register(studyPlanRoutes)
  await app.register(planAssistantRoutes)
  await app.register(todayTaskRoutes)
  await app.register(examTacticsRoutes)
  await app.register(chatRoutes)
  await app.register(tutorRoutes)
  await app.register(uploadRoutes)
  await app.register(mistakeRoutes, { readsAsMaths })
  await app.register(mathFonts)
  await app.register(vipRoutes)
  await app.register(orderRoutes)
  // Own plugins: each swaps in its own body parser (raw JSON / form) without touching the rest.
  await app.register(notifyRoutes)
  await app.register(sandboxCheckoutRoutes)
  await app.register(notificationRoutes)
  await app.register(statementRoutes)
  await app.register(webviewRoutes)
  await app.register(feedbackRoutes)
  await app.register(inviteCodeRoutes)
  await app.register(parentDigestRoutes)
  await app.register(jobs)
  await app.register(staticApp)
  await app.register(sharedAssets)
  return app
}
