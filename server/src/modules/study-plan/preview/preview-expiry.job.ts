import { defineJob } from '../../../jobs/define'
import { deleteExpiredProposals } from './proposals.repository'

/** Previews nobody confirmed in time (PROPOSAL_TTL_MS) are deleted, everybody's at once, hourly. */
export const previewExpiryJob = defineJob({
  name: 'plan-preview-expiry',
  intervalMs: 60 * 60_000,
  run: async ({ app, now }) => {
    return { deleted: await deleteExpiredProposals(app.db, now.toISOString()) }
  },
})
