import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { BlocksAnswer, ExamList, ExamQuery, ExamReviewAnswer, ExamReviewBody, Tactics } from '@contract/exam-tactics'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { planWindow } from '../study-plan'
import { clock } from '../../lib/time'
import { examBlocks } from './exam-blocks'
import { upcomingExams } from './exams'
import { reviewsDue, submitReview } from './reviews.service'
import { examTactics } from './tactics.service'

/** Upcoming exams with countdowns, tactics per exam, revision blocks to preview; reviews of exams sat. */
export default async function examTacticsRoutes(app: App) {
  app.get(PATHS.examTactics.examList, { schema: { response: { 200: Envelope(ExamList) } } }, async (req) =>
    ok({ exams: await upcomingExams(app.db, sessionOf(req).userId, req.timeZone) }),
  )

  app.get(PATHS.examTactics.tactics, { schema: { querystring: ExamQuery, response: { 200: Envelope(Tactics) } } }, async (req) =>
    ok(await examTactics({ db: app.db, llm: app.llm, log: req.log }, sessionOf(req).userId, req.timeZone, req.lang, req.query)),
  )

  app.get(PATHS.examTactics.scheduleBlocks, { schema: { querystring: ExamQuery, response: { 200: Envelope(BlocksAnswer) } } }, async (req) =>
    ok(await examBlocks(app.db, sessionOf(req).userId, req.timeZone, req.lang, req.query, planWindow(app.config, clock.now()))),
  )

  app.get(PATHS.examTactics.reviewsDue, { schema: { response: { 200: Envelope(ExamList) } } }, async (req) =>
    ok({ exams: await reviewsDue(app.db, sessionOf(req).userId, req.timeZone) }),
  )

  app.post(PATHS.examTactics.review, { schema: { body: ExamReviewBody, response: { 200: Envelope(ExamReviewAnswer) } } }, async (req) =>
    ok(await submitReview(app.db, sessionOf(req).userId, req.timeZone, req.body)),
  )
}
