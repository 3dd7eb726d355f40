import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'
import { RETEST_ANSWER_MAX, RETEST_HELP_STEPS, RETEST_MAX_ATTEMPTS, type RetestHelpStep } from './retest-limits'
import { PlanEvent } from './study-plan'

/** Today's checklist: the day's events, due re-tests of mistakes, the streak and focused minutes. */

export const TodayTask = Type.Object({
  event: PlanEvent,
  /** Minutes focused on this task today (pomodoro timer). */
  focus_minutes: Type.Integer({ minimum: 0 }),
})
export type TodayTask = Static<typeof TodayTask>

export const RETEST_STAGES = [0, 1, 2] as const

/** A question marked as a mistake, back as "solve a similar one". */
export const Retest = Type.Object({
  mistake_id: Id,
  question: Type.String(),
  course_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Re-tests of this mistake answered so far (0: the first is due). */
  stage: Type.Integer({ minimum: 0 }),
  due_at: Instant,
  /** Due before today. */
  overdue: Type.Boolean(),
  chat_id: Type.Union([Type.String(), Type.Null()]),
  message_id: Type.Union([Type.String(), Type.Null()]),
})
export type Retest = Static<typeof Retest>

export const Streak = Type.Object({
  /** Days in a row with something done (a task checked, focused minutes, a re-test), up to today. */
  days: Type.Integer({ minimum: 0 }),
  /** Today already counts (else the streak is still alive from yesterday). */
  today_active: Type.Boolean(),
  /** Longest run in the last year. */
  best: Type.Integer({ minimum: 0 }),
})
export type Streak = Static<typeof Streak>

export const TodayTasks = Type.Object({
  /** The student's day, YYYY-MM-DD in their zone. */
  date: Type.String(),
  tasks: Type.Array(TodayTask),
  retests: Type.Array(Retest),
  progress: Type.Object({ done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) }),
  streak: Streak,
  focus_minutes_today: Type.Integer({ minimum: 0 }),
})
export type TodayTasks = Static<typeof TodayTasks>

export const MAX_FOCUS_MINUTES = 240

export const FocusBody = Type.Object({
  /** Chosen by the app once per session, so a retry records it once. */
  client_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  event_id: Type.Optional(Type.Union([Id, Type.Null()])),
  occurrence_start: Type.Optional(Type.Union([Instant, Type.Null()])),
  started_at: Instant,
  minutes: Type.Integer({ minimum: 1, maximum: MAX_FOCUS_MINUTES }),
})
export type FocusBody = Static<typeof FocusBody>

export const FocusResult = Type.Object({
  focus_minutes_today: Type.Integer({ minimum: 0 }),
  /** Today's minutes on the task the session was for (0 without one). */
  task_minutes: Type.Integer({ minimum: 0 }),
  streak: Streak,
})
export type FocusResult = Static<typeof FocusResult>

export const RETEST_RESULTS = ['solved', 'helped', 'wrong', 'fast'] as const
export type RetestResultKind = (typeof RETEST_RESULTS)[number]

/**
 * How a re-test went, the four grades of FSRS: `wrong` (again tomorrow, and the gaps shrink),
 * `helped` (hints or the solution were needed: a short gap), `solved` without help (the gap
 * grows), `fast` (solved without help, quickly: it grows most). The student's own grade, for
 * re-tests the checker cannot judge; a checked re-test is graded by retest-answer instead.
 */
export const RetestResultBody = Type.Object({
  mistake_id: Id,
  result: Type.Union(RETEST_RESULTS.map((r) => Type.Literal(r))),
})
export type RetestResultBody = Static<typeof RetestResultBody>

export const RetestOutcome = Type.Object({
  mistake_id: Id,
  stage: Type.Integer({ minimum: 0 }),
  /** The next re-test: local midnight of its day (a mistake keeps coming back, ever less often). */
  next_retest_at: Instant,
  /** Local days until then. */
  interval_days: Type.Integer({ minimum: 1 }),
  /** In long-term memory (the next gap is three weeks or more); it still comes back. */
  mastered: Type.Boolean(),
  /** Solved without help. */
  advanced: Type.Boolean(),
  streak: Streak,
})
export type RetestOutcome = Static<typeof RetestOutcome>

