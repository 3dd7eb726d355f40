import { ADD_WORDS } from '../intent-words'
import type { InstructionResult, PlanOperation } from '../operations'
import { readWhen, titleOf, type Reading } from '../reading'
import { SCOPE_FILLER } from '../scope-words'
import { Scanner } from '../text'
import { hasDay, hasTime, type Family, type When } from '../when/types'

/**
 * Where one add may end and the next begin: a comma or a joining word ("and", "et", "y", 和, 还有,
 * 然后, "，再"). The input is normalised, so a Chinese comma is already ",".
 */
const JOINS: Record<Family, RegExp> = {
  en: /\s*,\s*(?:and\s+|then\s+|and\s+then\s+)?|\s+and(?:\s+then)?\s+|\s+then\s+/gi,
  fr: /\s*,\s*(?:et\s+|puis\s+|et\s+puis\s+)?|\s+et(?:\s+puis)?\s+|\s+puis\s+/gi,
  es: /\s*,\s*(?:y\s+|luego\s+|y\s+luego\s+)?|\s+y(?:\s+luego)?\s+|\s+luego\s+/gi,
  zh: /\s*,\s*(?:再|然后|然後|还有|還有)?\s*|\s*(?:和|还有|還有|然后|然後)\s*/g,
}

/** The day words of a clause, for the next clause that says none ("tomorrow maths at 7 and physics at 8"). */
export type DayOf = Pick<When, 'date' | 'dateFromWeekday' | 'period' | 'dates' | 'allDays'>

/** What a clause takes from the one before: its day, and its part of the day or am/pm for a bare hour. */
export interface Carried {
  day?: DayOf
  part?: When['part']
  meridiem?: 'am' | 'pm'
}

interface Clause {
  text: string
  when: When
}

/**
 * "maths tomorrow at 7pm and physics tomorrow at 8pm": two complete adds in one sentence. The text is
 * cut at a comma or a joining word only where each side has its own title and its own time or day;
 * a piece without them stays joined to its neighbour, so "maths and physics tomorrow at 7pm" (one
 * shared time) is still one event. Each clause is read as its own add, a clause without a day takes
 * the day said before it (or, before any, the first day said after it), and the reply lists every event on one line. Returns null when the
 * sentence is one add (or a clause is not a plain add): the caller reads the whole sentence.
 */
export function severalAdds(r: Reading, create: (r: Reading, carried: Carried) => InstructionResult): InstructionResult | null {
  const clauses = clausesOf(r)
  if (clauses.length < 2) return null
  const results: InstructionResult[] = []
  const owns = (c: Clause) => hasDay(c.when) || !!c.when.dates
  const dayOf = (c: Clause): DayOf => ({ date: c.when.date, dateFromWeekday: c.when.dateFromWeekday, period: c.when.period, dates: c.when.dates, allDays: c.when.allDays })
  // Clauses before the first day said take that day too ("maths at 7pm and physics at 8pm tomorrow").
  const first = clauses.find(owns)
  let day: DayOf | undefined = first && dayOf(first)
  let part: When['part']
  let meridiem: 'am' | 'pm' | undefined
  for (const c of clauses) {
    const own = owns(c)
    if (own) day = dayOf(c)
    // "tomorrow evening maths at 7 and physics at 8": the 8 is in the evening too.
    const result = create({ ...r, text: c.text }, { day: own ? undefined : day, part, meridiem })
    if (result.intent !== 'add' || result.operations.length === 0 || result.alternatives?.length) return null
    results.push(result)
    part = c.when.part ?? part
    meridiem = c.when.start?.meridiem ?? (c.when.part ? undefined : meridiem)
  }
  const operations: PlanOperation[] = results.flatMap((x) => x.operations)
  const events = operations.flatMap((o) => (o.op === 'create' ? [o.event] : []))
  // The preview's own "Add …" line, in the student's language: every event with its day and hours.
  return { intent: 'add', operations, reply: r.speak.texts('assistant.added', { list: r.speak.items(events) }) }
}

/** The sentence cut into clauses that each have a title and a time or day of their own. */
function clausesOf(r: Reading): Clause[] {
  // Cut points: [start, end) of each joining match, in order.
  const cuts = [...r.text.matchAll(JOINS[r.family])].filter((m) => m[0] && m.index > 0 && m.index + m[0].length < r.text.length)
  if (!cuts.length) return []
  const bounds = [0, ...cuts.flatMap((m) => [m.index, m.index + m[0].length]), r.text.length]
  // A piece that is not a whole add joins the next one; a last piece that is not joins the one before.
  const clauses: { from: number; to: number }[] = []
  let from = 0
  for (let i = 0; i < bounds.length; i += 2) {
    const to = bounds[i + 1]
    const last = i + 2 >= bounds.length
    if (complete(r, r.text.slice(from, to))) {
      clauses.push({ from, to })
      if (!last) from = bounds[i + 2]
    } else if (last && clauses.length) clauses[clauses.length - 1].to = to
  }
  const out: Clause[] = []
  for (const c of clauses) {
    const text = r.text.slice(c.from, c.to)
    const when = complete(r, text)
    if (!when) return []
    out.push({ text, when })
  }
  return out
}

/** The clause's when, if it says a title and a time or day of its own; null otherwise. */
function complete(r: Reading, text: string): When | null {
  const scanner = new Scanner(text)
  const when = readWhen({ ...r, text }, scanner, true)
  if (when.problem || when.repeat || (!hasTime(when) && !hasDay(when) && !when.dates)) return null
  scanner.scan(SCOPE_FILLER[r.family])
  scanner.scan(ADD_WORDS[r.family])
  return titleOf(scanner, r.family) ? when : null
}
