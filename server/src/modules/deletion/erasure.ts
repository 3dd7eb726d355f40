import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { nowIso } from '../../db/time'
import type { UserRow } from '../user'

type Trx = Transaction<Database>

export interface ErasureRule {
  table: keyof Database
  /** The column that points at the student. */
  column: string
  /** `delete` the rows, `keep` them (say why), or a custom step. */
  erase: 'delete' | 'keep' | ((trx: Trx, user: UserRow) => Promise<void>)
  why?: string
}

/**
 * What deleting an account does to each table that holds the student's rows. Every table with a
 * `user_id` column must be listed (a test checks it), so a new feature decides what happens to its
 * data on the day it adds its table. Everything runs in the deletion's single transaction.
 */
export const ERASURE_RULES: ErasureRule[] = [
  { table: 'sessions', column: 'user_id', erase: 'delete', why: 'every sign-in ends at once' },
  { table: 'study_events', column: 'user_id', erase: 'delete', why: 'the study plan' },
  { table: 'plan_steps', column: 'user_id', erase: 'delete', why: 'the undo stack, with copies of the plan events it changed' },
  { table: 'plan_state', column: 'user_id', erase: 'delete' },
  { table: 'plan_proposals', column: 'user_id', erase: 'delete', why: 'previews of plan changes' },
  { table: 'sent_reminders', column: 'user_id', erase: 'delete', why: 'which reminders were sent' },
  { table: 'focus_sessions', column: 'user_id', erase: 'delete', why: 'focused minutes' },
  { table: 'mistake_retests', column: 'user_id', erase: 'delete', why: 're-test answers' },
  { table: 'retest_attempts', column: 'user_id', erase: 'delete', why: 'answers typed into re-tests' },
  { table: 'exam_tactics', column: 'user_id', erase: 'delete', why: 'tactics made for the student' },
  { table: 'exam_reviews', column: 'user_id', erase: 'delete', why: 'how the student said their exams went' },
  { table: 'mistakes', column: 'user_id', erase: 'delete', why: 'questions from the chats' },
  // Messages before their chats (foreign key); photo files go once the rows are gone (deletion.routes).
  { table: 'chat_messages', column: 'user_id', erase: 'delete', why: 'questions and the tutor’s replies' },
  { table: 'chats', column: 'user_id', erase: 'delete', why: 'the tutor conversations and notices' },
  { table: 'uploads', column: 'user_id', erase: 'delete', why: 'question photos' },
  { table: 'waitlist', column: 'user_id', erase: 'delete' },
  { table: 'notifications', column: 'user_id', erase: 'delete', why: 'they may name classmates and purchases' },
  // The files behind these rows are removed after the transaction (deletion.routes.ts).
  { table: 'feedback_images', column: 'user_id', erase: 'delete', why: 'screenshots the student sent' },
  { table: 'feedback', column: 'user_id', erase: 'delete', why: 'what the student wrote to the operator' },
  // Opens before their shares (foreign key): every parent link stops answering with the account.
  { table: 'parent_digest_sends', column: 'user_id', erase: 'delete', why: 'which weekly digests went to a parent' },
  { table: 'parent_digest_subscriptions', column: 'user_id', erase: 'delete', why: 'parents who asked for the digest every week' },
  { table: 'parent_share_opens', column: 'user_id', erase: 'delete', why: 'when a parent opened a link, and on what device' },
  { table: 'parent_shares', column: 'user_id', erase: 'delete', why: 'links to the weekly digest for a parent' },
  {
    table: 'orders',
    column: 'user_id',
    erase: 'keep',
    why: 'payment records (plan, amount, provider numbers; no personal data) are kept as accounting law requires',
  },
  {
    table: 'invitations',
    column: 'invitee_id',
    erase: 'keep',
    why: 'ids only: the inviter keeps an honest count of the places used',
  },
  { table: 'invitations', column: 'inviter_id', erase: 'keep', why: 'ids only: the invitees stay activated' },
  { table: 'exchange_codes', column: 'used_by', erase: 'keep', why: 'the operator’s record that the code was spent' },
  {
    table: 'schools',
    column: 'created_by',
    erase: async (trx, user) => {
      await trx.updateTable('schools').set({ created_by: null }).where('created_by', '=', user.id).execute()
    },
    why: 'the school stays for classmates; who added it is forgotten',
  },
  {
    table: 'sms_codes',
    column: 'phone',
    erase: async (trx, user) => {
      if (user.phone) await trx.deleteFrom('sms_codes').where('phone', '=', user.phone).execute()
    },
  },
  {
    table: 'throttles',
    column: 'key',
    erase: async (trx, user) => {
      // The SMS resend gate (`sms:<hash>`) and the send records (sms_sends) are kept: they name no
      // one, and deleting the account must not reset the caps on codes sent to the phone.
      const keys = [`reauth:${user.id}`, user.phone && `login:phone:${user.phone}`, user.account && `login:account:${user.account}`]
      await trx.deleteFrom('throttles').where('key', 'in', keys.filter((k): k is string => !!k)).execute()
    },
  },
]

/**
 * The account row stays (other rows point at it) but says nothing about the person any more: no
 * phone, account, password, WeChat id, name, avatar or school. The phone and account name are free
 * to register again as a new account.
 */
export async function anonymiseUser(trx: Trx, user: UserRow): Promise<void> {
  const now = nowIso()
  await trx
    .updateTable('users')
    .set({
      phone: null,
      account: null,
      password_hash: null,
      wechat_openid: null,
      nickname: '',
      avatar: '',
      school_id: '',
      school: '',
      grade_id: 0,
      course_ids: '[]',
      device_id: '',
      time_zone: null,
      is_collected_info: 0,
      // Unique and unusable: old invitation links no longer lead to this account.
      invite_code: `deleted:${user.id}`,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute()
}

/** Deletes the student's data in one transaction. */
export async function eraseAccount(trx: Trx, user: UserRow): Promise<void> {
  for (const rule of ERASURE_RULES) {
    if (rule.erase === 'keep') continue
    if (rule.erase === 'delete') {
      await trx.deleteFrom(rule.table).where(rule.column as never, '=', user.id as never).execute()
    } else {
      await rule.erase(trx, user)
    }
  }
  await anonymiseUser(trx, user)
}
