import type { Kysely } from 'kysely'

// Frozen once landed. Sign-in codes, attempt throttles, invitations, exchange codes, the waiting
// list and schools; when and how an account was activated; recent re-authentication of a session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute()
  await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute()

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('invitee_id', 'text', (c) => c.notNull().unique().references('users.id'))
    .addColumn('invite_code', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .execute()
  await db.schema.createIndex('invitations_inviter').on('invitations').columns(['inviter_id', 'accepted_at']).execute()

  await db.schema
    .createTable('exchange_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('used_by', 'text', (c) => c.references('users.id'))
    .addColumn('used_at', 'text')
    .execute()

  await db.schema
    .createTable('waitlist')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('admitted_at', 'text')
    .execute()
  await db.schema.createIndex('waitlist_joined').on('waitlist').columns(['admitted_at', 'joined_at']).execute()

  await db.schema
    .createTable('schools')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schools_name_city', ['name', 'city'])
    .execute()

  await db.schema.alterTable('users').addColumn('activated_at', 'text').execute()
  await db.schema.alterTable('users').addColumn('activated_via', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('reauth_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('reauth_at').execute()
  await db.schema.alterTable('users').dropColumn('activated_via').execute()
  await db.schema.alterTable('users').dropColumn('activated_at').execute()
  for (const table of ['schools', 'waitlist', 'exchange_codes', 'invitations', 'throttles', 'sms_codes']) {
    await db.schema.dropTable(table).execute()
  }
}
