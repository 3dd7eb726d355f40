import type { Lang } from '@contract/common'
import type { Course, Grade, Tone } from '@contract/user'
import { COURSES, GRADES, STAGES, TONES } from './dictionary.data'

export const gradeList = (lang: Lang): Grade[] =>
  GRADES.map((g) => ({ id: g.id, name: g.name[lang], stage_id: g.stageId, stage: STAGES[g.stageId][lang] }))

export const courseList = (lang: Lang): Course[] => COURSES.map((c) => ({ id: c.id, name: c.name[lang], color: c.color }))

export const toneList = (lang: Lang): Tone[] =>
  TONES.map((t) => ({ id: t.id, name: t.name[lang], description: t.description[lang] }))
