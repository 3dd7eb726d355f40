import { ALL_WORDS, DELETE_WORDS, EARLIER_WORDS, MOVE_MARKERS, MOVE_WORDS } from '../intent-words'
import type { InstructionResult, PlanEventView, PlanOperation } from '../operations'
import { answer, readWhen, subjectOf, titleOf, type Reading } from '../reading'
import { addressOf, findTargets, uniqueOwners, type Resolution } from '../targets'
import { fold, Scanner } from '../text'
import { spanOn, timeSpan } from '../when/resolve'
import { isEmpty, type When } from '../when/types'
import { localMoment, toInstant } from '../zone'

/** "supprime le cours de chimie de jeudi", "删掉所有化学课". */
export function handleDelete(r: Reading): InstructionResult {
  const scanner = new Scanner(r.text)
  scanner.scan(DELETE_WORDS[r.family])
  const all = ALL_WORDS[r.family].test(fold(r.text))
  const when = readWhen(r, scanner)
  const what = titleOf(scanner, r.family)
  const subject = subjectOf(what, r.family, r.terms)
  const found = findTargets({ subject, when, all, family: r.family }, r.ctx, r.terms)
  const problem = explain(r, 'delete', found, what, when)
  if (problem) return problem
  const speak = r.speak

  if (found.found === 'one') {
    const e = found.event
    return {
      intent: 'delete',
      operations: [{ op: 'delete', ...addressOf(e, 'occurrence') }],
      reply: speak.say('deleteOne', { title: e.title, when: speak.when(e) }),
    }
  }
  const events = (found as { events: PlanEventView[] }).events
  // "all" with a subject and no day: the whole series; with a day: every event of that day.
  const wholeSeries = !when.date && !when.period
  const chosen = wholeSeries ? uniqueOwners(events) : events
  const operations: PlanOperation[] = chosen.map((e) => ({ op: 'delete', ...addressOf(e, wholeSeries ? 'series' : 'occurrence') }))
  const reply =
    chosen.length === 1
      ? wholeSeries && chosen[0].series_id
        ? speak.say('deleteSeries', { title: chosen[0].title })
        : speak.say('deleteOne', { title: chosen[0].title, when: speak.when(chosen[0]) })
      : speak.say('deleteMany', { n: chosen.length, list: speak.items(chosen) })
  return { intent: 'delete', operations, reply }
}

/** "move Friday's maths to Saturday morning", "把周四的化学改到周五下午4点", "生物考试推迟一小时". */
export function handleMove(r: Reading): InstructionResult {
  const { source, destination } = splitMove(r)
  const scanner = new Scanner(source)
  scanner.scan(MOVE_WORDS[r.family])
  const sourceWhen = readWhen(r, scanner)
  const what = titleOf(scanner, r.family)
  const subject = subjectOf(what, r.family, r.terms)
  const all = ALL_WORDS[r.family].test(fold(source))
  const found = findTargets({ subject, when: sourceWhen, all: false, family: r.family }, r.ctx, r.terms)
  const problem = explain(r, 'move', found, what, sourceWhen)
  if (problem) return problem
  const e = (found as { event: PlanEventView }).event
  if (all && e.series_id) return answer('move', r.speak.say('seriesMove', { title: e.title }))

  const dest = destination === null ? {} : readWhen(r, new Scanner(destination))
  const span = newSpan(r, e, dest, sourceWhen)
  if (!span) return answer('move', r.speak.say('needDestination', { title: e.title }))
  const patch: { start_at: string; end_at: string; all_day?: boolean } = { start_at: span.start_at, end_at: span.end_at }
  if (span.all_day !== e.all_day) patch.all_day = span.all_day
  return {
    intent: 'move',
    operations: [{ op: 'update', ...addressOf(e, 'occurrence'), patch }],
    reply: r.speak.say('move', { title: e.title, from: r.speak.when(e), to: r.speak.when(span) }),
  }
}

/** The source ("move Friday's maths") and the destination ("Saturday morning") of a move. */
function splitMove(r: Reading): { source: string; destination: string | null } {
  const folded = fold(r.text)
  const verb = MOVE_WORDS[r.family].exec(folded)
  if (!verb) return { source: r.text, destination: null }
  const from = verb.index + verb[0].length
  // Chinese verbs carry their own marker: "改到", "挪到".
  if (r.family === 'zh' && /[到至成为為在]$/.test(verb[0])) return { source: r.text.slice(0, verb.index), destination: r.text.slice(from) }
  const marker = MOVE_MARKERS[r.family].exec(folded.slice(from))
  if (!marker) return { source: r.text, destination: null }
  const at = from + marker.index
  return { source: r.text.slice(0, at), destination: r.text.slice(at + marker[0].length) }
}

function newSpan(r: Reading, e: PlanEventView, dest: When, sourceWhen: When): { start_at: string; end_at: string; all_day: boolean } | null {
  const { timeZone: zone } = r.ctx
  const duration = Date.parse(e.end_at) - Date.parse(e.start_at)
  if (isEmpty(dest) || (!dest.date && !dest.period && !dest.start && !dest.part)) {
    // No destination: a shift by the duration said ("推迟一小时", "d'une heure").
    const by = dest.durationMin ?? sourceWhen.durationMin
    if (by === undefined) return null
    const sign = EARLIER_WORDS[r.family].test(fold(r.text)) ? -1 : 1
    const shift = sign * by * 60_000
    const iso = (t: string) => new Date(Date.parse(t) + shift).toISOString()
    return { start_at: iso(e.start_at), end_at: iso(e.end_at), all_day: e.all_day }
  }
  const was = localMoment(e.start_at, zone)
  const date = dest.date ?? dest.period?.from ?? was.date
  const time = timeSpan(dest, r.family)
  if (!time) {
    if (e.all_day) return spanOn(date, null, 0, zone)
    const start = toInstant(date, was.minutes, zone)
    return { start_at: start, end_at: new Date(Date.parse(start) + duration).toISOString(), all_day: false }
  }
  const minutes = e.all_day ? r.ctx.defaults.durationMin : duration / 60_000
  return spanOn(date, time, dest.durationMin ?? minutes, zone)
}

/** The reply when the events said cannot be told apart, or are not there. */
function explain(r: Reading, intent: 'move' | 'delete', found: Resolution, what: string, when: When): InstructionResult | null {
  const speak = r.speak
  if (found.found === 'unspecified') return answer(intent, speak.say('whichEvent'))
  const day = when.date ? speak.day(toInstant(when.date, 0, r.ctx.timeZone)) : null
  const label = what || day || '…'
  if (found.found === 'none') return answer(intent, speak.say('notFound', { what: label, range: day && what ? ` (${day})` : '' }))
  if (found.found === 'ambiguous') return answer(intent, speak.say('ambiguous', { what: label, list: speak.lines(found.events) }))
  return null
}
