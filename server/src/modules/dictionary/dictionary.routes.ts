import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { CourseList, GradeList, ToneList } from '@contract/user'
import { ok } from '../../lib/envelope'
import type { App } from '../../types'
import { COURSES, GRADES, STAGES, TONES } from './dictionary.data'

// The dictionary is read before sign-in (app start), so these routes are public.
export default async function dictionaryRoutes(app: App) {
  app.get(
    PATHS.user.gradeList,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(GradeList) } } },
    async (req) =>
      ok(
        GRADES.map((g) => ({
          id: g.id,
          name: g.name[req.lang],
          stage_id: g.stageId,
          stage: STAGES[g.stageId][req.lang],
        })),
      ),
  )

  app.get(
    PATHS.user.courseList,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(CourseList) } } },
    async (req) => ok(COURSES.map((c) => ({ id: c.id, name: c.name[req.lang], color: c.color }))),
  )

  app.get(
    PATHS.user.toneList,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(ToneList) } } },
    async (req) =>
      ok(TONES.map((t) => ({ id: t.id, name: t.name[req.lang], description: t.description[req.lang] }))),
  )
}
