import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { UnreadEventNum } from '@contract/study-plan'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { countUnreadEvents } from './study-plan.repository'

export default async function studyPlanRoutes(app: App) {
  app.get(PATHS.studyPlan.unreadEventNum, { schema: { response: { 200: Envelope(UnreadEventNum) } } }, async (req) =>
    ok({ unread_event_num: await countUnreadEvents(app.db, sessionOf(req).userId) }),
  )
}
