import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { App } from '../types'

export interface JobContext {
  app: App
  /** When this run was claimed (tests inject it through `app.jobs.runDue(now)`). */
  now: Date
  /**
   * When the previous run of this job started, anywhere in the cluster (null the first time):
   * a job that handles "everything that fell due since last time" (reminders) reads its window
   * from here, so a run delayed by a restart still catches up.
   */
  previousRunAt: Date | null
  /** Aborted when the run exceeds `timeoutMs` or the server shuts down. */
  signal: AbortSignal
  log: FastifyBaseLogger
}

export interface JobDefinition {
  /** Unique, lower-case words with dashes: the row in `scheduled_jobs` and the name in the logs. */
  name: string
  /** Time between runs; a function of the config for jobs the operator tunes. 0 or less: never runs. */
  intervalMs: number | ((config: Config) => number)
  /**
   * For runs at given times rather than a fixed period (e.g. the top of every hour): the next due
   * time after `after`. Without it, runs are `intervalMs` apart. `intervalMs` still bounds how far
   * ahead a changed schedule may have pushed the next run.
   */
  nextRunAt?: (after: Date) => Date
  /** A run taking longer is aborted, and its claim lapses for another instance (default 5 min). */
  timeoutMs?: number
  /** Whatever it returns is logged and kept in `job_runs` (keep it small: counts, not rows). */
  run(ctx: JobContext): Promise<unknown>
}

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Declares a periodic job; list it in `jobs/registry.ts` so every instance schedules it. */
export function defineJob(job: JobDefinition): JobDefinition {
  if (!NAME.test(job.name)) throw new Error(`job name must be lower-case words with dashes: ${job.name}`)
  return job
}

export const intervalOf = (job: JobDefinition, config: Config): number =>
  typeof job.intervalMs === 'function' ? job.intervalMs(config) : job.intervalMs
