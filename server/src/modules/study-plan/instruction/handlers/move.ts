import { EARLIER_WORDS, MOVE_FILLER, MOVE_MARKERS, MOVE_WORDS } from '../intent-words'
import type { InstructionResult, OperationScope, PlanEventView, PlanOperation } from '../operations'
import { answer, problemAnswer, readWhen, type Reading } from '../reading'
import { DAY_OF_EVENT, PUT_WORDS } from '../scope-words'
import { addressAt, findTargets } from '../targets'
import { fold, Scanner } from '../text'
import { clockMinutes, spanOn, timeSpan } from '../when/resolve'
import type { Family, When } from '../when/types'
import { bulkMove } from './bulk'
import { decideScope, explain, hintsOf, perDay, readSource, windowSaid, weeklyOnOneDay, type EditSource } from './edit'
import { localMoment, sameDate, toInstant } from '../../../../lib/time'

type Words = Record<Family, RegExp>

export interface MoveWording {
  verbs: Words
  /** Where the destination starts after the verb ("to", "à", "al"). */
  markers: Words
  /** No verb at all ("my reading at 20:30 from now on"): the times said are the destination. */
  bare?: boolean
  /** Answer null instead of "not found" (the caller then reads the instruction as an add). */
  orCreate?: boolean
}

const MOVE: MoveWording = { verbs: MOVE_WORDS, markers: MOVE_MARKERS }

/**
 * "move Friday's maths to Saturday morning", "把周四的化学改到周五下午4点", "生物考试推迟一小时",
 * "每天练字改到晚上八点半", "mets la physique de jeudi à 18h", "my reading at 20:30 from now on".
 */
export function handleMove(r: Reading, wording: MoveWording = MOVE): InstructionResult | null {
  const verbs = wording.verbs[r.family]
  const { source, destination } = wording.bare ? { source: r.text, destination: null } : splitMove(r, verbs, wording.markers[r.family])
  const src = readSource(r, source, verbs, [MOVE_FILLER[r.family]])
  let dest: When = destination === null ? {} : readWhen(r, new Scanner(destination), true)
  if (wording.bare) [dest, src.when] = [src.when, {}]
  // "put physics revision tomorrow at 5": a day not said as the event's own is where it goes.
  if (wording.verbs === PUT_WORDS && !dest.date && !dest.period && (src.when.date || src.when.period) && !DAY_OF_EVENT[r.family].test(fold(source))) {
    dest = { ...dest, date: src.when.date, dates: src.when.dates, period: src.when.period, dateFromWeekday: src.when.dateFromWeekday, part: dest.part ?? src.when.part }
    src.when = {}
  }
  const problem = src.when.problem ?? dest.problem
  if (problem) return problemAnswer(r, 'move', problem)
  // Several days: each day's event moves within its day ("piano on Monday and Wednesday at 7pm");
  // to several days, or from several to one, is asked back rather than half done.
  const many = (w: When) => (w.dates?.length ?? 0) > 1
  if ((many(dest) || many(src.when)) && wording.orCreate) {
    // Said with "put" or no verb: several days for something the student does not have are new events.
    const has = findTargets({ subject: src.subject, when: {}, all: false, family: r.family }, r.ctx, r.terms)
    if (has.found === 'none' || has.found === 'unspecified') return null
    if (has.found === 'unsure') return explain(r, 'move', has, src.what, src.when)
  }
  if (many(dest) || (many(src.when) && (dest.date || dest.period))) {
    const days = [...(dest.dates ?? []), ...(src.when.dates ?? [])].map((d) => r.speak.day(toInstant(d, 0, r.ctx.timeZone)))
    return answer('move', r.speak.say('severalDays', { days: [...new Set(days)].join(', ') }))
  }
  if (many(src.when)) {
    const each = perDay(src, (day) => moveFrom(r, wording, day, { ...dest }) ?? answer('move', r.speak.say('whichEvent')))
    return each?.operations.length === 0 && wording.orCreate ? null : each
  }
  return moveFrom(r, wording, src, dest)
}

function moveFrom(r: Reading, wording: MoveWording, src: EditSource, dest: When): InstructionResult | null {
  const hints = hintsOf(r)
  // "move piano to 7pm starting next week": the day after "to" is where the series splits.
  if (hints.following && !src.when.date && !src.when.period && (dest.date || dest.period)) {
    src.when.date = dest.date
    src.when.period = dest.period
    delete dest.date
    delete dest.period
  }
  const shift = shiftOf(r, src.when, dest)
  if ((hints.everything || hints.series) && !hints.following && windowSaid(src.when)) return bulkMove(r, src, dest, shift)

  const found = findTargets({ subject: src.subject, when: src.when, all: false, family: r.family, seriesWanted: hints.series || hints.following || !!dest.repeat }, r.ctx, r.terms)
  if (wording.orCreate && (found.found === 'none' || found.found === 'unspecified')) return null
  // Said without a verb, only a habit the student has is changed ("starting tomorrow, physics
  // revision every evening" is a new habit even if one physics revision is planned).
  if (wording.bare && found.found === 'one' && !found.event.series_id) return null
  const unclear = explain(r, 'move', found, src.what, src.when)
  if (unclear) return unclear
  const e = (found as { event: PlanEventView }).event
  const plan = decideScope(e, hints, src.when, dest, shift !== null ? 'shift' : 'move')
  // A series on several weekdays cannot move to one weekday as a whole.
  if (plan.scope !== 'occurrence' && dest.date && e.series_id && !weeklyOnOneDay(e)) return answer('move', r.speak.say('seriesMove', { title: e.title }))
  const span = newSpan(r, e, dest, shift)
  if (!span) return answer('move', r.speak.say('needDestination', { title: e.title }))
  const result: InstructionResult = { intent: 'move', operations: [moveOp(e, span, plan.scope)], reply: moveReply(r, e, span, plan.scope) }
  if (plan.alternative) result.alternatives = [{ scope: plan.alternative, operations: [moveOp(e, span, plan.alternative)], reply: moveReply(r, e, span, plan.alternative) }]
  return result
}

