import type { InstructionResult, OperationScope, PlanEventView } from '../operations'
import { answer, readWhen, subjectOf, titleOf, type Reading } from '../reading'
import { EVERYTHING_WORDS, FOLLOWING_WORDS, SCOPE_FILLER, SERIES_WORDS } from '../scope-words'
import type { Subject } from '../subject'
import type { Resolution } from '../targets'
import { fold, Scanner } from '../text'
import type { When } from '../when/types'
import { toInstant } from '../../../../lib/time'

/**
 * What a move or a delete says about the events it changes, shared by both: the words naming the
 * event, the day said, and how much of the plan is meant.
 */
export interface Hints {
  /** The habit as a whole: "every day", "from now on", "all my piano lessons", "每天". */
  series: boolean
  /** This occurrence and the following ones: "from next week", "及以后". */
  following: boolean
  /** Every event of a window: "everything on Thursday", "所有安排". */
  everything: boolean
}

export interface EditSource {
  when: When
  /** The event's words as said, for replies ("I couldn't find “…”"). */
  what: string
  subject: Subject
}

/** Scope words are read on the whole instruction: "move calligraphy to 8:30pm every day" names the habit after "to". */
export function hintsOf(r: Reading): Hints {
  const folded = fold(r.text)
  const f = r.family
  return { series: SERIES_WORDS[f].test(folded), following: FOLLOWING_WORDS[f].test(folded), everything: EVERYTHING_WORDS[f].test(folded) }
}

/** The event part of an edit ("move Friday's maths", "把周四的化学"), its verb and scope words consumed. */
export function readSource(r: Reading, text: string, verbs: RegExp, fillers: RegExp[] = []): EditSource {
  const f = r.family
  const scanner = new Scanner(text)
  scanner.scan(verbs)
  scanner.scan(EVERYTHING_WORDS[f])
  const when = readWhen(r, scanner, true)
  // After the times: "以后" in "两个小时以后" is part of a delay, not "from now on".
  scanner.scan(SCOPE_FILLER[f])
  scanner.scan(SERIES_WORDS[f])
  for (const filler of fillers) scanner.scan(filler)
  const what = titleOf(scanner, f)
  return { when, what, subject: subjectOf(what, f, r.terms) }
}

/**
 * An edit said for several days ("cancel piano on Monday and Wednesday", "annule la lecture tout le
 * week-end"): the same edit on each day, one preview. Any day that finds nothing or is unclear
 * answers for the whole instruction, and nothing changes.
 */
export function perDay(src: EditSource, edit: (day: EditSource) => InstructionResult): InstructionResult | null {
  const dates = src.when.dates
  if (!dates || dates.length < 2) return null
  const results = dates.map((date) => edit({ ...src, when: { ...src.when, date, dates: undefined, period: undefined, dateFromWeekday: false } }))
  const failed = results.find((res) => res.operations.length === 0)
  if (failed) return failed
  return { intent: results[0].intent, operations: results.flatMap((res) => res.operations), reply: results.map((res) => res.reply).join('\n') }
}

/** A window of time was said: a day, a week, a part of a day. */
export const windowSaid = (w: When) => !!(w.date || w.period || w.part)

/** The reply when the events said cannot be told apart, or are not there. */
export function explain(r: Reading, intent: 'move' | 'delete', found: Resolution, what: string, when: When): InstructionResult | null {
  const speak = r.speak
  if (found.found === 'unspecified') return answer(intent, speak.say('whichEvent'))
  const day = when.date ? speak.day(toInstant(when.date, 0, r.ctx.timeZone)) : null
  const label = what || day || '…'
  if (found.found === 'none') return answer(intent, speak.say('notFound', { what: label, range: day && what ? ` (${day})` : '' }))
  if (found.found === 'unsure') return answer(intent, speak.say('didYouMean', { what: label, list: speak.lines(found.events) }))
  if (found.found === 'ambiguous') return answer(intent, speak.say('ambiguous', { what: label, list: speak.lines(found.events) }))
  return null
}

export interface ScopePlan {
  scope: OperationScope
  /** The other reading the student is offered when the instruction leaves it open. */
  alternative?: OperationScope
}

/** Weekly on one day only ("every Thursday"): the only kind of series that can move to another weekday as a whole. */
export const weeklyOnOneDay = (e: PlanEventView) => !!e.rrule && /FREQ=WEEKLY/.test(e.rrule) && /BYDAY=[A-Z]{2}(?:;|$)/.test(e.rrule)

/**
 * How much of a series an edit read on one of its occurrences changes. A day said for the event
 * ("today's reading", "周一的钢琴") is that occurrence; words for the habit are the series; a
 * split point is this and the following ones. Left open, a new time names the habit, while a
 * delete, a shift ("30 minutes later") or a new weekday is first read as the next occurrence,
 * with the whole series offered too.
 */
export function decideScope(e: PlanEventView, hints: Hints, source: When, dest: When, change: 'move' | 'shift' | 'delete'): ScopePlan {
  if (!e.series_id) return { scope: 'series' }
  if (hints.following) return { scope: 'following' }
  if (source.date || source.period) return { scope: 'occurrence' }
  if (hints.series || dest.repeat) return { scope: 'series' }
  if (change !== 'move') return { scope: 'occurrence', alternative: 'series' }
  if (dest.period || (dest.date && !dest.dateFromWeekday)) return { scope: 'occurrence' }
  if (dest.date) return weeklyOnOneDay(e) ? { scope: 'occurrence', alternative: 'series' } : { scope: 'occurrence' }
  return { scope: 'series', alternative: 'occurrence' }
}
