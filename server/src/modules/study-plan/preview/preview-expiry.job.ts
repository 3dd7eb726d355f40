import { defineJob } from '../../../jobs/define'

/** Previews nobody confirmed in time (PROPOSAL_TTL_MS) are deleted, everybody's at once, hourly. */
export const previewExpiryJob = defineJob({
  name: 'plan-preview-expiry',
  intervalMs: 60 * 60_000,
  run: async ({ app, now }) => {
    const result = await app.db.deleteFrom('plan_proposals').where('expires_at', '<', now.toISOString()).executeTakeFirst()
    return { deleted: Number(result.numDeletedRows) }
  },
})
