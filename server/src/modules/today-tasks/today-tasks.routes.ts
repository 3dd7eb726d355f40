import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { FocusBody, FocusResult, RetestAnswerBody, RetestHelp, RetestHelpBody, RetestOutcome, RetestResultBody, RetestVerdict, SimilarQuestion, SimilarQuestionBody, TodayTasks } from '@contract/today-tasks'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { recordFocus } from './focus.service'
import { answerRetest, reportRetest, retestHelp } from './retest.service'
import { similarQuestion } from './similar-question'
import { todayTasks } from './today.service'

/** Today's checklist, the focus timer's minutes, and re-tests of mistakes (checked by the tutor's checker where it can). */
export default async function todayTaskRoutes(app: App) {
  app.get(PATHS.todayTasks.list, { schema: { response: { 200: Envelope(TodayTasks) } } }, async (req) =>
    ok(await todayTasks(app.db, sessionOf(req).userId, req.timeZone)),
  )

  app.post(PATHS.todayTasks.focus, { schema: { body: FocusBody, response: { 200: Envelope(FocusResult) } } }, async (req) =>
    ok(await recordFocus(app.db, sessionOf(req).userId, req.timeZone, req.body)),
  )

  app.post(PATHS.todayTasks.retestResult, { schema: { body: RetestResultBody, response: { 200: Envelope(RetestOutcome) } } }, async (req) =>
    ok(await reportRetest(app.db, sessionOf(req).userId, req.timeZone, req.body)),
  )

  app.post(PATHS.todayTasks.retestAnswer, { schema: { body: RetestAnswerBody, response: { 200: Envelope(RetestVerdict) } } }, async (req) =>
    ok(await answerRetest(app.db, sessionOf(req).userId, req.timeZone, req.lang, req.body)),
  )

  app.post(PATHS.todayTasks.retestHelp, { schema: { body: RetestHelpBody, response: { 200: Envelope(RetestHelp) } } }, async (req) =>
    ok(await retestHelp(app.db, sessionOf(req).userId, req.timeZone, req.lang, req.body)),
  )

  app.post(PATHS.todayTasks.similarQuestion, { schema: { body: SimilarQuestionBody, response: { 200: Envelope(SimilarQuestion) } } }, async (req) =>
    ok(await similarQuestion({ db: app.db, llm: app.llm, log: req.log }, sessionOf(req).userId, req.timeZone, req.lang, req.body.mistake_id)),
  )
}
