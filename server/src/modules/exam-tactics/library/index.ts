import type { Lang } from '@contract/common'
import type { TacticsSection } from '@contract/exam-tactics'
import { textsIn } from '../../../i18n/translate'
import { HUMANITIES_COURSES, GENERIC_TACTICS } from './humanities'
import { LANGUAGE_COURSES } from './languages'
import { MATHS_PHYSICS_COURSES } from './maths-physics'
import { SCIENCE_COURSES } from './sciences'
import type { CourseTactics } from './types'

const COURSES: Record<number, CourseTactics> = { ...LANGUAGE_COURSES, ...MATHS_PHYSICS_COURSES, ...SCIENCE_COURSES, ...HUMANITIES_COURSES }

export const tacticsFor = (courseId: number | null): CourseTactics => (courseId !== null && COURSES[courseId]) || GENERIC_TACTICS

/** Whole five minutes read better on a long paper; a short quiz needs the minute. */
const roundFor = (total: number) => (n: number) => (total >= 60 ? Math.max(5, Math.round(n / 5) * 5) : Math.max(1, Math.floor(n)))

export interface LibraryTactics {
  sections: TacticsSection[]
  order: string[]
  skip_rule: string
  checking: string[]
  day_before: string[]
}

/** The library's tactics for an exam of `minutes` in `lang`: each section's share becomes minutes. */
export function libraryTactics(courseId: number | null, minutes: number, lang: Lang): LibraryTactics {
  const t = tacticsFor(courseId)
  const say = textsIn(lang, 'library')
  const round = roundFor(minutes)
  const sections = t.sections.map((s) => ({ name: say(s.name), minutes: round(s.share * minutes), advice: say(s.advice) }))
  const used = sections.reduce((sum, s) => sum + s.minutes, 0)
  const check = Math.max(0, minutes - used)
  return {
    sections,
    order: [say('common.skim'), say(t.order)],
    skip_rule: say('common.skip', { minutes: t.skipMinutes }),
    checking: [...(check > 0 ? [say('common.checkTime', { minutes: check })] : []), say('common.checkSheet'), say(t.checking)],
    day_before: [say('common.kit'), say('common.light'), say(t.dayBefore), say('common.sleep')],
  }
}
