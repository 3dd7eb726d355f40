import type { App } from '../../types'
import { claimCheck, ordersToCheck } from './order.repository'
import { reconcilePending } from './reconcile'
import { processRefund } from './refund'

// Give a payment notification this long to arrive before asking the provider ourselves.
const QUIET_MS = 60_000
const BATCH = 50

export interface SweepResult {
  checked: number
  paid: number
  closed: number
  refunds: number
}

/**
 * One pass over orders still in motion: unpaid ones are reconciled with the provider and closed
 * once expired; requested refunds are sent or followed up. Each order is claimed by a conditional
 * update first, so instances sweeping at the same time never work on the same order.
 */
export async function sweepOrders(app: App, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, paid: 0, closed: 0, refunds: 0 }
  const quiet = new Date(now.getTime() - QUIET_MS).toISOString()
  const pending = await ordersToCheck(app.db, { status: 'pending', checkedBefore: quiet, createdBefore: quiet, limit: BATCH })
  for (const order of pending) {
    if (!(await claimCheck(app.db, order, now.toISOString()))) continue
    result.checked += 1
    try {
      const outcome = await reconcilePending(app, order, now)
      if (outcome === 'paid') result.paid += 1
      if (outcome === 'closed') result.closed += 1
    } catch (err) {
      app.log.warn({ err, orderId: order.id }, 'could not reconcile an unpaid order; will try again')
    }
  }
  const refunding = await ordersToCheck(app.db, {
    status: 'refunding',
    checkedBefore: quiet,
    createdBefore: now.toISOString(),
    limit: BATCH,
  })
  for (const order of refunding) {
    if (!(await claimCheck(app.db, order, now.toISOString()))) continue
    result.refunds += 1
    try {
      await processRefund(app, order, now)
    } catch (err) {
      app.log.warn({ err, orderId: order.id }, 'could not process a refund; will try again')
    }
  }
  return result
}
