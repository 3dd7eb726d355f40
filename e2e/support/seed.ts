import path from 'node:path'
import { openDatabase } from '../../server/src/db/database'
import { createSession } from '../../server/src/modules/session/session.repository'
import { insertUser } from '../../server/src/modules/user/user.repository'
import { issueExchangeCodes } from '../../server/src/modules/activation/exchange.service'
import { phoneCapKey } from '../../server/src/modules/auth/sms-code.service'

/** The server's database: its SQLite file, or `databaseUrl` when the server runs on PostgreSQL (benches). */
const open = (dataDir: string, databaseUrl?: string) =>
  openDatabase({ DATABASE_URL: databaseUrl ?? `sqlite:${path.join(dataDir, 'app.db')}`, DATA_DIR: dataDir, PG_POOL_MAX: 1 })

/** Single-use exchange codes, as the operator's `codes:issue` makes them. */
export async function seedExchangeCode(dataDir: string): Promise<string> {
  const handle = open(dataDir)
  try {
    return (await issueExchangeCodes(handle.db, { count: 1, note: 'e2e' })).codes[0]
  } finally {
    await handle.close()
  }
}

/**
 * Creates an activated student with a session directly in the e2e server's database (the
 * sign-in journeys test the real flows; other journeys start signed in).
 */
export async function seedStudent(dataDir: string, options: { nickname?: string; status?: 1 | 3; databaseUrl?: string; collected?: boolean } = {}) {
  const handle = open(dataDir, options.databaseUrl)
  try {
    const phone = `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const user = await insertUser(handle.db, { phone, nickname: options.nickname ?? 'Lin', inviteMaxQuota: 5 })
    await handle.db
      .updateTable('users')
      .set({ account_status: options.status ?? 1, left_question_num: 20, is_collected_info: options.collected === false ? 0 : 1, grade_id: 10 })
      .where('id', '=', user.id)
      .execute()
    const { token } = await createSession(handle.db, { userId: user.id, platform: 'h5', ttlDays: 30 })
    return { userId: user.id, phone, token, inviteCode: user.invite_code }
  } finally {
    await handle.close()
  }
}

/** The minute between two codes to one phone has passed (as the API tests do it). */
export async function openSmsGate(dataDir: string, e164: string) {
  const handle = open(dataDir)
  try {
    await handle.db.deleteFrom('throttles').where('key', '=', `sms:${phoneCapKey(e164)}`).execute()
  } finally {
    await handle.close()
  }
}

/**
 * A question in the student's mistake notebook, as the tutor's "mark as mistake" stores it: due
 * for a re-test at `dueAt` (default: since yesterday), in `courseId` (default: mathematics).
 */
export async function seedMistake(dataDir: string, userId: string, question: string, opts: { courseId?: number; dueAt?: string } = {}): Promise<string> {
  const handle = open(dataDir)
  try {
    const id = `mis_e2e${Math.random().toString(36).slice(2, 12)}`
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString()
    await handle.db
      .insertInto('mistakes')
      .values({ id, user_id: userId, chat_id: null, message_id: null, question, image_id: null, course_id: opts.courseId ?? 2, stage: 0, next_retest_at: opts.dueAt ?? dayAgo, last_retest_at: null, mastered_at: null, created_at: dayAgo, deleted_at: null })
      .execute()
    return id
  } finally {
    await handle.close()
  }
}
