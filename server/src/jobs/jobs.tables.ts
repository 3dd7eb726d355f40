/**
 * One row per periodic job, shared by every server instance: a run is claimed by moving
 * `next_run_at` forward with a conditional update, so each due run happens once per cluster.
 */
export interface ScheduledJobsTable {
  name: string
  next_run_at: string
  /** While a run is in progress: when its claim lapses (its instance may have died). */
  lease_until: string | null
  /** The instance running it now, or the last one that did. */
  locked_by: string | null
  last_started_at: string | null
  last_finished_at: string | null
  /** ok | failed | timeout */
  last_status: string | null
  run_count: number
}

/** What each run did, kept a week, for the operator (`npm run admin -- jobs`) and the tests. */
export interface JobRunsTable {
  id: string
  name: string
  instance: string
  started_at: string
  finished_at: string | null
  /** running | ok | failed | timeout */
  status: string
  /** The job's own summary (JSON), or the error message. */
  detail: string | null
}

export interface JobTables {
  scheduled_jobs: ScheduledJobsTable
  job_runs: JobRunsTable
}
