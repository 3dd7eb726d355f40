import fp from 'fastify-plugin'
import { JobScheduler } from '../jobs'
import { JOBS } from '../jobs/registry'
import type { App } from '../types'

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic jobs, once per cluster (see server/src/jobs). */
    jobs: JobScheduler
  }
}

/** Schedules the registry's jobs from ready to close. */
export default fp(async function jobs(app: App) {
  const scheduler = new JobScheduler(app, JOBS)
  app.decorate('jobs', scheduler)
  app.addHook('onReady', () => scheduler.start(app.config.JOB_TICK_MS))
  app.addHook('onClose', () => scheduler.stop())
})
