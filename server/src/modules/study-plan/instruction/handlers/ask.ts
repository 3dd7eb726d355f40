import { ASK_FILLER, FREE_WORDS, LIST_WORDS, QUESTION_WORDS, WHEN_WORDS } from '../intent-words'
import type { InstructionResult } from '../operations'
import { answer, readWhen, subjectOf, titleOf, today, type Reading } from '../reading'
import { eventMatches } from '../subject'
import { fold, Scanner } from '../text'
import { PARTS, type Family, type When } from '../when/types'
import { addDays, toInstant, type LocalDate } from '../../../../lib/time'

/** Words showing a question is about the plan, when it names no day and no subject. */
const PLAN_WORDS: Record<Family, RegExp> = {
  en: /\b(?:plan|planned|schedule|agenda|timetable|calendar|have|due|next)\b/,
  fr: /\b(?:planning|programme|emploi\s+du\s+temps|agenda|prevu|ai|j'ai|prochaine?)\b/,
  es: /\b(?:horario|agenda|plan|planes|tengo|hay|toca|proxim[oa])\b/,
  zh: /安排|日程|计划|計劃|课表|課表|有|下次|下一次/,
}

/** Questions without a day look this far ahead ("when is my next biology exam?"). */
const LOOK_AHEAD_DAYS = 60

/** "¿qué tengo el lunes?", "明天有什么安排", "when is my next biology exam?": an answer, never a change. */
export function handleAsk(r: Reading): InstructionResult {
  const { family, ctx, speak } = r
  const folded = fold(r.text)
  const scanner = new Scanner(r.text)
  const when = readWhen(r, scanner, true)
  scanner.scan(WHEN_WORDS[family])
  scanner.scan(QUESTION_WORDS[family])
  scanner.scan(LIST_WORDS[family])
  scanner.scan(ASK_FILLER[family])
  const what = titleOf(scanner, family)
  const subject = subjectOf(what, family, r.terms)
  const filtered = subject.courseId !== null || subject.activity !== null || subject.kind !== null
  const asksWhen = WHEN_WORDS[family].test(folded)
  const asksFree = FREE_WORDS[family].test(folded)
  const intent = asksWhen || asksFree || filtered ? 'question' : 'list'
  const dated = !!(when.date || when.period || when.part)
  if (!dated && !filtered && !asksFree && !PLAN_WORDS[family].test(folded)) return answer('unknown', speak.say('notAboutPlan'))

  const range = rangeOf(r, when, intent === 'question' && !dated)
  // An all-day item (an essay due) does not fill an afternoon: only whole days list it.
  const inRange = ctx.events
    .filter((e) => e.start_at < range.to && e.end_at > range.from && (!e.all_day || !!range.days))
    .sort((a, b) => a.start_at.localeCompare(b.start_at))
  const phrase = speak.range(range.from, range.to, range.days)
  const result = (reply: string) => answer(intent, reply, { range: { from: range.from, to: range.to } })

  if (intent === 'list' || (asksFree && !filtered)) {
    if (inRange.length === 0) return result(speak.say(asksFree ? 'free' : 'nothing', { range: phrase }))
    if (asksFree) return result(speak.say('busy', { n: inRange.length, range: phrase, list: speak.lines(inRange) }))
    return result(speak.say('listing', { range: capitalize(phrase), list: speak.lines(inRange) }))
  }
  const about = inRange.filter((e) => subject.courseId === null && subject.activity === null ? true : eventMatches(e, subject, r.terms))
  // The kind said is a preference, as for moves ("piano lesson" finds the piano event of kind
  // other), except an exam: "do I have a chemistry test?" is not answered with the class.
  const ofKind = about.filter((e) => subject.kind === null || e.kind === subject.kind)
  const matching = ofKind.length || subject.kind === 'exam' || (subject.courseId === null && subject.activity === null) ? ofKind : about
  if (matching.length === 0) return result(speak.say('notFoundAsk', { what: what || '…', range: phrase }))
  if (asksWhen) return result(speak.say('next', { event: `${matching[0].title}, ${speak.when(matching[0])}` }))
  return result(speak.say('found', { list: speak.lines(matching) }))
}

interface Range {
  from: string
  to: string
  /** Whole local days, when the range is made of days (for the wording). */
  days?: { from: LocalDate; to: LocalDate }
}

function rangeOf(r: Reading, when: When, ahead: boolean): Range {
  const zone = r.ctx.timeZone
  const days = (from: LocalDate, to: LocalDate): Range => ({ from: toInstant(from, 0, zone), to: toInstant(to, 0, zone), days: { from, to } })
  if (when.date && when.part) {
    const { from, to } = PARTS[when.part]
    return { from: toInstant(when.date, from * 60, zone), to: toInstant(when.date, to * 60, zone) }
  }
  // "Monday and Tuesday", "from Thursday to Saturday": from the first day said to the end of the last.
  if (when.dates && when.dates.length > 1) return days(when.dates[0], addDays(when.dates[when.dates.length - 1], 1))
  if (when.date) return days(when.date, addDays(when.date, 1))
  if (when.period) return days(when.period.from, when.period.to)
  if (when.part) {
    const { from, to } = PARTS[when.part]
    return { from: toInstant(today(r), from * 60, zone), to: toInstant(today(r), to * 60, zone) }
  }
  if (ahead) {
    const now = r.ctx.now
    return { from: now.toISOString(), to: new Date(now.getTime() + LOOK_AHEAD_DAYS * 86_400_000).toISOString() }
  }
  return days(today(r), addDays(today(r), 1))
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1)
