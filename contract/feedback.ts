import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'

export const FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'answer', 'payment', 'account', 'other'] as const
export const FeedbackCategory = Type.Union(FEEDBACK_CATEGORIES.map((c) => Type.Literal(c)))
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

export const FEEDBACK_MAX_IMAGES = 4
export const FEEDBACK_MAX_LENGTH = 500

/** A screenshot uploaded (multipart `file`) before the feedback that carries it is sent. */
export const FeedbackImage = Type.Object({ image_id: Id })
export type FeedbackImage = Static<typeof FeedbackImage>

export const CreateFeedbackBody = Type.Object({
  category: FeedbackCategory,
  content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_LENGTH, pattern: '\\S', text: 'multiline' }),
  /** How the operator can answer: a phone number, WeChat id or e-mail; optional. */
  contact: Type.Optional(Type.String({ maxLength: 64 })),
  image_ids: Type.Optional(Type.Array(Id, { maxItems: FEEDBACK_MAX_IMAGES, uniqueItems: true })),
  /** The app's version, for the operator. */
  app_version: Type.Optional(Type.String({ maxLength: 20 })),
})
export type CreateFeedbackBody = Static<typeof CreateFeedbackBody>

export const FeedbackCreated = Type.Object({ feedback_id: Id, created_at: Instant })
export type FeedbackCreated = Static<typeof FeedbackCreated>
