import { Type, type Static } from '@sinclair/typebox'
import { CheckingVersion, CheckingVersionQuery, CourseList, GradeList, ToneList, UserInfo } from './user'

/**
 * `app/start`: everything the app needs when it opens, in one round trip instead of eight
 * (versions, the three dictionary lists, the signed-in student, the three unread counts).
 * Public: it answers before sign-in too.
 */
export const AppStartQuery = CheckingVersionQuery

export const UnreadCounts = Type.Object({
  /** Events the plan assistant added that the student has not looked at. */
  event: Type.Integer({ minimum: 0 }),
  /** Unread replies and notices (the canvas tab). */
  chat: Type.Integer({ minimum: 0 }),
  /** Unread notifications (the Mine tab). */
  notification: Type.Integer({ minimum: 0 }),
})
export type UnreadCounts = Static<typeof UnreadCounts>

/** Why the token sent was not usable: the same code, HTTP status and message user/info would have failed with. */
export const SessionError = Type.Object({
  code: Type.Integer(),
  status: Type.Integer(),
  msg: Type.String(),
})
export type SessionError = Static<typeof SessionError>

export const AppStart = Type.Object({
  version: CheckingVersion,
  grades: GradeList,
  courses: CourseList,
  tones: ToneList,
  /** The signed-in student; null without a token or with one that is no longer usable. */
  user: Type.Union([UserInfo, Type.Null()]),
  /** Set when a token was sent and is not usable (expired, replaced, account disabled, …). */
  session_error: Type.Union([SessionError, Type.Null()]),
  /** Only for an activated student (the counts need an activated account). */
  unread: Type.Union([UnreadCounts, Type.Null()]),
})
export type AppStart = Static<typeof AppStart>
