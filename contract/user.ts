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

/** Free text a student types (nickname, school): no control characters and no angle brackets. */
const PlainText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f<>]+$' })

export const AlterProfileBody = Type.Object(
  {
    nickname: Type.Optional(PlainText(20)),
    /** A school from `school/search` … */
    school_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    grade_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    course_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 999 }), { minItems: 1, maxItems: 20, uniqueItems: true })),
  },
  { minProperties: 1 },
)
export type AlterProfileBody = Static<typeof AlterProfileBody>

export const AlterSettingsBody = Type.Object(
  {
    tone_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    language: Type.Optional(Lang),
  },
  { minProperties: 1 },
)
export type AlterSettingsBody = Static<typeof AlterSettingsBody>

export const AlterSleepBody = Type.Object({ bedtime: ClockTime, wake_time: ClockTime })
export type AlterSleepBody = Static<typeof AlterSleepBody>

export const UpdateDeviceIdBody = Type.Object({ device_id: Type.String({ maxLength: 128 }) })
export type UpdateDeviceIdBody = Static<typeof UpdateDeviceIdBody>

/** Changing a password needs the old one; setting a first one needs an SMS code (purpose `password`). */
export const AlterPasswordBody = Type.Object({
  old_password: Type.Optional(Type.String({ minLength: 1, maxLength: 128, text: 'raw' })),
  sms_code: Type.Optional(Type.String({ minLength: 1, maxLength: 6 })),
  new_password: Type.String({ minLength: 1, maxLength: 128, text: 'raw' }),
})
export type AlterPasswordBody = Static<typeof AlterPasswordBody>

/** Deleting the account is confirmed first with the password or an SMS code (purpose `deactivate`). */
export const DeactivateConfirmBody = Type.Object({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128, text: 'raw' })),
  sms_code: Type.Optional(Type.String({ minLength: 1, maxLength: 6 })),
})
export type DeactivateConfirmBody = Static<typeof DeactivateConfirmBody>

export const DeactivateConfirmed = Type.Object({
  /** Seconds left to call `deactivate`. */
  expires_in: Type.Integer(),
})
export type DeactivateConfirmed = Static<typeof DeactivateConfirmed>

export const AvatarUploaded = Type.Object({ avatar: Type.String() })
export type AvatarUploaded = Static<typeof AvatarUploaded>

export const School = Type.Object({
  id: Id,
  name: Type.String(),
  city: Type.String(),
  province: Type.String(),
  /** False for a school a student added (not yet checked by the operator). */
  verified: Type.Boolean(),
})
export type School = Static<typeof School>

export const SchoolSearchQuery = Type.Object({
  keyword: Type.String({ maxLength: 40, default: '' }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type SchoolSearchQuery = Static<typeof SchoolSearchQuery>
export const SchoolList = Type.Array(School)

export const AddSchoolBody = Type.Object({ name: PlainText(40), city: PlainText(20) })
export type AddSchoolBody = Static<typeof AddSchoolBody>
