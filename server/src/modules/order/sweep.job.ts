import { defineJob } from '../../jobs/define'
import { sweepOrders } from './sweep'

/** Unpaid orders reconciled and closed, refunds sent: once per cluster every ORDER_SWEEP_INTERVAL_MS. */
export const orderSweepJob = defineJob({
  name: 'order-sweep',
  intervalMs: (config) => config.ORDER_SWEEP_INTERVAL_MS,
  run: ({ app, now }) => sweepOrders(app, now),
})
