import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { AddSchoolBody, School, SchoolList, SchoolSearchQuery } from '@contract/user'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { addSchool, prepareSchools, searchSchools } from './school.service'

export default async function schoolRoutes(app: App) {
  const { seeded, indexed } = await prepareSchools(app.db)
  if (seeded > 0 || indexed > 0) app.log.info({ seeded, indexed }, 'school list seeded and indexed for search')

  app.get(PATHS.user.schoolSearch, { schema: { querystring: SchoolSearchQuery, response: { 200: Envelope(SchoolList) } } }, async (req) =>
    ok(await searchSchools(app.db, req.query.keyword, req.query.limit)),
  )

  app.post(PATHS.user.schoolAdd, { schema: { body: AddSchoolBody, response: { 200: Envelope(School) } } }, async (req) =>
    ok(await addSchool(app.db, sessionOf(req).userId, req.body)),
  )
}
