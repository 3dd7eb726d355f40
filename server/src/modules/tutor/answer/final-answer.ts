import { LANGS, type Lang } from '@contract/common'
import { textsIn } from '../../../i18n/translate'
import { braced } from './latex'

/**
 * The one marked final answer of a model's reply. The tutor's prompt (prompt.ts) asks for a line
 * starting with the final-answer label of the reply's language, written once, with any practice
 * exercise after it under its own label; this parser reads exactly that. The whole reply is
 * scanned (it is capped before it gets here). A reply without the label is read only when it has
 * a single \boxed{} value outside the practice part; several different boxed values with no label
 * are not read.
 * The labels are in locales/<lang>/tutor.json (finalLabel, practiceLabel).
 */
export const finalLabel = (lang: Lang): string => textsIn(lang, 'tutor')('finalLabel')
export const practiceLabel = (lang: Lang): string => textsIn(lang, 'tutor')('practiceLabel')

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const any = (labels: string[]) => labels.map(escape).join('|')
// Models do not always keep to the label they were asked for: the plain "Answer" of each language
// is a final answer too, and the usual headings of a practice part end the part that is read.
const OTHER_FINAL = ['Final Answer', 'Respuesta Final', 'Réponse Finale', 'Answer', 'Réponse', 'Respuesta', '答案', '答']
const OTHER_PRACTICE = [
  'Practice exercise', 'Try this', 'Try it', 'Your turn', 'Similar exercise', 'Now you try',
  'À toi', 'Exercice similaire', "Entraîne-toi", 'Inténtalo', 'Ejercicio similar', 'Ahora tú',
  '试一试', '試一試', '举一反三', '舉一反三', '练习', '練習', '类似题', '類似題',
]
const FINAL_LINE = new RegExp(`^[\\s>#*_-]*(?:${any([...LANGS.map((l) => finalLabel(l)), ...OTHER_FINAL])})[\\s*_]*[:：][\\s*_]*(.*)$`, 'i')
const FINAL_INLINE = new RegExp(`\\*\\*(?:${any([...LANGS.map((l) => finalLabel(l)), ...OTHER_FINAL])})\\s*[:：]\\s*\\*\\*[\\s*_]*(.*)$`, 'i')
// A heading alone on its line ("### Try this", "**试一试**") or a label before a colon or a space.
const PRACTICE_LINE = new RegExp(`^[\\s>#*_-]*(?:${any([...LANGS.map((l) => practiceLabel(l)), ...OTHER_PRACTICE])})(?=$|[\\s*_:：!！,，.。])`, 'i')
/** Words that say the model is not sure: such an answer is never badged verified. */
const HEDGE = /\b(?:maybe|probably|perhaps|i think|not sure|might be|peut-être|probablement|je pense|quizás|quizá|tal vez|probablemente|creo que)\b|可能|也许|也許|大概|或许|或許|不确定|不確定/i

export interface FinalAnswers {
  /** every marked final answer, in order (more than one when the model corrected itself) */
  answers: string[]
  hedged: boolean
}

export function finalAnswers(reply: string): FinalAnswers {
  const lines = reply.split(/\r?\n/)
  const practice = lines.findIndex((l) => PRACTICE_LINE.test(l))
  const body = practice < 0 ? lines : lines.slice(0, practice)
  const answers: string[] = []
  body.forEach((line, i) => {
    // The label starts the line, or (bold) follows a correction on the same line.
    const m = line.match(FINAL_LINE) ?? line.match(FINAL_INLINE)
    if (!m) return
    // "**Final answer:**" alone on its line: the answer is on the next one.
    const text = (m[1].trim() || body.slice(i + 1).find((l) => l.trim())?.trim() || '').replace(/^[*_\s]+|[*_\s]+$/g, '')
    if (text) answers.push(text)
  })
  if (answers.length === 0) {
    // One boxed value, or the same one boxed again (a check that repeats it): several different
    // ones with no label (a correction, a hedge, an exercise) are not read.
    const boxed = [...new Set(boxedValues(body.join('\n')).map((b) => b.replace(/\s+/g, '')))]
    if (boxed.length === 1) answers.push(boxed[0])
  }
  return { answers, hedged: answers.some((a) => HEDGE.test(a)) }
}

function boxedValues(text: string): string[] {
  const out: string[] = []
  for (let at = text.indexOf('\\boxed'); at >= 0; at = text.indexOf('\\boxed', at + 1)) {
    const open = text.indexOf('{', at)
    const inner = open >= 0 ? braced(text, open) : null
    if (inner) out.push(inner.content)
  }
  return out
}
