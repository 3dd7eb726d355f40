import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import {
  AlterEventBody,
  ClearUnreadQuery,
  CreateEventBody,
  DeleteEventQuery,
  EventAddress,
  ExportIcsQuery,
  IcsFile,
  MAX_QUERY_DAYS,
  PlanChangeResult,
  PlanEvent,
  PlanEventList,
  QueryEventQuery,
  UnreadEventNum,
} from '@contract/study-plan'
import { AppError } from '../../../errors'
import { ok } from '../../../lib/envelope'
import { sessionOf } from '../../../plugins/auth'
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

  app.get(PATHS.studyPlan.queryEvent, { schema: { querystring: QueryEventQuery, response: { 200: Envelope(PlanEventList) } } }, async (req) => {
    const from = parseInstant(req.query.from, 'from')
    const to = parseInstant(req.query.to, 'to')
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    if (!(days > 0) || days > MAX_QUERY_DAYS) throw new AppError('TIME_RANGE_INVALID', { days: MAX_QUERY_DAYS })
    return ok({ events: await queryOccurrences(app.db, sessionOf(req).userId, from, to) })
  })

  app.get(PATHS.studyPlan.event, { schema: { querystring: EventAddress, response: { 200: Envelope(PlanEvent) } } }, async (req) =>
    ok(await eventDetail(app.db, sessionOf(req).userId, req.query.event_id, req.query.occurrence_start)),
  )

  app.post(PATHS.studyPlan.createEvent, { schema: { body: CreateEventBody, response: { 200: Envelope(PlanChangeResult) } } }, async (req) =>
    ok(await createEvent(app.db, sessionOf(req).userId, req.body, req.timeZone, windowNow())),
  )

  app.put(PATHS.studyPlan.alterEvent, { schema: { body: AlterEventBody, response: { 200: Envelope(PlanChangeResult) } } }, async (req) =>
    ok(await alterEvent(app.db, sessionOf(req).userId, req.body, windowNow())),
  )

  app.delete(PATHS.studyPlan.deleteEvent, { schema: { querystring: DeleteEventQuery, response: { 200: Envelope(PlanChangeResult) } } }, async (req) =>
    ok({ event: null, status: await deleteEvent(app.db, sessionOf(req).userId, req.query, windowNow()) }),
  )

  app.get(PATHS.studyPlan.unreadEventNum, { schema: { response: { 200: Envelope(UnreadEventNum) } } }, async (req) =>
    ok({ unread_event_num: await countUnreadEvents(app.db, sessionOf(req).userId) }),
  )

  app.get(PATHS.studyPlan.clearUnreadEvent, { schema: { querystring: ClearUnreadQuery, response: { 200: Envelope(UnreadEventNum) } } }, async (req) => {
    const userId = sessionOf(req).userId
    await clearUnread(app.db, userId, req.query.event_id)
    return ok({ unread_event_num: await countUnreadEvents(app.db, userId) })
  })

  app.get(PATHS.studyPlan.exportIcs, { schema: { querystring: ExportIcsQuery, response: { 200: Envelope(IcsFile) } } }, async (req) =>
    ok(await exportIcs(app.db, sessionOf(req).userId, req.query.event_id, req.lang)),
  )
}
