import type { Kysely } from 'kysely'

// Frozen once landed. The inviter's reward is granted once per invitee: this records when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitations').addColumn('rewarded_at', 'text').execute()
  await db.schema.createIndex('invitations_inviter_accepted').on('invitations').columns(['inviter_id', 'accepted_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invitations_inviter_accepted').execute()
  await db.schema.alterTable('invitations').dropColumn('rewarded_at').execute()
}
