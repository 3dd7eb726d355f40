import { LANGS, type Lang } from '@contract/common'
import { MAX_INSTRUCTION_LENGTH } from '@contract/study-plan'
import { handleAsk } from './handlers/ask'
import { handleDelete, handleMove } from './handlers/change'
import { handleCreate } from './handlers/create'
import { DELETE_WORDS, LIST_WORDS, MOVE_WORDS, QUESTION_WORDS, STRONG_ADD_WORDS } from './intent-words'
import { detectLanguage } from './language'
import type { InstructionContext, InstructionResult } from './operations'
import { answer, type Reading } from './reading'
import { Speaker } from './replies'
import { courseTerms } from './subject'
import { fold, normalizeInput } from './text'
import { familyOf } from './when/types'
import { isValidZone } from './zone'

export { MAX_INSTRUCTION_LENGTH }

/**
 * Turns a plain-language instruction about the study plan into operations, offline. Pure: reads
 * only `ctx`, never throws; whatever it cannot read becomes intent 'unknown' with a reply saying so.
 */
export function parseInstruction(text: string, ctx: InstructionContext): InstructionResult {
  const fallbackLang: Lang = (LANGS as readonly string[]).includes(ctx?.lang) ? ctx.lang : 'en'
  const zone = ctx && typeof ctx.timeZone === 'string' && isValidZone(ctx.timeZone) ? ctx.timeZone : 'UTC'
  const fallback = new Speaker(fallbackLang, zone)
  if (typeof text !== 'string' || !text.trim()) return answer('unknown', fallback.say('empty'))
  if (text.length > MAX_INSTRUCTION_LENGTH) return answer('unknown', fallback.say('tooLong', { max: MAX_INSTRUCTION_LENGTH }))
  const input = normalizeInput(text)
  const lang = detectLanguage(input, fallbackLang)
  const speak = new Speaker(lang, zone)
  if (!/[\p{L}]/u.test(input) || !(ctx.now instanceof Date) || Number.isNaN(ctx.now.getTime())) return answer('unknown', speak.say('unknown'))

  const reading: Reading = {
    text: input,
    lang,
    family: familyOf(lang),
    ctx: { ...ctx, timeZone: zone, events: Array.isArray(ctx.events) ? ctx.events : [] },
    terms: courseTerms(Array.isArray(ctx.courses) ? ctx.courses : []),
    speak,
  }
  try {
    return route(reading)
  } catch {
    // A bug in a recogniser must not take the instruction bar down: the student can rephrase.
    return answer('unknown', speak.say('unknown'))
  }
}

/** Order matters: "can you move maths to Friday?" is a move, "¿qué tengo?" a question. */
function route(r: Reading): InstructionResult {
  const folded = fold(r.text)
  const f = r.family
  if (DELETE_WORDS[f].test(folded)) return handleDelete(r)
  if (MOVE_WORDS[f].test(folded)) return handleMove(r)
  if (STRONG_ADD_WORDS[f].test(folded)) return handleCreate(r)
  if (QUESTION_WORDS[f].test(folded) || LIST_WORDS[f].test(folded)) return handleAsk(r)
  return handleCreate(r)
}
