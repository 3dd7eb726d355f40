import { LANGS, type Lang } from '@contract/common'
import { MAX_INSTRUCTION_LENGTH } from '@contract/study-plan'
import { handleAsk } from './handlers/ask'
import { handleDelete } from './handlers/delete'
import { handleCreate } from './handlers/create'
import { handleMove } from './handlers/move'
import { callRename, handleLength, handleRename, LENGTH_WORDS, renameParts } from './handlers/rename'
import { DELETE_WORDS, LIST_WORDS, MOVE_WORDS, QUESTION_WORDS, STRONG_ADD_WORDS } from './intent-words'
import { detectLanguage, languageScore } from './language'
import type { InstructionContext, InstructionResult } from './operations'
import { answer, type Reading } from './reading'
import { Speaker } from './replies'
import { NEW_THING_WORDS, PUT_MARKERS, PUT_WORDS } from './scope-words'
import { correctSpelling, knownWords } from './spelling'
import { courseTerms, NAMED_WORDS } from './subject'
import { fold, normalizeInput } from './text'
import { AFTER_CLASS } from './when/extract'
import { familyOf } from './when/types'
import { isTimeZone } from '../../../lib/time'
import { charLength } from '../../../lib/text'

export { MAX_INSTRUCTION_LENGTH }

/** Course synonyms and activity words, known to the spelling corrector in every parse. */
const NAMED_KNOWN = knownWords(NAMED_WORDS)

/**
 * Turns a plain-language instruction about the study plan into operations, offline. Pure: reads
 * only `ctx`. Whatever it cannot read (any text, any malformed context) becomes intent 'unknown'
 * with a reply saying so; it throws only on a bug in a recogniser, which the caller must not hide.
 */
export function parseInstruction(text: string, ctx: InstructionContext): InstructionResult {
  const fallbackLang: Lang = (LANGS as readonly string[]).includes(ctx?.lang) ? ctx.lang : 'en'
  const zone = ctx && typeof ctx.timeZone === 'string' && isTimeZone(ctx.timeZone) ? ctx.timeZone : 'UTC'
  const fallback = new Speaker(fallbackLang, zone)
  if (typeof text !== 'string' || !text.trim()) return answer('unknown', fallback.say('empty'))
  if (charLength(text) > MAX_INSTRUCTION_LENGTH) return answer('unknown', fallback.say('tooLong', { max: MAX_INSTRUCTION_LENGTH }))
  const events = Array.isArray(ctx.events) ? ctx.events : []
  const courses = Array.isArray(ctx.courses) ? ctx.courses : []
  const known = knownWords([...courses.flatMap((c) => Object.values(c.name)), ...events.map((e) => e.title)], NAMED_KNOWN)
  const { lang, input } = readLanguage(normalizeInput(text), fallbackLang, known)
  const speak = new Speaker(lang, zone)
  if (!/[\p{L}]/u.test(input) || !(ctx.now instanceof Date) || Number.isNaN(ctx.now.getTime())) return answer('unknown', speak.say('unknown'))

  const reading: Reading = {
    text: input,
    lang,
    family: familyOf(lang),
    ctx: { ...ctx, timeZone: zone, events },
    terms: courseTerms(courses),
    speak,
  }
  // No catch here: "not understood" is a result (intent 'unknown'), a thrown error is a bug. It
  // reaches the route's error handler, which logs it with the request id and answers INTERNAL,
  // instead of telling the student to rephrase a sentence the parser crashed on.
  return route(reading)
}

/** Order matters: "can you move maths to Friday?" is a move, "¿qué tengo?" a question. */
function route(r: Reading): InstructionResult {
  const folded = fold(r.text)
  const f = r.family
  const rename = renameParts(r)
  if (rename) return handleRename(r, rename)
  const called = callRename(r)
  if (called) return called
  // "after class" is read for a new event only (create.ts); a change, delete or question said with it
  // is asked back, never read without it ("delete everything after class on Friday" is not all Friday).
  const afterClass = AFTER_CLASS[f].test(folded)
  const edit = (intent: InstructionResult['intent']) => answer(intent, r.speak.say('afterClassEdit'))
  if (DELETE_WORDS[f].test(folded)) return afterClass ? edit('delete') : handleDelete(r)
  // "make the physics revision 2 hours long", "把物理复习改成两个小时": a new length, not a shift.
  const length = LENGTH_WORDS[f].test(folded) ? handleLength(r) : null
  if (length) return length
  if (MOVE_WORDS[f].test(folded)) return afterClass ? edit('move') : handleMove(r)!
  const put = PUT_WORDS[f].exec(folded)
  if (put && !afterClass && !NEW_THING_WORDS[f].test(sourcePart(folded, put, PUT_MARKERS[f]))) {
    // "put the physics revision at 6pm" moves it; "put a revision at 6pm" (or a name we do not have) adds.
    const moved = handleMove(r, { verbs: PUT_WORDS, markers: PUT_MARKERS, orCreate: true })
    if (moved) return moved
  }
  if (STRONG_ADD_WORDS[f].test(folded)) return handleCreate(r)
  if (QUESTION_WORDS[f].test(folded) || LIST_WORDS[f].test(folded)) return afterClass ? edit('list') : handleAsk(r)
  return handleCreate(r)
}

/** The words between a put verb and where its destination starts ("put [a maths revision] on Friday"). */
function sourcePart(folded: string, verb: RegExpExecArray, markers: RegExp): string {
  const after = folded.slice(verb.index + verb[0].length)
  const marker = markers.exec(after)
  return marker ? after.slice(0, marker.index) : after
}

/**
 * The instruction's language and its text with typos corrected. Typos can hide the language
 * ("cancle tomorows chemestry" has no English word left), so a Latin-script text is also read
 * corrected as each of the other languages, and the reading that recognises most wins.
 */
export function readLanguage(raw: string, hint: Lang, known: Map<string, string>): { lang: Lang; input: string } {
  const lang = detectLanguage(raw, hint)
  if (lang === 'zh-Hans' || lang === 'zh-Hant') return { lang, input: correctSpelling(raw, 'zh', known) }
  let best = { lang: lang as Lang, input: correctSpelling(raw, lang, known) }
  let bestScore = languageScore(best.input, lang)
  for (const other of ['en', 'fr', 'es'] as const) {
    if (other === lang) continue
    const input = correctSpelling(raw, other, known)
    const score = languageScore(input, other)
    if (score > bestScore) [best, bestScore] = [{ lang: other, input }, score]
  }
  return best
}
