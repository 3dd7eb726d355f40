import type { Lang } from '@contract/common'
import { RETEST_HELP_STEPS, RETEST_MAX_ATTEMPTS, type RetestAnswerBody, type RetestHelp, type RetestHelpBody, type RetestOutcome, type RetestResultBody, type RetestVerdict } from '@contract/today-tasks'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { check, helpStep } from '../tutor'
import { inLanguage, type CheckedExercise } from './retest-exercise'
import { dueMistake, gradeRetest } from './retest-record'
import { recordAttempt } from './retest.repository'
import { exerciseOf, helpTaken, triesOf } from './similar-question'

/**
 * The student's own grade of a re-test: only for one the tutor's checker cannot judge (free text,
 * a proof, a photo). A checked re-test is graded from the typed answer (answerRetest): 409044.
 */
export async function reportRetest(db: DB, userId: string, zone: string, body: RetestResultBody): Promise<RetestOutcome> {
  const mistake = await dueMistake(db, userId, zone, body.mistake_id)
  if (await exerciseOf(db, mistake)) throw new AppError('RETEST_CHECKED')
  return gradeRetest(db, userId, zone, mistake, body.result)
}

/**
 * A typed answer to a checked re-test, judged by the tutor's checker against the exercise the
 * student was shown. Right on the first try without help grades "solved" (FSRS Good), right after
 * a wrong try or a help step (hint, similar example) "helped" (Hard); wrong with tries left changes no schedule, the last wrong
 * try or giving up grades "wrong" (Again). An answer the checker cannot read is not a try. Once
 * graded, the answer and the worked solution in the student's language come back.
 */
export async function answerRetest(db: DB, userId: string, zone: string, lang: Lang, body: RetestAnswerBody): Promise<RetestVerdict> {
  const answer = (body.answer ?? '').trim()
  if (!body.give_up && !answer) throw new AppError('RETEST_ANSWER_EMPTY')
  const mistake = await dueMistake(db, userId, zone, body.mistake_id)
  const exercise = await exerciseOf(db, mistake)
  if (!exercise) throw new AppError('RETEST_NOT_CHECKABLE')
  const tries = await triesOf(db, mistake)
  const attempt = (verdict: string) => ({
    id: newId('ra'),
    user_id: userId,
    mistake_id: mistake.id,
    stage: Number(mistake.stage),
    question: exercise.question,
    answer: answer || '—',
    verdict,
    created_at: nowIso(),
  })

  if (body.give_up) {
    const outcome = await gradeRetest(db, userId, zone, mistake, 'wrong', (trx) => recordAttempt(trx, attempt('gave_up')))
    return graded('revealed', tries, exercise, lang, outcome)
  }
  const status = check(exercise.question, answer, lang).status
  if (status === 'unchecked') {
    await recordAttempt(db, attempt('unread'))
    return { verdict: 'unread', attempts: tries, attempts_left: RETEST_MAX_ATTEMPTS - tries, answer: null, solution: null, outcome: null }
  }
  const right = status === 'verified'
  const used = tries + 1
  if (!right && used < RETEST_MAX_ATTEMPTS) {
    await recordAttempt(db, attempt('wrong'))
    return { verdict: 'wrong', attempts: used, attempts_left: RETEST_MAX_ATTEMPTS - used, answer: null, solution: null, outcome: null }
  }
  const helped = tries > 0 || (await helpTaken(db, mistake)).length > 0
  const grade = right ? (helped ? 'helped' : 'solved') : 'wrong'
  const outcome = await gradeRetest(db, userId, zone, mistake, grade, (trx) => recordAttempt(trx, attempt(right ? 'right' : 'wrong')))
  return graded(right ? 'right' : 'wrong', used, exercise, lang, outcome)
}

/**
 * A help step on a checked re-test: the tutor's hint or worked similar example for the exercise,
 * recorded so that a right answer afterwards grades "with help" (the server counts it, not the app).
 * Asking for a step already taken shows it again and records nothing new.
 */
export async function retestHelp(db: DB, userId: string, zone: string, lang: Lang, body: RetestHelpBody): Promise<RetestHelp> {
  const mistake = await dueMistake(db, userId, zone, body.mistake_id)
  const exercise = await exerciseOf(db, mistake)
  if (!exercise) throw new AppError('RETEST_NOT_CHECKABLE')
  const markdown = helpStep(exercise.question, body.step, lang)
  if (!markdown) throw new AppError('RETEST_NOT_CHECKABLE')
  const taken = await helpTaken(db, mistake)
  if (!taken.includes(body.step)) {
    await recordAttempt(db, { id: newId('ra'), user_id: userId, mistake_id: mistake.id, stage: Number(mistake.stage), question: exercise.question, answer: '—', verdict: `help_${body.step}`, created_at: nowIso() })
    taken.push(body.step)
  }
  return { step: body.step, markdown, help: RETEST_HELP_STEPS.filter((s) => taken.includes(s)) }
}

function graded(verdict: RetestVerdict['verdict'], attempts: number, exercise: CheckedExercise, lang: Lang, outcome: RetestOutcome): RetestVerdict {
  return { verdict, attempts, attempts_left: 0, answer: exercise.answer, solution: inLanguage(exercise, lang).solution, outcome }
}

