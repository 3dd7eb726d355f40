import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'
import { EXAM_FEELINGS, MAX_REVIEW_TOPICS, MAX_TOPIC_LENGTH } from './exam-review-rules'
import { PlanEvent, Proposal } from './study-plan'

export * from './exam-review-rules'

/** Exams are plan events of kind exam; tactics and revision blocks are made for one of them. */

export const Exam = Type.Composite([
  Type.Pick(PlanEvent, ['event_id', 'occurrence_start', 'title', 'course_id', 'start_at', 'end_at', 'all_day']),
  Type.Object({
    /** Calendar days from the student's today to the exam's day (0: today). */
    days_left: Type.Integer({ minimum: 0 }),
    /** The exam's length (a typical length for the course when the event is all-day). */
    minutes: Type.Integer({ minimum: 1 }),
    /** It has ended (days_left 0 then means "it was today", not "it is today"). */
    finished: Type.Boolean(),
  }),
])
export type Exam = Static<typeof Exam>

/** Exams from now to this many days ahead. */
export const EXAM_LOOK_AHEAD_DAYS = 180

export const ExamList = Type.Object({ exams: Type.Array(Exam) })
export type ExamList = Static<typeof ExamList>

export const ExamQuery = Type.Object({ event_id: Id, occurrence_start: Type.Optional(Instant) })
export type ExamQuery = Static<typeof ExamQuery>

export const TacticsSection = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  minutes: Type.Integer({ minimum: 0 }),
  advice: Type.String({ maxLength: 400 }),
})
export type TacticsSection = Static<typeof TacticsSection>

export const Tactics = Type.Object({
  exam: Exam,
  /** model: written for this student by the model; library: from the curated library. */
  source: Type.Union([Type.Literal('model'), Type.Literal('library')]),
  /** Time budget per section, in minutes (the rest of the exam is for checking). */
  sections: Type.Array(TacticsSection),
  /** Order of attack. */
  order: Type.Array(Type.String()),
  /** When to skip a question and come back. */
  skip_rule: Type.String(),
  checking: Type.Array(Type.String()),
  day_before: Type.Array(Type.String()),
  /** What to look at again, from the student's recent mistakes in this course. */
  focus: Type.Array(Type.String()),
  generated_at: Instant,
})
export type Tactics = Static<typeof Tactics>

export const BlocksAnswer = Type.Object({ reply: Type.String(), proposal: Type.Union([Proposal, Type.Null()]) })
export type BlocksAnswer = Static<typeof BlocksAnswer>

/** A topic the student found hard: typed text, no control characters, not only spaces ("x < 0" is a fine maths topic). */
const Topic = Type.String({ minLength: 1, maxLength: MAX_TOPIC_LENGTH, pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$' })

export const ExamReviewBody = Type.Object(
  {
    event_id: Id,
    occurrence_start: Type.Optional(Instant),
    went: Type.Union(EXAM_FEELINGS.map((f) => Type.Literal(f))),
    topics: Type.Array(Topic, { maxItems: MAX_REVIEW_TOPICS }),
  },
  { additionalProperties: false },
)
export type ExamReviewBody = Static<typeof ExamReviewBody>

export const ExamReviewAnswer = Type.Object({
  /** Mistakes of the exam's course brought back to today's re-tests (those already due stay as they were). */
  retests_back: Type.Integer({ minimum: 0 }),
  /** Mistakes of the exam's course due today now, the ones brought back included. */
  retests_due: Type.Integer({ minimum: 0 }),
})
export type ExamReviewAnswer = Static<typeof ExamReviewAnswer>