interface NewSpan {
  start_at: string
  end_at: string
  all_day: boolean
}

function moveOp(e: PlanEventView, span: NewSpan, scope: OperationScope): PlanOperation {
  const patch: { start_at: string; end_at: string; all_day?: boolean } = { start_at: span.start_at, end_at: span.end_at }
  if (span.all_day !== e.all_day) patch.all_day = span.all_day
  return { op: 'update', ...addressAt(e, scope), patch }
}

function moveReply(r: Reading, e: PlanEventView, span: NewSpan, scope: OperationScope): string {
  const s = r.speak
  if (!e.series_id || scope === 'occurrence') return s.say('move', { title: e.title, from: s.when(e), to: s.when(span) })
  const sameDay = sameDate(localMoment(e.start_at, r.ctx.timeZone).date, localMoment(span.start_at, r.ctx.timeZone).date)
  const [from, to] = sameDay ? [s.hours(e), s.hours(span)] : [s.when(e), s.when(span)]
  if (scope === 'series') return s.say('moveSeries', { title: e.title, from, to })
  return s.say('moveFollowing', { title: e.title, from: s.day(e.start_at), to })
}

/** The source ("move Friday's maths") and the destination ("Saturday morning") of a move. */
function splitMove(r: Reading, verbs: RegExp, markers: RegExp): { source: string; destination: string | null } {
  const folded = fold(r.text)
  const verb = verbs.exec(folded)
  if (!verb) return { source: r.text, destination: null }
  const from = verb.index + verb[0].length
  // Chinese verbs carry their own marker: "改到", "挪到", "放在".
  if (r.family === 'zh' && /[到至成为在]$/.test(verb[0])) return { source: r.text.slice(0, verb.index), destination: r.text.slice(from) }
  const marker = markers.exec(folded.slice(from))
  if (!marker) return { source: r.text, destination: null }
  const at = from + marker.index
  // The marker stays with the destination: "at 5", "à 17h", "a las 4" are read as clock times.
  return { source: r.text.slice(0, at), destination: r.text.slice(at) }
}

/** Minutes to shift by ("推迟一小时", "d'une heure", "bring forward 30 minutes"), when no new day or time is said. */
function shiftOf(r: Reading, source: When, dest: When): number | null {
  if (dest.date || dest.period || dest.start || dest.part) return null
  const by = dest.durationMin ?? source.durationMin
  if (by === undefined) return null
  return EARLIER_WORDS[r.family].test(fold(r.text)) ? -by : by
}

function newSpan(r: Reading, e: PlanEventView, dest: When, shift: number | null): NewSpan | null {
  const zone = r.ctx.timeZone
  if (shift !== null) {
    const at = (t: string) => new Date(Date.parse(t) + shift * 60_000).toISOString()
    return { start_at: at(e.start_at), end_at: at(e.end_at), all_day: e.all_day }
  }
  if (!dest.date && !dest.period && !dest.start && !dest.part) return null
  const duration = Date.parse(e.end_at) - Date.parse(e.start_at)
  const was = localMoment(e.start_at, zone)
  const date = dest.date ?? dest.period?.from ?? was.date
  const time = timeSpan(dest, r.family)
  if (!time) {
    if (e.all_day) return spanOn(date, null, 0, zone)
    const start = toInstant(date, was.minutes, zone)
    return { start_at: start, end_at: new Date(Date.parse(start) + duration).toISOString(), all_day: false }
  }
  if (dest.start && !dest.start.meridiem && !dest.start.exact && !dest.part && !dest.end) time.start = nearest(dest, r.family, was.minutes)
  const minutes = e.all_day ? r.ctx.defaults.durationMin : duration / 60_000
  return spanOn(date, time, dest.durationMin ?? minutes, zone)
}

/** 23:00: a start at or after it is taken only when said ("11pm", "23:00", "晚上十一点"). */
const LATEST_GUESS = 23 * 60

/**
 * "改到9点" for an event at 20:00 is 21:00: an hour said without am/pm is read nearest the event's own
 * time. The late night is never guessed: "a las 11" is 11:00 even for an event at 19:00.
 */
function nearest(dest: When, family: Family, was: number): number {
  const said = clockMinutes(dest.start!, undefined, family)
  const other = (said + 720) % 1440
  const gap = (m: number) => Math.min(Math.abs(m - was), 1440 - Math.abs(m - was))
  return dest.start!.h < 12 && other < LATEST_GUESS && gap(other) < gap(said) ? other : said
}
