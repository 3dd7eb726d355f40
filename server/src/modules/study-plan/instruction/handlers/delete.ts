import { DELETE_WORDS } from '../intent-words'
import type { InstructionResult, PlanEventView, PlanOperation } from '../operations'
import { problemAnswer, type Reading } from '../reading'
import { addressAt, addressOf, findTargets, uniqueOwners } from '../targets'
import { bulkDelete } from './bulk'
import { decideScope, explain, hintsOf, perDay, readSource, windowSaid, type EditSource } from './edit'

/** "supprime le cours de chimie de jeudi", "删掉所有化学课", "cancel reading from Monday on". */
export function handleDelete(r: Reading): InstructionResult {
  const src = readSource(r, r.text, DELETE_WORDS[r.family])
  if (src.when.problem) return problemAnswer(r, 'delete', src.when.problem)
  return perDay(src, (day) => deleteFrom(r, day)) ?? deleteFrom(r, src)
}

function deleteFrom(r: Reading, src: EditSource): InstructionResult {
  const hints = hintsOf(r)
  if ((hints.everything || hints.series) && !hints.following && windowSaid(src.when)) return bulkDelete(r, src)
  const all = hints.series && !hints.following
  const found = findTargets({ subject: src.subject, when: src.when, all, family: r.family, seriesWanted: hints.series || hints.following }, r.ctx, r.terms)
  const problem = explain(r, 'delete', found, src.what, src.when)
  if (problem) return problem
  const speak = r.speak

  if (found.found === 'many') {
    // "all" with a subject and no day: every series (and event) of that subject, as a whole.
    const chosen = uniqueOwners(found.events)
    const operations: PlanOperation[] = chosen.map((e) => ({ op: 'delete', ...addressOf(e, 'series') }))
    return { intent: 'delete', operations, reply: chosen.length === 1 ? deleteReply(r, chosen[0], 'series') : speak.say('deleteMany', { n: chosen.length, list: speak.items(chosen) }) }
  }
  const e = (found as { event: PlanEventView }).event
  const plan = decideScope(e, hints, src.when, {}, 'delete')
  const result: InstructionResult = { intent: 'delete', operations: [deleteOp(e, plan.scope)], reply: deleteReply(r, e, plan.scope) }
  if (plan.alternative) result.alternatives = [{ scope: plan.alternative, operations: [deleteOp(e, plan.alternative)], reply: deleteReply(r, e, plan.alternative) }]
  return result
}

const deleteOp = (e: PlanEventView, scope: 'occurrence' | 'series' | 'following'): PlanOperation =>
  ({ op: 'delete', ...(scope === 'series' ? addressOf(e, 'series') : addressAt(e, scope)) })

function deleteReply(r: Reading, e: PlanEventView, scope: 'occurrence' | 'series' | 'following'): string {
  if (scope === 'series' && e.series_id) return r.speak.say('deleteSeries', { title: e.title })
  if (scope === 'following' && e.series_id) return r.speak.say('deleteFollowing', { title: e.title, when: r.speak.day(e.start_at) })
  return r.speak.say('deleteOne', { title: e.title, when: r.speak.when(e) })
}
