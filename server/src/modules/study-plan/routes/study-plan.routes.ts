import { ROUTES } from '@contract/routes'
import { MAX_QUERY_DAYS } from '@contract/study-plan'
import { AppError } from '../../../errors'
import { ok } from '../../../lib/envelope'
import { sessionOf } from '../../../plugins/auth'
import { defineRoute } from '../../../lib/route'
import type { App } from '../../../types'
import { alterEvent, createEvent, deleteEvent, eventDetail } from '../events.service'
import { exportIcs } from '../ics/export'
import { queryOccurrences } from '../store/occurrences'
import { planWindow } from '../time/plan-window'
import { clearUnread, countUnreadEvents } from '../study-plan.repository'
import { parseInstant } from '../../../lib/instant'
import { clock } from '../../../lib/time'

/** The plan's events: ranges (series expanded), one event, hand edits, unread marks, .ics export. */
export default async function studyPlanRoutes(app: App) {
  const windowNow = () => planWindow(app.config, clock.now())

  defineRoute(app, ROUTES.studyPlan.queryEvent, async (req) => {
    const from = parseInstant(req.query.from, 'from')
    const to = parseInstant(req.query.to, 'to')
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    if (!(days > 0) || days > MAX_QUERY_DAYS) throw new AppError('TIME_RANGE_INVALID', { days: MAX_QUERY_DAYS })
    return ok({ events: await queryOccurrences(app.db, sessionOf(req).userId, from, to) })
  })

  defineRoute(app, ROUTES.studyPlan.event, async (req) =>
    ok(await eventDetail(app.db, sessionOf(req).userId, req.query.event_id, req.query.occurrence_start)),
  )

  defineRoute(app, ROUTES.studyPlan.createEvent, async (req) =>
    ok(await createEvent(app.db, sessionOf(req).userId, req.body, req.timeZone, windowNow())),
  )

  defineRoute(app, ROUTES.studyPlan.alterEvent, async (req) =>
    ok(await alterEvent(app.db, sessionOf(req).userId, req.body, windowNow())),
  )

  defineRoute(app, ROUTES.studyPlan.deleteEvent, async (req) =>
    ok({ event: null, status: await deleteEvent(app.db, sessionOf(req).userId, req.query, windowNow()) }),
  )

  defineRoute(app, ROUTES.studyPlan.unreadEventNum, async (req) =>
    ok({ unread_event_num: await countUnreadEvents(app.db, sessionOf(req).userId) }),
  )

  defineRoute(app, ROUTES.studyPlan.clearUnreadEvent, async (req) => {
    const userId = sessionOf(req).userId
    await clearUnread(app.db, userId, req.query.event_id)
    return ok({ unread_event_num: await countUnreadEvents(app.db, userId) })
  })

  defineRoute(app, ROUTES.studyPlan.exportIcs, async (req) =>
    ok(await exportIcs(app.db, sessionOf(req).userId, req.query.event_id, req.lang)),
  )
}
