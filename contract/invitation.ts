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

/** v2 activation: an invitation code (10 characters) or an exchange code (12, dashes allowed). */
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

/** The student's own invitation: the code, the link it makes, and how many places are left. */
export const MyInviteCode = Type.Object({
  invite_code: Type.String(),
  /** The H5 accept-invite page with the code, to send or to encode in a QR. */
  invite_link: Type.String(),
  invited_num: Type.Integer({ minimum: 0 }),
  invite_max_quota: Type.Integer({ minimum: 0 }),
  /** Extra questions the student gets for each invited classmate who activates. */
  reward_questions: Type.Integer({ minimum: 0 }),
})
export type MyInviteCode = Static<typeof MyInviteCode>

export const Invitee = Type.Object({
  uid: Id,
  nickname: Type.String(),
  avatar: Type.String(),
  joined_at: Instant,
  /** null while the classmate has not activated their account with the code. */
  activated_at: Type.Union([Instant, Type.Null()]),
})
export type Invitee = Static<typeof Invitee>

export const InviteeListQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})

export const InviteeList = Type.Object({
  items: Type.Array(Invitee),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer({ minimum: 0 }),
})
export type InviteeList = Static<typeof InviteeList>

/** What the invitation QR code encodes, and the picture itself. */
export const QrCodeInfo = Type.Object({
  invite_code: Type.String(),
  /** The H5 link the QR encodes (any phone camera or WeChat opens it). */
  url: Type.String(),
  /** PNG data URL of the QR code. */
  qr_code: Type.String(),
  /** The mini-program page a share card opens. */
  weapp_path: Type.String(),
  /** The share card's title, in the request's language. */
  share_title: Type.String(),
})
export type QrCodeInfo = Static<typeof QrCodeInfo>
