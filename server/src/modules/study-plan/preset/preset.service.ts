import type { Lang } from '@contract/common'
import type { PlanOperation, PresetAnswer } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { AppError } from '../../../errors'
import { findUserById } from '../../user'
import type { PlanWindow } from '../time/plan-window'
import { createProposal } from '../preview/proposals'
import { presetEventIds } from '../store/events.repository'
import { textsIn } from '../../../i18n/translate'
import { weeklyPlan } from './weekly-plan'
import { clock } from '../../../lib/time'

const courseIds = (json: string): number[] => {
  try {
    const list = JSON.parse(json) as unknown
    return Array.isArray(list) ? list.filter((x): x is number => Number.isInteger(x)) : []
  } catch {
    // Expected: a damaged stored list reads as empty (the column is ours, rows may predate the format).
    return []
  }
}

/**
 * Proposes the weekly base plan. Confirming it replaces a base plan added before (those events
 * are the ones with source 'preset'), so asking twice never doubles the week.
 */
export async function presetProposal(db: DB, userId: string, zone: string, lang: Lang, window: PlanWindow): Promise<PresetAnswer> {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('USER_NOT_FOUND')
  const plan = weeklyPlan({ grade_id: user.grade_id, course_ids: courseIds(user.course_ids), bedtime: user.bedtime, wake_time: user.wake_time }, zone, lang, clock.now())
  if (plan.studyBlocks === 0) return { reply: textsIn(lang, 'plan')('presetReplies.noRoom'), proposal: null }
  const previous = await presetEventIds(db, userId)
  const operations: PlanOperation[] = [
    ...previous.map((id) => ({ op: 'delete' as const, event_id: id, occurrence_start: null, scope: 'series' as const })),
    ...plan.creates,
  ]
  const proposal = await createProposal(db, userId, { kind: 'preset', source: 'preset', operations, zone, window })
  const reply = [
    textsIn(lang, 'plan')('presetReplies.proposal', { wake: user.wake_time, bed: user.bedtime, blocks: plan.studyBlocks }),
    previous.length > 0 ? textsIn(lang, 'plan')('presetReplies.replaces') : '',
  ]
    .filter(Boolean)
    .join(' ')
  return { reply, proposal }
}
