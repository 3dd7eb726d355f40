import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'
import { UserInfo } from './user'

const CodeInput = Type.String({ minLength: 1, maxLength: 32 })

export const InviteCodeQuery = Type.Object({ invite_code: CodeInput })
export type InviteCodeQuery = Static<typeof InviteCodeQuery>

/** Who invited the student, as the accept-invite page and the invite dialog show them. */
export const InviterInfo = Type.Object({
  uid: Id,
  nickname: Type.String(),
  avatar: Type.String(),
  invite_code: Type.String(),
  /** Invitations still open: invite_max_quota - invited_num. */
  quota_left: Type.Integer({ minimum: 0 }),
})
export type InviterInfo = Static<typeof InviterInfo>

/** `null` data: nobody invited this student (yet). */
export const MaybeInviterInfo = Type.Union([InviterInfo, Type.Null()])

/** v2 activation: an invitation code (6 characters) or an exchange code (12, dashes allowed). */
export const ActivateBody = Type.Object({ code: CodeInput })
export type ActivateBody = Static<typeof ActivateBody>

export const ActivationResult = Type.Object({
  via: Type.Union([Type.Literal('invite'), Type.Literal('exchange')]),
  user: UserInfo,
})
export type ActivationResult = Static<typeof ActivationResult>

export const WaitListStatus = Type.Object({
  joined_at: Instant,
  /** 1 for the next student the operator lets in. */
  position: Type.Integer({ minimum: 1 }),
})
export type WaitListStatus = Static<typeof WaitListStatus>
