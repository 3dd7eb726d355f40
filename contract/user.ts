import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant, ClockTime, Lang } from './common'

export { ACCOUNT_STATUS } from './account-status'

export const UserInfo = Type.Object({
  uid: Id,
  avatar: Type.String(),
  nickname: Type.String(),
  phone: Type.String({ description: 'masked, e.g. 138****0000; empty when none' }),
  account: Type.String({ description: 'account name; empty when none' }),
  school: Type.String(),
  school_id: Type.String(),
  grade_id: Type.Integer(),
  grade: Type.String(),
  stage_id: Type.Integer(),
  stage: Type.String(),
  course_ids: Type.Array(Type.Integer()),
  invite_max_quota: Type.Integer(),
  invited_num: Type.Integer(),
  left_question_num: Type.Integer(),
  account_status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  is_collected_info: Type.Boolean(),
  is_vip: Type.Boolean(),
  vip_end_time: Type.Union([Instant, Type.Null()]),
  tone_id: Type.Integer(),
  language: Lang,
  bedtime: ClockTime,
  wake_time: ClockTime,
  has_password: Type.Boolean(),
  created_at: Instant,
})
export type UserInfo = Static<typeof UserInfo>

export const CheckingVersionQuery = Type.Object({
  version_code: Type.Optional(Type.Integer({ minimum: 0 })),
})

export const CheckingVersion = Type.Object({
  /** Version code under store review; an app whose code is at most this uses account login. */
  check_version: Type.Integer(),
  latest_version: Type.String(),
  latest_version_code: Type.Integer(),
  /** Apps below this code must update before going on. */
  min_version_code: Type.Integer(),
  release_notes: Type.String(),
  download_url: Type.String(),
})
export type CheckingVersion = Static<typeof CheckingVersion>

const DictItem = {
  id: Type.Integer(),
  name: Type.String(),
}

export const Grade = Type.Object({ ...DictItem, stage_id: Type.Integer(), stage: Type.String() })
export type Grade = Static<typeof Grade>
export const GradeList = Type.Array(Grade)

export const Course = Type.Object({ ...DictItem, color: Type.String() })
export type Course = Static<typeof Course>
export const CourseList = Type.Array(Course)

export const Tone = Type.Object({ ...DictItem, description: Type.String() })
export type Tone = Static<typeof Tone>
export const ToneList = Type.Array(Tone)
