import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { App } from '../types'
import { intervalOf, type JobDefinition } from './define'
import { claimRun, dueJobs, ensureJobRow, recordEnd, recordStart } from './jobs.repository'

const DEFAULT_TIMEOUT_MS = 5 * 60_000
// Summaries go into a text column and a log line: a job returning something huge is a mistake.
const MAX_DETAIL = 2000

class JobTimeout extends Error {
  constructor(ms: number) {
    super(`job ran longer than ${ms} ms`)
  }
}

/**
 * Runs each periodic job once per cluster per period. Every instance ticks every JOB_TICK_MS and
 * tries to claim the jobs that are due; the claim is a conditional update of the job's row
 * (`claimRun`), so on PostgreSQL only one instance wins each run, and on SQLite (one instance)
 * the same code simply runs them. A run gets `timeoutMs`; if its instance dies, the claim lapses
 * then and the next due run happens elsewhere.
 */
export class JobScheduler {
  /** This process, as named in `scheduled_jobs.locked_by` and `job_runs.instance`. */
  readonly instance = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
  private readonly jobs: JobDefinition[]
  private timer: NodeJS.Timeout | null = null
  private readonly running = new Map<string, { promise: Promise<void>; controller: AbortController }>()
  private ticking: Promise<unknown> | null = null

  constructor(
    private readonly app: App,
    jobs: JobDefinition[],
  ) {
    const names = new Set<string>()
    for (const job of jobs) {
      if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`)
      names.add(job.name)
    }
    this.jobs = jobs.filter((job) => intervalOf(job, app.config) > 0)
  }

  /** The jobs this configuration runs (an interval of 0 turns one off). */
  get names(): string[] {
    return this.jobs.map((j) => j.name)
  }

  private nextAfter(job: JobDefinition, at: Date): Date {
    const every = intervalOf(job, this.app.config)
    const next = job.nextRunAt ? job.nextRunAt(at) : new Date(at.getTime() + every)
    return new Date(Math.min(next.getTime(), at.getTime() + Math.max(every, 1)))
  }

  /** Creates the jobs' rows (first runs one period from now) and starts ticking. */
  async start(tickMs: number): Promise<void> {
    const now = new Date()
    for (const job of this.jobs) {
      const first = this.nextAfter(job, now)
      await ensureJobRow(this.app.db, job.name, first, first)
    }
    if (tickMs <= 0 || this.jobs.length === 0) return
    const tick = () => {
      this.ticking = this.runDue()
        .catch((err) => this.app.log.error({ err }, 'job tick failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, tickMs).unref()
        })
    }
    this.timer = setTimeout(tick, tickMs).unref()
  }

  /**
   * Claims and starts every job due at `now`; resolves when the runs this instance took have
   * ended, with their names. Tests call it with an injected clock through `app.jobs`.
   */
  async runDue(now = new Date()): Promise<string[]> {
    const due = await dueJobs(this.app.db, now)
    const taken: Promise<void>[] = []
    const names: string[] = []
    for (const row of due) {
      const job = this.jobs.find((j) => j.name === row.name)
      if (!job || this.running.has(job.name)) continue
      const timeoutMs = job.timeoutMs ?? DEFAULT_TIMEOUT_MS
      const claimed = await claimRun(this.app.db, {
        name: job.name,
        now,
        next: this.nextAfter(job, now),
        leaseUntil: new Date(now.getTime() + timeoutMs),
        instance: this.instance,
      })
      if (!claimed) continue
      names.push(job.name)
      const previousRunAt = row.last_started_at ? new Date(row.last_started_at) : null
      taken.push(this.execute(job, now, previousRunAt, timeoutMs))
    }
    await Promise.all(taken)
    return names
  }

  private execute(job: JobDefinition, now: Date, previousRunAt: Date | null, timeoutMs: number): Promise<void> {
    const controller = new AbortController()
    const log = this.app.log.child({ job: job.name })
    const promise = (async () => {
      const runId = await recordStart(this.app.db, job.name, this.instance, now)
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort(new JobTimeout(timeoutMs))
          reject(new JobTimeout(timeoutMs))
        }, timeoutMs)
      })
      let status: 'ok' | 'failed' | 'timeout' = 'ok'
      let detail: string | null = null
      try {
        const result = await Promise.race([job.run({ app: this.app, now, previousRunAt, signal: controller.signal, log }), timedOut])
        detail = result === undefined ? null : JSON.stringify(result).slice(0, MAX_DETAIL)
        log.debug({ result }, 'job ran')
      } catch (err) {
        status = err instanceof JobTimeout ? 'timeout' : 'failed'
        detail = String((err as Error)?.message ?? err).slice(0, MAX_DETAIL)
        log.error({ err }, 'job failed')
      } finally {
        clearTimeout(timer)
      }
      await recordEnd(this.app.db, { runId, name: job.name, instance: this.instance, status, detail, at: new Date() })
    })()
      .catch((err) => log.error({ err }, 'could not record a job run'))
      .finally(() => this.running.delete(job.name))
    this.running.set(job.name, { promise, controller })
    return promise
  }

  /** Stops ticking; runs in progress are told to stop and awaited (their claims are released). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.ticking
    for (const { controller } of this.running.values()) controller.abort(new Error('server shutting down'))
    await Promise.all([...this.running.values()].map((r) => r.promise))
  }
}