/**
 * The help ladder's steps on a checked re-test, as in a tutor conversation: a hint, then a worked
 * similar example. Taking one before the right answer grades the re-test "with help" (FSRS Hard).
 * The full solution is not a step here: asking for it ends the re-test (give_up, graded wrong).
 */

export const RetestHelpBody = Type.Object({
  mistake_id: Id,
  step: Type.Union(RETEST_HELP_STEPS.map((s) => Type.Literal(s))),
})
export type RetestHelpBody = Static<typeof RetestHelpBody>

export const RetestHelp = Type.Object({
  step: Type.Union(RETEST_HELP_STEPS.map((s) => Type.Literal(s))),
  /** The tutor's step in the student's language (Markdown with LaTeX); never the exercise's answer. */
  markdown: Type.String(),
  /** Every step taken on this re-test so far. */
  help: Type.Array(Type.Union(RETEST_HELP_STEPS.map((s) => Type.Literal(s)))),
})
export type RetestHelp = Static<typeof RetestHelp>

export const SimilarQuestionBody = Type.Object({ mistake_id: Id })
export type SimilarQuestionBody = Static<typeof SimilarQuestionBody>

export { RETEST_ANSWER_MAX, RETEST_HELP_STEPS, RETEST_MAX_ATTEMPTS, type RetestHelpStep }

/**
 * The re-test's exercise. `engine`: the tutor's similar-example generator wrote it (same method,
 * other numbers, never the original) and its checker grades the typed answer (retest-answer).
 * `model` / `original`: the engine cannot read the question (free text, a proof, a photo), so the
 * student compares with `solution` and grades themselves (retest-result) — never called checked.
 */
export const SimilarQuestion = Type.Object({
  /** The exercise as plain text (what the answer is checked against). */
  question: Type.String(),
  /** The exercise restated in the student's language (Markdown with LaTeX), when the engine wrote it. */
  markdown: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.Literal('engine'), Type.Literal('model'), Type.Literal('original')]),
  /** The typed answer is checked by the server; false: self-graded against `solution`. */
  checkable: Type.Boolean(),
  /** Unchecked re-tests only: the answer to compare with (the tutor's reply or the model's answer), null when none is known. */
  solution: Type.Union([Type.String(), Type.Null()]),
  /** Checked tries used on this re-test (an unreadable answer is not a try). */
  attempts: Type.Integer({ minimum: 0 }),
  max_attempts: Type.Integer({ minimum: 1 }),
  /** Help steps already taken on this re-test (checked ones only): a right answer then grades "with help". */
  help: Type.Array(Type.Union(RETEST_HELP_STEPS.map((s) => Type.Literal(s)))),
})
export type SimilarQuestion = Static<typeof SimilarQuestion>

/** An answer to a checked re-test, or `give_up` ("I don't know, show the solution": graded wrong). */
export const RetestAnswerBody = Type.Object({
  mistake_id: Id,
  answer: Type.Optional(Type.String({ maxLength: RETEST_ANSWER_MAX })),
  give_up: Type.Optional(Type.Boolean()),
})
export type RetestAnswerBody = Static<typeof RetestAnswerBody>

export const RETEST_VERDICTS = ['right', 'wrong', 'unread', 'revealed'] as const

/**
 * The checker's verdict. right: graded solved (first try) or helped (after a wrong try); wrong:
 * another try is left, or the last was used (graded wrong); unread: the checker could not read the
 * answer (not a try: write it like "x = 4"); revealed: the student gave up (graded wrong).
 * `outcome` is set once the re-test is graded; the answer and worked solution come with it.
 */
export const RetestVerdict = Type.Object({
  verdict: Type.Union(RETEST_VERDICTS.map((v) => Type.Literal(v))),
  attempts: Type.Integer({ minimum: 0 }),
  attempts_left: Type.Integer({ minimum: 0 }),
  /** The correct answer, plain (once graded). */
  answer: Type.Union([Type.String(), Type.Null()]),
  /** The worked solution in the student's language, Markdown with LaTeX (once graded). */
  solution: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.Union([RetestOutcome, Type.Null()]),
})
export type RetestVerdict = Static<typeof RetestVerdict>
