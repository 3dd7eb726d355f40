import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'
import { DigestDelivery } from './parent-digest-delivery'
import { DIGEST_SECTIONS, SHARE_NAME_MAX, type DigestSection as Section } from './parent-digest-rules'

/**
 * The parent's week (issue 19): a student shares a read-only weekly digest through a capability
 * link. The student chooses each part; nothing is shared by default, and chat contents and photos
 * are never part of it (no section carries them).
 */
export { DIGEST_SECTIONS, MAX_PARENT_SHARES, PARENT_DIGEST_ROUTE, SHARE_NAME_MAX, SHARE_TOKEN_PATTERN } from './parent-digest-rules'
export type DigestSection = Section
export const DigestSection = Type.Union(DIGEST_SECTIONS.map((s: Section) => Type.Literal(s)))

export const CreateShareBody = Type.Object({
  sections: Type.Array(DigestSection, { minItems: 1, maxItems: DIGEST_SECTIONS.length, uniqueItems: true }),
  /** A first name or nickname the parent sees; '' shows none. */
  display_name: Type.Optional(Type.String({ maxLength: SHARE_NAME_MAX })),
})
export type CreateShareBody = Static<typeof CreateShareBody>

export const ShareOpen = Type.Object({
  opened_at: Instant,
  /** A coarse device description ("iPhone · Safari"), never the full user agent or an address. */
  device: Type.String(),
})
export type ShareOpen = Static<typeof ShareOpen>

export const ShareSummary = Type.Object({
  share_id: Id,
  sections: Type.Array(DigestSection),
  display_name: Type.String(),
  created_at: Instant,
  open_count: Type.Integer({ minimum: 0 }),
  /** The latest opens, newest first. */
  opens: Type.Array(ShareOpen),
  /** Parents who asked for it every week, and when the first did (null: none). */
  subscribers: Type.Integer({ minimum: 0 }),
  subscribed_since: Type.Union([Instant, Type.Null()]),
})
export type ShareSummary = Static<typeof ShareSummary>

export const ShareList = Type.Object({ shares: Type.Array(ShareSummary) })
export type ShareList = Static<typeof ShareList>


/** The link's secret, shown once: only its hash is stored. */
export const ShareCreated = Type.Object({
  share: ShareSummary,
  token: Type.String(),
  /** The H5 link for the parent, its QR code (PNG data URL) and the mini-program path. */
  url: Type.String(),
  qr_code: Type.String(),
  weapp_path: Type.String(),
})
export type ShareCreated = Static<typeof ShareCreated>

export const RevokeShareBody = Type.Object({ share_id: Id })
export type RevokeShareBody = Static<typeof RevokeShareBody>

export const DigestQuery = Type.Object({ token: Type.String({ maxLength: 64 }) })
export type DigestQuery = Static<typeof DigestQuery>

export const CoursePlan = Type.Object({ course_id: Type.Union([Type.Integer(), Type.Null()]), course: Type.String(), planned: Type.Integer(), done: Type.Integer() })
export type CoursePlan = Static<typeof CoursePlan>

export const WeekPlan = Type.Object({ planned: Type.Integer(), done: Type.Integer(), courses: Type.Array(CoursePlan) })
export type WeekPlan = Static<typeof WeekPlan>

/** Minutes per local day, Monday first (7 entries). */
export const WeekFocus = Type.Object({ total: Type.Integer(), days: Type.Array(Type.Object({ date: Type.String(), minutes: Type.Integer() })) })
export type WeekFocus = Static<typeof WeekFocus>

export const WeekQuestions = Type.Object({ asked: Type.Integer(), without_solution: Type.Integer() })
export type WeekQuestions = Static<typeof WeekQuestions>

export const WeekMistakes = Type.Object({ retested: Type.Integer(), now_right: Type.Integer() })
export type WeekMistakes = Static<typeof WeekMistakes>

export const DigestWeek = Type.Object({
  /** Monday and Sunday of the week, in the student's zone. */
  from: Type.String(),
  to: Type.String(),
  plan: Type.Optional(WeekPlan),
  focus: Type.Optional(WeekFocus),
  questions: Type.Optional(WeekQuestions),
  mistakes: Type.Optional(WeekMistakes),
})
export type DigestWeek = Static<typeof DigestWeek>

export const DigestExam = Type.Object({
  title: Type.String(),
  course: Type.String(),
  date: Type.String(),
  days_left: Type.Integer(),
  /** Revision blocks of the exam's course planned from now until the exam, and those done. */
  revision_planned: Type.Integer(),
  revision_done: Type.Integer(),
})
export type DigestExam = Static<typeof DigestExam>

export const Digest = Type.Object({
  /** What the student chose to show as their name ('' for none). */
  display_name: Type.String(),
  sections: Type.Array(DigestSection),
  this_week: DigestWeek,
  last_week: DigestWeek,
  streak: Type.Optional(Type.Object({ days: Type.Integer(), best: Type.Integer() })),
  exams: Type.Optional(Type.Array(DigestExam)),
  generated_at: Instant,
  /** Set when the page is served to a parent: how they can ask for it every week. */
  delivery: Type.Optional(DigestDelivery),
})
export type Digest = Static<typeof Digest>
