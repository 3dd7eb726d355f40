import { Type } from '@sinclair/typebox'
import type { Lang } from '@contract/common'
import { RETEST_HELP_STEPS, RETEST_MAX_ATTEMPTS, type RetestHelpStep, type SimilarQuestion } from '@contract/today-tasks'
import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '../../db/database'
import { LlmError, type LlmProvider } from '../../providers/llm'
import { checkedExercise, inLanguage, type CheckedExercise } from './retest-exercise'
import { dueMistake, type Mistake } from './retest-record'
import { replyAfter } from '../chat'
import { countAttempts, earlierExercises, verdictsSeen } from './retest.repository'

const Answer = Type.Object({
  question: Type.String({ minLength: 1, maxLength: 2000 }),
  answer: Type.Optional(Type.String({ maxLength: 4000 })),
})

/**
 * The exercise of a due re-test. When the tutor's engine reads the mistake, it writes a similar
 * exercise whose typed answer the server checks (retest-exercise.ts). Otherwise (free text, a
 * proof, a photo) the re-test is self-graded, and says so: the model writes a new question with its
 * answer when one is configured, else the question comes back as it was with the tutor's reply to
 * it as the solution to compare with.
 */
export async function similarQuestion(
  deps: { db: DB; llm: LlmProvider | null; log: FastifyBaseLogger },
  userId: string,
  zone: string,
  lang: Lang,
  mistakeId: string,
): Promise<SimilarQuestion> {
  const mistake = await dueMistake(deps.db, userId, zone, mistakeId)
  const exercise = await exerciseOf(deps.db, mistake)
  const base = { attempts: 0, max_attempts: RETEST_MAX_ATTEMPTS, solution: null, help: [] }
  if (exercise) {
    const [attempts, help] = await Promise.all([triesOf(deps.db, mistake), helpTaken(deps.db, mistake)])
    return { ...base, attempts, help, question: exercise.question, markdown: inLanguage(exercise, lang).markdown, source: 'engine', checkable: true }
  }
  if (deps.llm) {
    try {
      const written = await deps.llm.completeJson({
        schema: Answer,
        jsonMode: true,
        messages: [
          {
            role: 'system',
            content:
              'A secondary-school student got the question below wrong. Write ONE new practice question that tests the same skill at the same difficulty, with different numbers or context, and its short worked answer. Same language as the question; maths in LaTeX between $ signs. Reply as JSON: {"question": "...", "answer": "..."}',
          },
          { role: 'user', content: mistake.question.slice(0, 4000) },
        ],
      })
      return { ...base, question: written.question, markdown: null, source: 'model', checkable: false, solution: written.answer?.trim() || null }
    } catch (err) {
      if (!(err instanceof LlmError)) throw err
      deps.log.warn({ key: err.key }, 'similar question: model failed, the question itself comes back')
    }
  }
  return { ...base, question: mistake.question, markdown: null, source: 'original', checkable: false, solution: await tutorReply(deps.db, mistake) }
}

/**
 * The checked exercise of the mistake's open re-test (null: self-graded), never one its earlier
 * re-tests showed when the generator has another: those are read from the answers they got.
 */
export async function exerciseOf(db: DB, mistake: Mistake): Promise<CheckedExercise | null> {
  const earlier = await earlierExercises(db, mistake.id, Number(mistake.stage))
  return checkedExercise(mistake.question, mistake.id, Number(mistake.stage), earlier)
}

/** Checked tries at this re-test so far (an answer the checker could not read is not one). */
export async function triesOf(db: DB, mistake: Mistake): Promise<number> {
  return countAttempts(db, mistake.id, Number(mistake.stage), ['right', 'wrong'])
}

/** Help steps taken on this re-test so far, in ladder order (recorded as help_hint / help_example). */
export async function helpTaken(db: DB, mistake: Mistake): Promise<RetestHelpStep[]> {
  const seen = await verdictsSeen(db, mistake.id, Number(mistake.stage), RETEST_HELP_STEPS.map((s) => `help_${s}`))
  return RETEST_HELP_STEPS.filter((s) => seen.has(`help_${s}`))
}

/** The tutor's finished reply to the question the mistake was marked on, if the chat still exists. */
async function tutorReply(db: DB, mistake: Mistake): Promise<string | null> {
  if (!mistake.chat_id || !mistake.message_id) return null
  return (await replyAfter(db, mistake.user_id, mistake.chat_id, mistake.message_id))?.trim() || null
}
