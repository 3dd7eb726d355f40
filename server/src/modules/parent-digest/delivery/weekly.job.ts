import { defineJob } from '../../../jobs/define'
import { isoDate, localMoment, mondayOf, weekdayOf } from '../../../lib/time'
import type { App } from '../../../types'
import { storedZoneOf } from '../../study-plan'
import { sentWeeks, type DeliverableRow } from './delivery.repository'
import { deliverable, sendDigest, type DeliveryDeps, type SendOutcome } from './delivery.service'

const QUARTER_MS = 15 * 60_000
const SUNDAY = 0

export const deliveryDeps = (app: App): DeliveryDeps => ({ db: app.db, wechat: app.wechat, config: app.config, log: app.log })

/**
 * One pass of the weekly delivery at `now`: every parent whose student's local time is Sunday at
 * or after `hour` (until midnight) and who has not had this week's digest gets it. The week is
 * named by its Monday in the student's zone, so a pass repeated (the next quarter hour, another
 * instance, a restart) finds the week sent. Revoked links and deleted accounts are not read at all.
 */
export async function deliverWeekly(deps: DeliveryDeps, now: Date, hour: number, signal?: AbortSignal) {
  const byStudent = new Map<string, DeliverableRow[]>()
  for (const sub of await deliverable(deps.db)) byStudent.set(sub.user_id, [...(byStudent.get(sub.user_id) ?? []), sub])
  const counts: Record<SendOutcome | 'due', number> = { due: 0, sent: 0, skipped: 0, failed: 0 }
  for (const [userId, subs] of byStudent) {
    if (signal?.aborted) break
    const local = localMoment(now, await storedZoneOf(deps.db, userId))
    if (weekdayOf(local.date) !== SUNDAY || local.minutes < hour * 60) continue
    const week = isoDate(mondayOf(local.date))
    const done = await sentWeeks(deps.db, week, subs.map((s) => s.id))
    for (const sub of subs.filter((s) => !done.has(s.id))) {
      counts.due++
      const outcome = await sendDigest(deps, sub, week, now)
      if (outcome) counts[outcome]++
    }
  }
  return counts
}

/**
 * The weekly digest to parents who asked for it, Sunday evening in each student's zone: a run
 * every quarter hour (one per cluster: the scheduler's claim), each sending what fell due.
 */
export const parentDigestJob = defineJob({
  name: 'parent-digest-weekly',
  intervalMs: QUARTER_MS,
  nextRunAt: (after) => new Date((Math.floor(after.getTime() / QUARTER_MS) + 1) * QUARTER_MS),
  timeoutMs: 10 * 60_000,
  run: ({ app, now, signal }) => deliverWeekly(deliveryDeps(app), now, app.config.PARENT_DIGEST_SEND_HOUR, signal),
})
