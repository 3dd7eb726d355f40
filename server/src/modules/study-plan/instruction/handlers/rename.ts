import type { InstructionResult, OperationScope, PlanEventView } from '../operations'
import { answer, problemAnswer, subjectOf, type Reading } from '../reading'
import { addressAt, findTargets } from '../targets'
import { kindOf } from '../subject'
import { fold } from '../text'
import type { Family } from '../when/types'
import { decideScope, explain, hintsOf, readSource } from './edit'

/**
 * Renaming and resizing an event the student has, through the same update operation as a move:
 * "rename physics revision to physics mock exam", "renomme … en …", "cambia el nombre del … a …",
 * "把物理复习改名为物理模拟考"; "make the physics revision 2 hours long", "la révision de physique
 * dure 2 heures", "haz que … dure 2 horas", "把物理复习改成两个小时". The event is found as for a
 * move: several that fit, or none, is a question and nothing changes.
 */

type Words = Record<Family, RegExp[]>

/** Group 1 names the event, group 2 the new title (both on folded text, same indexes as the original). */
const RENAME: Words = {
  en: [/\b(?:rename|re-name|retitle)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/, /\bchange\s+the\s+(?:name|title)\s+of\s+(.+?)\s+to\s+(.+)$/],
  fr: [/\brenomm\w*\s+(.+?)\s+(?:en|comme|par)\s+(.+)$/, /\bchang\w*\s+(?:le\s+)?(?:nom|titre)\s+(?:de\s+|du\s+|d')(.+?)\s+(?:en|par|pour)\s+(.+)$/],
  es: [/\brenombr\w*\s+(.+?)\s+(?:como|a|por)\s+(.+)$/, /\bcambi\w*\s+el\s+(?:nombre|titulo)\s+(?:de\s+|del\s+)(.+?)\s+(?:a|por|como)\s+(.+)$/],
  zh: [
    /^(?:把|将)?(.+?)(?:的名字|的名称|的标题)?(?:改名为|改名叫|改名成|重命名为|重新命名为|命名为|更名为|名字改成|名字改为|名称改为|标题改为|改叫)(.+)$/,
    // "把物理复习叫做物理模拟考": with 把, the thing named comes first (handleRename asks when it is none of the student's events).
    /^(?:把|将)(.+?)(?:叫做|叫作|叫成|称为|称作)(.+)$/,
  ],
}

/** Words saying how long an event lasts; the length itself is a duration said with them. */
export const LENGTH_WORDS: Record<Family, RegExp> = {
  // "change physics revision to 2 hours": a change whose destination is only a length.
  // "last" only before a length ("last two hours"): "last Monday", "the last one" are no lengths.
  en: /\b(?:long|longer|shorter|lengthen|shorten|extend)\b|\blasts?\s+(?:for\s+)?[\w\s-]{0,24}?\b(?:hours?|hrs?|minutes?|mins?)\b|\b(?:change|set)\b(?=.*\bto\s+[\w\s.-]*?\b(?:hours?|hrs?|minutes?|mins?)\s*(?:long)?\s*[.!]?\s*$)/,
  fr: /\b(?:dure|durer|durera|rallong\w*|raccourci\w*|prolong\w*)\b/,
  es: /\b(?:dure|durar|dura|durara|alarg\w*|acort\w*)\b/,
  zh: /(?:改成|改为|调成|调为|变成|延长到|延长至|缩短到|缩短至|缩短为|延长为)\s*(?:\d+|[零一二两三四五六七八九十]+)?\s*(?:个)?\s*半?\s*(?:小时|钟头|分钟)|延长|缩短/,
}
const LENGTH_VERBS: Record<Family, RegExp> = {
  en: /\b(?:make|makes|set|change|lengthen|shorten|extend|long|longer|shorter|last|lasts|to|by)\b/,
  fr: /\b(?:fais|faire|rends|dure|durer|durera|rallong\w*|raccourci\w*|prolong\w*|de\s+plus|de\s+moins|a)\b/,
  es: /\b(?:haz|hacer|haga|que|dure|durar|dura|durara|alarg\w*|acort\w*|mas|menos|a)\b/,
  zh: /改成|改为|调成|调为|变成|延长到|延长至|缩短到|缩短至|缩短为|延长为|延长|缩短|把|将/,
}
/** A length said as a change ("30 minutes longer", "by 30 minutes", "延长半小时"), not as the new length. */
const BY_HOW_MUCH: Record<Family, RegExp> = {
  en: /\b(?:longer|shorter)\b|\b(?:lengthen|shorten|extend)\b.*\bby\b/,
  fr: /\bde\s+(?:plus|moins)\b|\b(?:rallong|raccourci|prolong)\w*\b(?!.*\b(?:a|jusqu'a)\s)/,
  es: /\b(?:mas|menos)\b|\b(?:alarg|acort)\w*\b(?!.*\b(?:a|hasta)\s)/,
  zh: /(?:延长|缩短)(?!\s*(?:到|至|为))/,
}
const SHORTER: Record<Family, RegExp> = { en: /\b(?:shorter|shorten)\b/, fr: /\b(?:raccourci\w*|de\s+moins)\b/, es: /\b(?:acort\w*|menos)\b/, zh: /缩短/ }

export function renameParts(r: Reading): { source: string; title: string } | null {
  const folded = fold(r.text)
  for (const re of RENAME[r.family]) {
    const m = re.exec(folded)
    if (!m) continue
    const start = m.index + m[0].length - m[2].length
    const title = r.text.slice(start).replace(/^[\s"'«»“”「」『』:：]+|[\s"'«»“”「」『』.!。！]+$/g, '')
    const source = r.text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)
    if (title) return { source, title: r.family === 'zh' ? title : title.charAt(0).toLocaleUpperCase() + title.slice(1) }
  }
  return null
}

/** "call X Y" with nothing between the event and its new name: the verb, then both (group 1). */
const CALL: Record<Exclude<Family, 'zh'>, RegExp> = {
  en: /^(?:please\s+)?(?:call|name)\s+(.+)$/,
  fr: /^(?:(?:tu\s+)?(?:peux|pourrais)\s+)?(?:appelle|appeler|nomme|nommer)\s+(.+)$/,
  es: /^(?:(?:puedes\s+)?)?(?:llama|llamar|nombra|nombrar)\s+(.+)$/,
}

/**
 * "call physics revision physics mock exam", "appelle la dissertation d'histoire exposé d'histoire",
 * "llama al repaso de física simulacro de física": the event is the shortest run of words that finds
 * exactly one of the student's events, lengthened (while it still finds that same event and no word
 * comes twice) up to the last word that says more about it ("physics revision | physics mock exam",
 * "le piano | cours de piano"); the rest is the new name. Only a
 * name about the same thing (a course, an activity or a word of the event's title: not "call the
 * physics teacher") renames; otherwise null, and the instruction is read another way ("call mum at
 * 6pm" adds an event).
 */
export function callRename(r: Reading): InstructionResult | null {
  if (r.family === 'zh') return null
  const folded = fold(r.text)
  const m = CALL[r.family].exec(folded)
  if (!m) return null
  const at = m.index + m[0].length - m[1].length
  const words = [...r.text.slice(at).matchAll(/\S+/g)].map((w) => ({ start: at + w.index, end: at + w.index + w[0].length, folded: fold(w[0]) }))
  const source = (n: number) => readSource(r, r.text.slice(words[0].start, words[n - 1].end), /(?!)/)
  const only = (n: number): PlanEventView | null => {
    const src = source(n)
    // A time word is no part of an event's name here ("evening" in "call reading evening reading").
    const w = src.when
    if (w.problem || w.date || w.dates || w.start || w.period || w.part || w.repeat || w.durationMin !== undefined) return null
    const found = findTargets({ subject: src.subject, when: src.when, all: false, family: r.family }, r.ctx, r.terms)
    return found.found === 'one' ? found.event : null
  }
  /** What a run of words says about the event (its kind is left out: "cours" in "le piano cours de piano" names nothing more). */
  const said = (n: number) => {
    const s = source(n).subject
    return JSON.stringify([s.courseId, s.activity, s.words])
  }
  for (let n = 1; n < words.length; n++) {
    const event = only(n)
    if (!event) continue
    const owner = event.series_id ?? event.id
    const titleWords = new Set(fold(event.title).split(/[^\p{L}\d]+/u))
    // Lengthened up to the last word that says more about this same event (a word of its title, or a
    // course, activity or word it still fits); words in between ("de", "the") come along with it.
    let end = n
    for (let k = n + 1; k < words.length; k++) {
      if (words.slice(0, k - 1).some((w) => w.folded === words[k - 1].folded)) break
      const longer = only(k)
      if (!longer || (longer.series_id ?? longer.id) !== owner) break
      if (titleWords.has(words[k - 1].folded) || said(k) !== said(end)) end = k
    }
    const title = r.text.slice(words[end].start).replace(/[\s"'«»“”.!]+$/g, '').replace(/^["'«»“”]+/, '')
    const named = subjectOf(fold(title), r.family, r.terms)
    const related = named.courseId !== null || named.activity !== null || fold(title).split(/[^\p{L}\d]+/u).some((w) => w.length > 2 && titleWords.has(w))
    if (!title || !related) return null
    return handleRename(r, { source: r.text.slice(words[0].start, words[end - 1].end), title: title.charAt(0).toLocaleUpperCase() + title.slice(1) })
  }
  return null
}

/** Same single event or habit as a move names: a day said is that occurrence, else the whole event. */
function target(r: Reading, source: string, verbs: RegExp): { event: PlanEventView; scope: OperationScope; alternative?: OperationScope } | InstructionResult {
  const src = readSource(r, source, verbs)
  if (src.when.problem) return problemAnswer(r, 'move', src.when.problem)
  const found = findTargets({ subject: src.subject, when: { ...src.when, durationMin: undefined }, all: false, family: r.family }, r.ctx, r.terms)
  const unclear = explain(r, 'move', found, src.what, src.when)
  if (unclear) return unclear
  if (found.found !== 'one') return answer('move', r.speak.say('whichEvent'))
  return { event: found.event, ...decideScope(found.event, hintsOf(r), src.when, {}, 'move') }
}

export function handleRename(r: Reading, parts: { source: string; title: string }): InstructionResult {
  const t = target(r, parts.source, /(?!)/)
  if (!('event' in t)) return t
  const e = t.event
  // A new name is for the event as a whole unless a day was said for it.
  const scope: OperationScope = t.scope === 'occurrence' && !t.alternative ? 'occurrence' : 'series'
  return {
    intent: 'move',
    operations: [{ op: 'update', ...addressAt(e, scope), patch: { title: parts.title } }],
    // The kind stays: a new name naming an exam does not make a study block an exam (countdowns,
    // tactics and review planning would take it up silently); the reply says so and how to add one.
    reply: r.speak.say(e.kind !== 'exam' && kindOf(fold(parts.title), r.family) === 'exam' ? 'renameNotExam' : 'rename', { from: e.title, to: parts.title }),
  }
}

/** null when no length was said (the instruction is read another way). */
export function handleLength(r: Reading): InstructionResult | null {
  const src = readSource(r, r.text, LENGTH_VERBS[r.family])
  const minutes = src.when.durationMin
  if (minutes === undefined || src.when.start || src.when.repeat) return null
  const t = target(r, r.text, LENGTH_VERBS[r.family])
  if (!('event' in t)) return t
  const e = t.event
  if (e.all_day) return answer('move', r.speak.say('needDestination', { title: e.title }))
  const folded = fold(r.text)
  const by = BY_HOW_MUCH[r.family].test(folded) ? (SHORTER[r.family].test(folded) ? -minutes : minutes) : null
  const end = by === null ? Date.parse(e.start_at) + minutes * 60_000 : Date.parse(e.end_at) + by * 60_000
  if (end <= Date.parse(e.start_at)) return answer('move', r.speak.say('needDestination', { title: e.title }))
  const span = { start_at: e.start_at, end_at: new Date(end).toISOString(), all_day: false }
  const op = (scope: OperationScope) => ({ op: 'update' as const, ...addressAt(e, scope), patch: { start_at: span.start_at, end_at: span.end_at } })
  const reply = r.speak.say('resize', { title: e.title, from: r.speak.when(e), to: r.speak.when(span) })
  const result: InstructionResult = { intent: 'move', operations: [op(t.scope)], reply }
  if (t.alternative) result.alternatives = [{ scope: t.alternative, operations: [op(t.alternative)], reply }]
  return result
}
