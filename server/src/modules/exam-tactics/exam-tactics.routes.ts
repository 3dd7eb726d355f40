import { ROUTES } from '@contract/routes'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { planWindow } from '../study-plan'
import { clock } from '../../lib/time'
import { examBlocks } from './exam-blocks'
import { upcomingExams } from './exams'
import { reviewsDue, submitReview } from './reviews.service'
import { examTactics } from './tactics.service'

/** Upcoming exams with countdowns, tactics per exam, revision blocks to preview; reviews of exams sat. */
export default async function examTacticsRoutes(app: App) {
  defineRoute(app, ROUTES.examTactics.examList, async (req) =>
    ok({ exams: await upcomingExams(app.db, sessionOf(req).userId, req.timeZone) }),
  )

  defineRoute(app, ROUTES.examTactics.tactics, async (req) =>
    ok(await examTactics({ db: app.db, llm: app.llm, log: req.log }, sessionOf(req).userId, req.timeZone, req.lang, req.query)),
  )

  defineRoute(app, ROUTES.examTactics.scheduleBlocks, async (req) =>
    ok(await examBlocks(app.db, sessionOf(req).userId, req.timeZone, req.lang, req.query, planWindow(app.config, clock.now()))),
  )

  defineRoute(app, ROUTES.examTactics.reviewsDue, async (req) =>
    ok({ exams: await reviewsDue(app.db, sessionOf(req).userId, req.timeZone) }),
  )

  defineRoute(app, ROUTES.examTactics.review, async (req) =>
    ok(await submitReview(app.db, sessionOf(req).userId, req.timeZone, req.body)),
  )
}
