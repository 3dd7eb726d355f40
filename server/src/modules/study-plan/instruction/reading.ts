import type { Lang } from '@contract/common'
import { FILLER_WORDS, GENERIC_WORDS, STOP_WORDS } from './intent-words'
import type { InstructionContext, InstructionResult } from './operations'
import type { Speaker } from './replies'
import { contentWords, findActivity, findCourse, findKind, withoutKindWords, withoutNames, type CourseTerm, type Subject } from './subject'
import { fold, isHan, type Scanner } from './text'
import { extractWhen } from './when/extract'
import type { Family, Problem, When } from './when/types'
import { localMoment, type LocalDate } from '../../../lib/time'

/** One instruction being read: its language and everything the handlers share. */
export interface Reading {
  text: string
  lang: Lang
  family: Family
  ctx: InstructionContext
  terms: CourseTerm[]
  speak: Speaker
}

export const today = (r: Reading): LocalDate => localMoment(r.ctx.now, r.ctx.timeZone).date

/** `lists`: several days may be said (a new event on each of them). */
export const readWhen = (r: Reading, scanner: Scanner, lists = false): When =>
  extractWhen(scanner, { now: r.ctx.now, zone: r.ctx.timeZone, family: r.family, lists })

export const answer = (intent: InstructionResult['intent'], reply: string, extra: Partial<InstructionResult> = {}): InstructionResult => ({
  intent,
  operations: [],
  ...extra,
  reply,
})

const PROBLEM_REPLIES = { date: 'problemDate', time: 'problemTime', repeat: 'problemRepeat', count: 'problemCount', duration: 'problemDuration' } as const

/** A question back about something that cannot be ("April 31", "26:00"): nothing changes. */
export const problemAnswer = (r: Reading, intent: InstructionResult['intent'], problem: Problem): InstructionResult =>
  answer(intent, r.speak.say(PROBLEM_REPLIES[problem.kind], { said: problem.said }))

const EDGE_PUNCTUATION = /^[\s,.;:!?¿¡'"«»“”「」『』（）()、，。；：！？-]+|[\s,.;:!?¿¡'"«»“”「」『』（）()、，。；：！？-]+$/g

/** What is left of the instruction once times and verbs are consumed: the event's own words. */
export function titleOf(scanner: Scanner, family: Family): string {
  scanner.scan(FILLER_WORDS[family])
  const stop = STOP_WORDS[family]
  if (family === 'zh') {
    let t = scanner.leftovers().join('').replace(EDGE_PUNCTUATION, '')
    const stops = [...stop].sort((a, b) => b.length - a.length)
    for (let changed = true; changed; ) {
      changed = false
      for (const s of stops) {
        if (t.startsWith(s)) {
          t = t.slice(s.length)
          changed = true
        }
        if (t.endsWith(s)) {
          t = t.slice(0, -s.length)
          changed = true
        }
      }
      t = t.replace(EDGE_PUNCTUATION, '')
    }
    return withoutEcho(t).slice(0, 100)
  }
  const tokens = scanner.leftovers().join(' ').replace(EDGE_PUNCTUATION, '').split(/\s+/).filter(Boolean)
  // A token that is only punctuation ("," of "the maths exam lasts 2 hours, add it") is an edge too.
  const isStop = (tok: string) => {
    const bare = fold(tok).replace(EDGE_PUNCTUATION, '')
    return !bare || stop.has(bare)
  }
  while (tokens.length && isStop(tokens[0])) tokens.shift()
  while (tokens.length && isStop(tokens[tokens.length - 1])) tokens.pop()
  // "l'examen de chimie dure 2 heures": the title is "Examen de chimie", as "le contrôle" is "Contrôle".
  if (family === 'fr' && tokens.length && /^l'./i.test(tokens[0])) tokens[0] = tokens[0].slice(2)
  const title = tokens.join(' ').replace(EDGE_PUNCTUATION, '').slice(0, 100)
  return title.charAt(0).toLocaleUpperCase() + title.slice(1)
}

/**
 * "写作文，写四十五分钟" leaves "写作文，写" once the length is read: a last clause that only
 * repeats a verb of the title ("写", "复习") said the length, and goes with it.
 */
function withoutEcho(title: string): string {
  let t = title
  for (let cut = lastSeparator(t); cut > 0; cut = lastSeparator(t)) {
    const last = t.slice(cut + 1).trim()
    const before = t.slice(0, cut)
    if (last.length > 2 || ![...last].every((ch) => before.includes(ch))) break
    t = before.replace(EDGE_PUNCTUATION, '')
  }
  return t
}

const lastSeparator = (t: string) => Math.max(...[',', '，', ';', '；'].map((s) => t.lastIndexOf(s)))

/** The course, kind, activity and other words of a title, for finding events. */
export function subjectOf(title: string, family: Family, terms: CourseTerm[]): Subject {
  const folded = fold(title)
  const subject: Subject = { courseId: findCourse(folded, terms)?.id ?? null, kind: findKind(folded, family), activity: findActivity(folded), words: [] }
  const stop = STOP_WORDS[family]
  let rest = withoutKindWords(withoutNames(folded, terms), family)
  if (family === 'zh') for (const s of [...stop, ...GENERIC_WORDS]) if (isHan(s[0]) && s.length > 1) rest = rest.split(s).join(' ')
  subject.words = contentWords(rest, (w) => stop.has(w) || GENERIC_WORDS.has(w))
  return subject
}
