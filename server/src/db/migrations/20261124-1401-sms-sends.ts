import type { Kysely } from 'kysely'

// Frozen once landed. Every SMS sent, by a hash of the phone and the network address: the caps
// are counted here, so deleting an account (which erases its codes) cannot reset them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sms_sends_phone').on('sms_sends').columns(['phone_hash', 'created_at']).execute()
  await db.schema.createIndex('sms_sends_ip').on('sms_sends').columns(['ip', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_sends').execute()
}
