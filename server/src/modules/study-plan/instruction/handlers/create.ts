import { ADD_WORDS } from '../intent-words'
import { handleAsk } from './ask'
import type { EventDraft, InstructionResult } from '../operations'
import { answer, problemAnswer, readWhen, titleOf, today, type Reading } from '../reading'
import { CHANGE_WORDS, FOLLOWING_WORDS, SCOPE_FILLER } from '../scope-words'
import { findCourse, findKind, kindOf } from '../subject'
import { fold, Scanner } from '../text'
import { buildRrule, firstOccurrence, spanOn, timeSpan } from '../when/resolve'
import { hasDay, hasTime, type Repeat, type When } from '../when/types'
import { handleMove } from './move'
import { severalAdds, type Carried } from './several-adds'
import { lastDayOf } from '../when/day-lists'
import { addDays, compareDates, localMoment, toInstant, type LocalDate } from '../../../../lib/time'

const NO_WORDS = { en: /(?!)/, fr: /(?!)/, es: /(?!)/, zh: /(?!)/ }

/** "明天下午三点到五点复习物理", "every Monday and Wednesday at 6pm piano": one new event or series. */
export function handleCreate(r: Reading, clause?: Carried): InstructionResult {
  const folded0 = fold(r.text)
  if (CHANGE_WORDS[r.family].test(folded0) || FOLLOWING_WORDS[r.family].test(folded0)) {
    // "my daily reading at 20:30 from now on": a new time for an event the student has is a change.
    const change = handleMove(r, { verbs: NO_WORDS, markers: NO_WORDS, bare: true, orCreate: true })
    if (change) return change
  }
  // "maths tomorrow at 7pm and physics at 8pm": each clause is an add of its own.
  const several = clause ? null : severalAdds(r, (c, carried) => handleCreate(c, carried))
  if (several) return several
  const scanner = new Scanner(r.text)
  const when = readWhen(r, scanner, true)
  // A clause that says no day takes the day of the clause before it.
  if (clause?.day && !hasDay(when) && !when.dates && !when.repeat) Object.assign(when, clause.day)
  // A bare hour in a later clause ("… at 7pm and physics at 8") keeps the clause before's half of the day.
  if (clause && when.start && !when.part && !when.start.meridiem && !when.start.exact && when.start.h <= 12) {
    if (clause.part) when.part = clause.part
    else if (clause.meridiem) when.start = { ...when.start, meridiem: clause.meridiem }
  }
  scanner.scan(SCOPE_FILLER[r.family])
  if (when.problem) return problemAnswer(r, when.repeat || when.problem.kind === 'repeat' ? 'repeat' : 'add', when.problem)
  const saidAdd = scanner.scan(ADD_WORDS[r.family]) > 0
  const said = titleOf(scanner, r.family)
  const folded = fold(said)
  const courseId = findCourse(folded, r.terms)?.id ?? null
  const kind = kindOf(folded, r.family, courseId)
  const title = said || r.speak.texts(`defaultTitles.${kind}`)

  // Only a day ("tomorrow", "明天", "lundi"): the student wants to see it, not to fill it.
  if (!said && !saidAdd && !when.repeat && !hasTime(when) && hasDay(when)) return handleAsk(r)
  if (!when.repeat && !hasDay(when) && !hasTime(when) && !when.afterClass) {
    // Words without any time: a request to add something ("physics quiz", "quiz at 3 to 5 pages"), or nothing we understand.
    if (saidAdd || courseId !== null || findKind(folded, r.family)) return answer('add', r.speak.say('needWhen', { title }))
    return answer('unknown', r.speak.say('unknown'))
  }

  // "this weekend at 9", "cette semaine": a new event needs its own day. A weekend or a week alone is
  // asked back (Saturday, Sunday or both?), never read as its first day; "both days" and "the whole
  // weekend" are each day (when.dates).
  if (!when.repeat && !when.date && !when.dates && when.period) {
    const weekend = compareDates(addDays(when.period.from, 2), when.period.to) === 0
    return answer('add', r.speak.say(weekend ? 'weekendWhichDay' : 'periodWhichDay', { title }))
  }

  const { ctx, family } = r
  const classEnd = when.afterClass && !when.start ? afterClass(r, when, title) : null
  if (classEnd && 'reply' in classEnd) return classEnd
  const time = classEnd ? { start: classEnd.minutes, end: null } : timeSpan(when, family)
  const duration = when.durationMin ?? ctx.defaults.durationMin
  const event = (span: { start_at: string; end_at: string; all_day: boolean }, rrule: string | null): EventDraft => ({
    title,
    course_id: courseId,
    start_at: span.start_at,
    end_at: span.end_at,
    all_day: span.all_day,
    rrule,
    kind,
  })

  if (when.repeat) {
    const from = when.date ?? when.period?.from ?? today(r)
    const first = firstOccurrence(when.repeat, from, time?.start ?? null, ctx.now, ctx.timeZone)
    const span = spanOn(first, time, duration, ctx.timeZone)
    const until = when.lasts && !when.count ? lastDayOf(first, when.lasts) : when.until
    const rrule = buildRrule(when.repeat, first, until, when.count, ctx.timeZone)
    const end = when.count
      ? r.speak.say('count', { n: when.count })
      : until
        ? r.speak.say('until', { date: r.speak.day(toInstant(until, 0, ctx.timeZone)) })
        : ''
    const reply = r.speak.say('repeat', {
      title,
      rule: ruleText(r, when.repeat, first),
      time: r.speak.hours(span),
      first: r.speak.day(span.start_at),
      end,
    })
    return { intent: 'repeat', operations: [{ op: 'create', event: event(span, rrule) }], reply }
  }

  const startsAt = (d: LocalDate) => Date.parse(toInstant(d, time?.start ?? 1440, ctx.timeZone))
  /** A time without a day is the next such time; a bare weekday already past today is next week's. */
  const dayOf = (d: LocalDate) => {
    if (!when.date && !when.period && time && startsAt(d) <= ctx.now.getTime()) return addDays(d, 1)
    if (when.dateFromWeekday && startsAt(d) <= ctx.now.getTime()) return addDays(d, 7)
    return d
  }
  // Several days said ("Monday, Wednesday and Friday", "周末两天"): one event on each, in date order.
  const days = (when.dates ?? [when.date ?? when.period?.from ?? today(r)]).map(dayOf).sort(compareDates)
  const spans = days.map((d) => spanOn(d, time, duration, ctx.timeZone))
  // Several days are one answer: "Add “Maths revision” on Thu 12 Mar, Fri 13 Mar and Sat 14 Mar, 19:00–20:00 (3 events)."
  const reply =
    spans.length > 1
      ? r.speak.say('addDays', { title, days: r.speak.days(spans.map((s) => s.start_at)), time: r.speak.hours(spans[0]), n: spans.length })
      : r.speak.say('add', { title, when: r.speak.when(spans[0]) })
  return { intent: 'add', operations: spans.map((span) => ({ op: 'create' as const, event: event(span, null) })), reply }
}

