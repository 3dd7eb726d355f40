import type { Lang } from '@contract/common'
import { MAX_QUESTION_LENGTH } from '../limits'
import type { Problem } from '../types'
import { whole, type Tok } from './cursor'
import { arithmeticFrame, simplifyFrame } from './frame-arithmetic'
import { derivativeFrame, evaluateAtFrame, functionValueFrame } from './frame-functions'
import { lineFrame } from './frame-lines'
import { percentFrame } from './frame-percent'
import { priceFrame } from './frame-prices'
import { relationFrame } from './frame-relations'
import { tokenize } from './items'
import { mathItems, numberOf } from './maths'
import { charLength } from '../../../../lib/text'

/**
 * The offline engine's reader: the whole question, or nothing. Every word must have a role and
 * every piece of maths a place in one frame (an equation and its conditions, a value at a point,
 * a percentage change…); a word it does not know, maths it cannot read, or a part no frame takes
 * makes it decline, so it never answers a neighbouring question.
 */
const FRAMES = [relationFrame, evaluateAtFrame, functionValueFrame, derivativeFrame, lineFrame, percentFrame, simplifyFrame, arithmeticFrame]

export function readQuestion(question: string, lang: Lang): Problem | null {
  if (typeof question !== 'string' || charLength(question) > MAX_QUESTION_LENGTH) return null
  const items = tokenize(question, lang)
  if (!items) return null
  const toks: Tok[] = []
  for (const item of items) {
    if (item.t === 'sep') toks.push({ t: 'sep' })
    else if (item.t === 'role') toks.push({ t: 'role', role: item.role, text: item.text })
    else
      for (const part of mathItems(item.text)) {
        if ('math' in part) toks.push({ t: 'math', m: part.math })
        else toks.push({ t: 'role', role: 'askValue' in part ? 'VALUE_Q' : 'COND', text: '' })
      }
  }
  const cleaned = tidy(toks)
  if (!cleaned) return null
  // A word it does not know (an ITEM) is read only as the thing priced, by the price frames.
  const frames = cleaned.some((t) => t.t === 'role' && t.role === 'ITEM') ? [priceFrame] : [...FRAMES, priceFrame]
  const readings = frames.map((frame) => whole(cleaned, frame)).filter((p): p is Problem => p !== null)
  // Two frames reading the same words differently: the question is ambiguous, so decline.
  if (readings.length > 1 && readings.some((p) => JSON.stringify(p) !== JSON.stringify(readings[0]))) return null
  return readings[0] ?? null
}

/**
 * Drops what never carries meaning (fillers, units after numbers, an exercise number in front,
 * "and check your answer" at the end) and refuses maths that could not be read.
 */
function tidy(toks: Tok[]): Tok[] | null {
  if (toks.some((t) => t.t === 'math' && t.m.kind === 'BAD')) return null
  let out = toks.filter((t) => !(t.t === 'role' && t.role === 'FILLER'))
  // "Page 12, exercise 3:", "第3题：", "Exercice 4 :"
  for (let changed = true; changed; ) {
    changed = false
    let i = 0
    while (out[i]?.t === 'role' && (out[i] as { role: string }).role === 'LABEL') i++
    const numbered = out[i]?.t === 'math' && (out[i] as { m: { kind: string } }).m.kind === 'NUM'
    if (i > 0 && numbered) {
      let j = i + 1
      while (out[j]?.t === 'role' && (out[j] as { role: string }).role === 'LABEL') j++
      while (out[j]?.t === 'sep') j++
      out = out.slice(j)
      changed = true
    }
  }
  // "… and check your answer"
  while (out.length && (isRole(out.at(-1), 'CHECK') || isRole(out.at(-1), 'ROOT') && isRole(out.at(-2), 'CHECK') || out.at(-1)?.t === 'sep')) {
    out = out.slice(0, -1)
    while (out.length && (out.at(-1)?.t === 'sep' || isRole(out.at(-1), 'AND'))) out = out.slice(0, -1)
  }
  while (out[0]?.t === 'sep') out = out.slice(1)
  // Units right after a number; degrees after sin 30 make it sin 30°.
  out = out.filter((t, k) => !(isRole(t, 'UNIT') && out[k - 1]?.t === 'math'))
  // A currency sign in front of a number ($40, €12).
  out = out.filter((t, k) => !(isRole(t, 'UNIT') && /^[€$£¥]$/.test((t as { text: string }).text) && out[k + 1]?.t === 'math'))
  out = out.flatMap((t, k) => {
    if (isRole(t, 'DEGREES') && out[k - 1]?.t === 'math') return []
    const next = out[k + 1]
    if (t.t !== 'math' || !isRole(next, 'DEGREES') || t.m.kind !== 'CONST') return [t]
    const e = t.m.expr
    const angle = e.t === 'fn' && ['sin', 'cos', 'tan'].includes(e.name) ? numberOf(e.a) : null
    return angle ? [{ t: 'math' as const, m: { kind: 'TRIG' as const, fn: (e as { name: 'sin' | 'cos' | 'tan' }).name, degrees: angle, radians: false } }] : [t]
  })
  out = out.filter((t, k, all) => !(t.t === 'sep' && all[k - 1]?.t === 'sep'))
  if (out.some((t) => isRole(t, 'LABEL') || isRole(t, 'CHECK') || isRole(t, 'UNIT') || isRole(t, 'DEGREES'))) return null
  return out.length ? out : null
}

const isRole = (t: Tok | undefined, role: string) => t?.t === 'role' && t.role === role
