import { ROUTES } from '@contract/routes'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { addSchool, prepareSchools, searchSchools } from './school.service'

export default async function schoolRoutes(app: App) {
  const { seeded, indexed } = await prepareSchools(app.db)
  if (seeded > 0 || indexed > 0) app.log.info({ seeded, indexed }, 'school list seeded and indexed for search')

  defineRoute(app, ROUTES.user.schoolSearch, async (req) =>
    ok(await searchSchools(app.db, req.query.keyword, req.query.limit)),
  )

  defineRoute(app, ROUTES.user.schoolAdd, async (req) =>
    ok(await addSchool(app.db, sessionOf(req).userId, req.body)),
  )
}