/**
 * "周五一下课就去游泳", "after class": the plan is the student's timetable, so the event starts when
 * that day's last class ends. With no class that day, or for a habit or several days, the student
 * is asked for a time: never an all-day event, never a guess.
 */
function afterClass(r: Reading, when: When, title: string): { minutes: number } | InstructionResult {
  if (when.repeat || when.dates || (!when.date && when.period)) return answer('add', r.speak.say('afterClassTime', { title }))
  const { ctx } = r
  const day = when.date ?? today(r)
  const ends = ctx.events
    .filter((e) => e.kind === 'class' && !e.all_day && compareDates(localMoment(e.start_at, ctx.timeZone).date, day) === 0)
    .map((e) => localMoment(e.end_at, ctx.timeZone))
    .filter((end) => compareDates(end.date, day) === 0)
    .map((end) => end.minutes)
  if (!ends.length) return answer('add', r.speak.say('afterClassWhen', { title, day: r.speak.day(toInstant(day, 720, ctx.timeZone)) }))
  return { minutes: Math.max(...ends) }
}

function ruleText(r: Reading, repeat: Repeat, first: { y: number; m: number; d: number }): string {
  const n = repeat.interval
  if (repeat.freq === 'DAILY') return n > 1 ? r.speak.say('everyNDays', { n }) : r.speak.say('daily')
  if (repeat.freq === 'MONTHLY') return n > 1 ? r.speak.say('everyNMonths', { n }) : r.speak.say('monthly')
  const days = repeat.byday.length ? repeat.byday : [new Date(Date.UTC(first.y, first.m - 1, first.d)).getUTCDay()]
  if (n === 1 && days.length === 5 && [1, 2, 3, 4, 5].every((d) => days.includes(d))) return r.speak.say('weekdays')
  if (n > 2) return r.speak.say('everyNWeeks', { n, days: r.speak.weekdays(days) })
  return r.speak.say(n > 1 ? 'fortnightly' : 'weekly', { days: r.speak.weekdays(days) })
}
