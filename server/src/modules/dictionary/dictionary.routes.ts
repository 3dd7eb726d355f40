import { ROUTES } from '@contract/routes'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { courseList, gradeList, toneList } from './dictionary.lists'

// The dictionary is read before sign-in (app start), so these routes are public.
export default async function dictionaryRoutes(app: App) {
  defineRoute(app, ROUTES.user.gradeList, { config: { auth: 'public' } }, async (req) => ok(gradeList(req.lang)))

  defineRoute(app, ROUTES.user.courseList, { config: { auth: 'public' } }, async (req) => ok(courseList(req.lang)))

  defineRoute(app, ROUTES.user.toneList, { config: { auth: 'public' } }, async (req) => ok(toneList(req.lang)))
}
