import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { CourseList, GradeList, ToneList } from '@contract/user'
import { ok } from '../../lib/envelope'
import type { App } from '../../types'
import { courseList, gradeList, toneList } from './dictionary.lists'

// The dictionary is read before sign-in (app start), so these routes are public.
export default async function dictionaryRoutes(app: App) {
  app.get(
    PATHS.user.gradeList,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(GradeList) } } },
    async (req) => ok(gradeList(req.lang)),
  )

  app.get(
    PATHS.user.courseList,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(CourseList) } } },
    async (req) => ok(courseList(req.lang)),
  )

  app.get(
    PATHS.user.toneList,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(ToneList) } } },
    async (req) => ok(toneList(req.lang)),
  )
}
