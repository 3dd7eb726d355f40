import { orderSweepJob } from '../modules/order/sweep.job'
import { previewExpiryJob } from '../modules/study-plan/preview/preview-expiry.job'
import { parentDigestJob } from '../modules/parent-digest/delivery/weekly.job'
import { remindersJob } from '../modules/reminders/reminders.job'
import type { JobDefinition } from './define'

/** Every periodic job of the server. A feature adds its `defineJob(...)` here. */
export const JOBS: JobDefinition[] = [orderSweepJob, previewExpiryJob, remindersJob, parentDigestJob]
