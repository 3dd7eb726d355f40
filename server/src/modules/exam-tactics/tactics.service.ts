import { createHash } from 'node:crypto'
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyBaseLogger } from 'fastify'
import type { Lang } from '@contract/common'
import type { Exam, ExamQuery, Tactics } from '@contract/exam-tactics'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { textsIn } from '../../i18n/translate'
import { LlmError, type LlmProvider } from '../../providers/llm'
import { COURSES, gradeById } from '../dictionary'
import { recentCourseMistakes } from '../mistakes'
import { findUserById } from '../user'
import { DAY_MS, clock, formatInZone } from '../../lib/time'
import { findKeptTactics, keepTactics } from './exam-tactics.repository'
import { findExamAhead } from './exams'
import { libraryTactics, type LibraryTactics } from './library'
import { reviewFocus } from './review-focus'
import { lastReviewBefore, type LastReview } from './reviews.service'

/** Mistakes of the last this many days shape the tactics. */
const MISTAKE_DAYS = 60

const Line = Type.String({ minLength: 1, maxLength: 300 })
const ModelTactics = Type.Object({
  sections: Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 80 }), minutes: Type.Integer({ minimum: 0, maximum: 600 }), advice: Type.String({ maxLength: 400 }) }), { minItems: 1, maxItems: 8 }),
  order: Type.Array(Line, { minItems: 1, maxItems: 6 }),
  skip_rule: Line,
  checking: Type.Array(Line, { minItems: 1, maxItems: 6 }),
  day_before: Type.Array(Line, { minItems: 1, maxItems: 6 }),
})

interface Deps {
  db: DB
  llm: LlmProvider | null
  log: FastifyBaseLogger
}

/**
 * Tactics for one exam: written by the model from the student's data when one is configured, else
 * (or when it fails) from the curated library. Kept per exam and language until the exam, the
 * student's grade or their recent mistakes change.
 */
export async function examTactics(deps: Deps, userId: string, zone: string, lang: Lang, q: ExamQuery): Promise<Tactics> {
  const { db } = deps
  const exam = await findExamAhead(db, userId, zone, q.event_id, q.occurrence_start)
  const user = await findUserById(db, userId)
  const since = new Date(clock.now().getTime() - MISTAKE_DAYS * DAY_MS).toISOString()
  const mistakes = exam.course_id === null ? [] : await recentCourseMistakes(db, userId, exam.course_id, since, 5)
  // What the student said was hard in the course's last exam leads; then recent mistakes.
  const review = await lastReviewBefore(db, userId, exam)
  const focus = [...reviewFocus(review, lang), ...mistakes.slice(0, 3).map((m) => textsIn(lang, 'library')('common.focus', { question: shorten(m.question, 60) }))]
  const gradeId = user?.grade_id ?? 0
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([exam.title, exam.course_id, exam.start_at, exam.minutes, gradeId, mistakes.map((m) => m.id), review, deps.llm?.model ?? 'library']))
    .digest('hex')
    .slice(0, 32)
  const occurrence = exam.occurrence_start ?? ''
  const key = { user_id: userId, event_id: exam.event_id, occurrence_start: occurrence, lang }
  const cached = await findKeptTactics(db, key)
  if (cached && cached.fingerprint === fingerprint) {
    return { ...(JSON.parse(cached.content) as LibraryTactics), exam, focus, source: cached.source as Tactics['source'], generated_at: cached.created_at }
  }

  let made: LibraryTactics | null = null
  if (deps.llm) {
    try {
      made = fitted(await viaModel(deps.llm, exam, gradeId, mistakes.map((m) => m.question), review, zone, lang), exam.minutes)
    } catch (err) {
      if (!(err instanceof LlmError)) throw err
      deps.log.warn({ key: err.key }, 'exam tactics: model failed, library answers')
    }
  }
  const source: Tactics['source'] = made ? 'model' : 'library'
  const content = made ?? libraryTactics(exam.course_id, exam.minutes, lang)
  const now = nowIso()
  await keepTactics(db, { ...key, id: newId('tac'), fingerprint, source, content: JSON.stringify(content), created_at: now })
  return { ...content, exam, focus, source, generated_at: now }
}

const shorten = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim()
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat
}

/** A model that over-books the exam gets its minutes scaled down to fit. */
function fitted(t: Static<typeof ModelTactics>, minutes: number): LibraryTactics {
  const total = t.sections.reduce((s, x) => s + x.minutes, 0)
  const scale = total > minutes ? minutes / total : 1
  return { ...t, sections: t.sections.map((s) => ({ ...s, minutes: Math.floor(s.minutes * scale) })) }
}

async function viaModel(llm: LlmProvider, exam: Exam, gradeId: number, mistakes: string[], review: LastReview | null, zone: string, lang: Lang) {
  const course = COURSES.find((c) => c.id === exam.course_id)
  const grade = gradeById(gradeId)
  const facts = {
    exam: exam.title,
    course: course ? `${course.name.en} (${course.name['zh-Hans']})` : 'not given',
    grade: grade ? `${grade.name.en} (${grade.name['zh-Hans']})` : 'secondary school',
    length_minutes: exam.minutes,
    days_left: exam.days_left,
    date: formatInZone(exam.start_at, zone, 'en-GB', { dateStyle: 'full' }),
    recent_mistakes: mistakes.map((m) => shorten(m, 200)),
    // The student's own review of the course's last exam: hard topics first, more revision if it went badly.
    last_exam_review: review && { exam: review.title, went: review.went, hard_topics: review.topics },
  }
  return llm.completeJson({
    schema: ModelTactics,
    jsonMode: true,
    messages: [
      {
        role: 'system',
        content: [
          'You are an exam coach for a secondary-school student. Write practical tactics for the exam described, for this course and grade, using what their recent mistakes show and, when given, what they found hard in their last exam of the course (if it went badly, plan more revision).',
          `Write every text in ${textsIn(lang, 'tactics')('promptLanguage')}. Keep each line short (one sentence).`,
          'Reply with JSON only: {"sections": [{"name", "minutes", "advice"}] (the time budget per part of the paper; the minutes add up to less than the exam length, the rest is for checking), "order": [order of attack], "skip_rule": "when to skip a question and come back", "checking": [checking routine], "day_before": [what to do the day before]}.',
        ].join('\n'),
      },
      { role: 'user', content: JSON.stringify(facts) },
    ],
  })
}
