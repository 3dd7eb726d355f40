import type { BaseLogger } from 'pino'

/** What providers need of a logger: Fastify's `app.log` and a plain pino logger both fit. */
export type ProviderLog = Pick<BaseLogger, 'info' | 'warn' | 'error'>
