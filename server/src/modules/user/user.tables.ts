import type { Generated } from 'kysely'

export interface UsersTable {
  id: string
  /** E.164, e.g. +8613800000000; null when the account has no phone (or was deleted). */
  phone: string | null
  /** Lower-cased account name for account + password sign-in. */
  account: string | null
  password_hash: string | null
  wechat_openid: string | null
  nickname: string
  avatar: string
  school_id: string
  school: string
  grade_id: number
  /** JSON array of course ids. */
  course_ids: string
  tone_id: number
  language: string
  bedtime: string
  wake_time: string
  /** IANA zone the student's app last sent (X-Time-Zone); null until it sends one. */
  time_zone: string | null
  /** 1 normal, 2 disabled, 3 default (not activated). */
  account_status: number
  left_question_num: number
  invite_code: string
  invite_max_quota: number
  invited_num: number
  inviter_id: string | null
  vip_until: string | null
  is_collected_info: number
  device_id: string
  created_at: string
  updated_at: string
  deleted_at: string | null
  activated_at: string | null
  /** invite | exchange | waitlist | operator */
  activated_via: string | null
  /** Bumped on every change that other instances must notice (optimistic checks). */
  version: Generated<number>
}

export interface UserTables {
  users: UsersTable
}
