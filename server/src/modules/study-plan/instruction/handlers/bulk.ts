import type { InstructionResult, PlanEventView, PlanOperation } from '../operations'
import { answer, today, type Reading } from '../reading'
import { aboutSubject, addressOf, atTimeSaid, inWindow } from '../targets'
import type { When } from '../when/types'
import type { EditSource } from './edit'
import { addDays, localMoment, toInstant } from '../../../../lib/time'

/**
 * Every event of a window at once ("push everything on Thursday back by 30 minutes", "annule tout
 * demain soir", "下周的钢琴课都取消"): one preview listing each event, applied and undone as one
 * step. Each occurrence of a series changes on its own; events already over are left alone.
 */
export function windowEvents(r: Reading, src: EditSource, timedOnly: boolean): PlanEventView[] {
  const when: When = { ...src.when }
  // "this evening", "clear my afternoon": a part of day without a day is today's.
  if (!when.date && !when.period) when.date = today(r)
  const now = r.ctx.now.toISOString()
  const events = aboutSubject(atTimeSaid(inWindow(r.ctx, when), when, r.family, r.ctx.timeZone), src.subject, r.terms)
  return events.filter((e) => e.end_at > now && !(timedOnly && e.all_day)).sort((a, b) => a.start_at.localeCompare(b.start_at))
}

export function bulkDelete(r: Reading, src: EditSource): InstructionResult {
  const events = windowEvents(r, src, false)
  if (events.length === 0) return answer('delete', r.speak.say('nothing', { range: rangePhrase(r, src.when) }))
  const operations: PlanOperation[] = events.map((e) => ({ op: 'delete', ...addressOf(e, 'occurrence') }))
  const reply =
    events.length === 1
      ? r.speak.say('deleteOne', { title: events[0].title, when: r.speak.when(events[0]) })
      : r.speak.say('deleteMany', { n: events.length, list: r.speak.items(events) })
  return { intent: 'delete', operations, reply }
}

/** Shifted by the time said ("by 30 minutes", "提前半小时"), or moved to another day at the same times. */
export function bulkMove(r: Reading, src: EditSource, dest: When, shiftMin: number | null): InstructionResult {
  const events = windowEvents(r, src, shiftMin !== null)
  if (events.length === 0) return answer('move', r.speak.say('nothing', { range: rangePhrase(r, src.when) }))
  const zone = r.ctx.timeZone
  const day = dest.date ?? dest.period?.from
  if (shiftMin === null && (!day || dest.start)) return answer('move', r.speak.say('bulkHow', { n: events.length }))
  const spans = events.map((e) => {
    if (shiftMin !== null) {
      const at = (t: string) => new Date(Date.parse(t) + shiftMin * 60_000).toISOString()
      return { start_at: at(e.start_at), end_at: at(e.end_at) }
    }
    const start = toInstant(day!, localMoment(e.start_at, zone).minutes, zone)
    return { start_at: start, end_at: new Date(Date.parse(start) + Date.parse(e.end_at) - Date.parse(e.start_at)).toISOString() }
  })
  const operations: PlanOperation[] = events.map((e, i) => ({ op: 'update', ...addressOf(e, 'occurrence'), patch: spans[i] }))
  const moved = events.map((e, i) => ({ ...e, ...spans[i] }))
  const reply =
    events.length === 1
      ? r.speak.say('move', { title: events[0].title, from: r.speak.when(events[0]), to: r.speak.when(moved[0]) })
      : r.speak.say('moveMany', { n: events.length, list: r.speak.items(moved) })
  return { intent: 'move', operations, reply }
}

function rangePhrase(r: Reading, when: When): string {
  const zone = r.ctx.timeZone
  const day = when.date ?? when.period?.from ?? today(r)
  return r.speak.range(toInstant(day, 0, zone), toInstant(day, 1440, zone), { from: day, to: addDays(day, 1) })
}
