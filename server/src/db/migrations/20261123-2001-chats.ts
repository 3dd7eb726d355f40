import { sql, type Kysely } from 'kysely'

// Frozen once landed. The tutor's conversations, their messages, and uploaded photos.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('has_image', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('help_level', 'text', (c) => c.notNull().defaultTo('hint'))
    .addColumn('difficulty', 'text')
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('turns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_message_id', 'text')
    .addColumn('active_since', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('last_preview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('chats_user_last').on('chats').columns(['user_id', 'last_message_at']).execute()
  // One notices chat and one plan-assistant chat per student, however many requests race to create them.
  await db.schema
    .createIndex('chats_user_fixed_type')
    .on('chats')
    .columns(['user_id', 'type'])
    .unique()
    .where(sql.ref('type'), '<>', 'question')
    .execute()

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('help_level', 'text')
    .addColumn('verdict', 'text')
    .addColumn('verdict_expected', 'text')
    .addColumn('feedback', 'text')
    .addColumn('error_key', 'text')
    .addColumn('finish_reason', 'text')
    .addColumn('model', 'text')
    .addColumn('prompt_tokens', 'integer')
    .addColumn('completion_tokens', 'integer')
    .addColumn('title', 'text')
    .addColumn('payload', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('chat_messages_chat_seq').on('chat_messages').columns(['chat_id', 'seq']).unique().execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id']).execute()

  // "Mark as a mistake" is idempotent per message, also when two taps race.
  await db.schema
    .createIndex('mistakes_user_message_live')
    .on('mistakes')
    .columns(['user_id', 'message_id'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mistakes_user_message_live').execute()
  await db.schema.dropTable('uploads').execute()
  await db.schema.dropTable('chat_messages').execute()
  await db.schema.dropTable('chats').execute()
}
