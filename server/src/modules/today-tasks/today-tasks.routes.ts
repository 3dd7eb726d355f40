import { ROUTES } from '@contract/routes'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { recordFocus } from './focus.service'
import { answerRetest, reportRetest, retestHelp } from './retest.service'
import { similarQuestion } from './similar-question'
import { todayTasks } from './today.service'

const R = ROUTES.todayTasks

/** Today's checklist, the focus timer's minutes, and re-tests of mistakes (checked by the tutor's checker where it can). */
export default async function todayTaskRoutes(app: App) {
  defineRoute(app, R.list, async (req) => ok(await todayTasks(app.db, sessionOf(req).userId, req.timeZone)))

  defineRoute(app, R.focus, async (req) => ok(await recordFocus(app.db, sessionOf(req).userId, req.timeZone, req.body)))

  defineRoute(app, R.retestResult, async (req) => ok(await reportRetest(app.db, sessionOf(req).userId, req.timeZone, req.body)))

  defineRoute(app, R.retestAnswer, async (req) => ok(await answerRetest(app.db, sessionOf(req).userId, req.timeZone, req.lang, req.body)))

  defineRoute(app, R.retestHelp, async (req) => ok(await retestHelp(app.db, sessionOf(req).userId, req.timeZone, req.lang, req.body)))

  defineRoute(app, R.similarQuestion, async (req) =>
    ok(await similarQuestion({ db: app.db, llm: app.llm, log: req.log }, sessionOf(req).userId, req.timeZone, req.lang, req.body.mistake_id)),
  )
}
