import type { DB } from '../db/database'
import { newId } from '../db/ids'

const iso = (d: Date) => d.toISOString()
const KEEP_RUNS_MS = 7 * 86_400_000

/** Creates the job's row if no instance did yet, and pulls a next run that lies beyond `latest` back to it. */
export async function ensureJobRow(db: DB, name: string, firstRun: Date, latest: Date): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, next_run_at: iso(firstRun), lease_until: null, locked_by: null, last_started_at: null, last_finished_at: null, last_status: null, run_count: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  await db.updateTable('scheduled_jobs').set({ next_run_at: iso(latest) }).where('name', '=', name).where('next_run_at', '>', iso(latest)).execute()
}

export async function dueJobs(db: DB, now: Date) {
  return db.selectFrom('scheduled_jobs').select(['name', 'last_started_at']).where('next_run_at', '<=', iso(now)).execute()
}

/**
 * Takes the run due at `now` for this instance: one conditional update, so of all the instances
 * that try at once exactly one gets it, and a run still in progress elsewhere is left alone.
 */
export async function claimRun(db: DB, q: { name: string; now: Date; next: Date; leaseUntil: Date; instance: string }): Promise<boolean> {
  const now = iso(q.now)
  const result = await db
    .updateTable('scheduled_jobs')
    .set((eb) => ({
      next_run_at: iso(q.next),
      lease_until: iso(q.leaseUntil),
      locked_by: q.instance,
      last_started_at: now,
      run_count: eb('run_count', '+', 1),
    }))
    .where('name', '=', q.name)
    .where('next_run_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function recordStart(db: DB, name: string, instance: string, startedAt: Date): Promise<string> {
  const id = newId('run')
  await db.insertInto('job_runs').values({ id, name, instance, started_at: iso(startedAt), finished_at: null, status: 'running', detail: null }).execute()
  return id
}

export async function recordEnd(
  db: DB,
  q: { runId: string; name: string; instance: string; status: 'ok' | 'failed' | 'timeout'; detail: string | null; at: Date },
): Promise<void> {
  const at = iso(q.at)
  await db.updateTable('job_runs').set({ finished_at: at, status: q.status, detail: q.detail }).where('id', '=', q.runId).execute()
  await db
    .updateTable('scheduled_jobs')
    .set({ lease_until: null, last_finished_at: at, last_status: q.status })
    .where('name', '=', q.name)
    .where('locked_by', '=', q.instance)
    .execute()
  await db.deleteFrom('job_runs').where('name', '=', q.name).where('started_at', '<', iso(new Date(q.at.getTime() - KEEP_RUNS_MS))).execute()
}

export async function recentRuns(db: DB, name: string, limit: number) {
  return db.selectFrom('job_runs').selectAll().where('name', '=', name).orderBy('started_at', 'desc').limit(limit).execute()
}

export async function jobRows(db: DB) {
  return db.selectFrom('scheduled_jobs').selectAll().orderBy('name').execute()
}
