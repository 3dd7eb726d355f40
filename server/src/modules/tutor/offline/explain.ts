import type { Lang } from '@contract/common'
import { textsIn } from '../../../i18n/translate'
import { foldAccents } from './folding'
import { PHRASES } from './phrases'
import { why } from './phrases/why'
import { display, hintText, localDecimals, words } from './render'
import type { Step } from './steps'
import type { HelpLevel } from './types'
import { solveQuestion } from './pipeline'

/**
 * A student's question about the solution ("why do we add 7 to both sides?", "pourquoi on
 * divise par 3 ?", "为什么要两边平方？"): the step they ask about — found by the numbers and words
 * they use — and why it is taken. Below the full-solution rung the last step's maths (which is the
 * answer) is not shown.
 */
export interface ExplainOptions {
  lang: Lang
  level: HelpLevel
}


/** The numbers and word stems (5 letters) of a text, or its Chinese character pairs. */
function cues(text: string): Set<string> {
  const t = foldAccents(text.replace(/\\[a-z]+/gi, ' '))
  const out = new Set<string>()
  for (const n of t.match(/\d+(?:[.,]\d+)?/g) ?? []) out.add(`#${n.replace(',', '.')}`)
  for (const w of t.match(/[a-z]{4,}/g) ?? []) out.add(w.slice(0, 5))
  for (const run of t.match(/[\u3400-\u9fff]+/g) ?? []) for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2))
  return out
}

function bestStep(steps: Step[], message: string, lang: Lang): number {
  const asked = cues(message)
  let best = 0
  let bestScore = 0
  steps.forEach((st, i) => {
    const own = cues(`${words(PHRASES[lang], st)} ${st.math.join(' ')}`)
    const score = [...asked].reduce((n, c) => n + (own.has(c) ? (c.startsWith('#') ? 2 : 1) : 0), 0)
    if (score > bestScore) [best, bestScore] = [i, score]
  })
  return best
}

export function explainStep(question: string, message: string, opts: ExplainOptions): string | null {
  const read = solveQuestion(question, opts.lang)
  const steps = read?.solved.steps.filter((s) => s.k !== 'alreadySimple') ?? []
  if (!read || steps.length === 0) return null
  const L = PHRASES[opts.lang]
  const i = bestStep(steps, message, opts.lang)
  const st = steps[i]
  const showMaths = opts.level === 'solution' || i < steps.length - 1
  const head = [`**${L.label.step(i + 1)}** ${words(L, st)}`, ...(showMaths ? st.math.map(display) : [])].join('\n\n')
  const say = textsIn(opts.lang, 'tutor')
  const text = [say('explain.intro'), head, why(opts.lang, st.k, st.p), say('explain.next')].join('\n\n')
  return localDecimals(opts.lang, text)
}

/** The hint for a question (no restatement, no opener): what to try next. */
export function nextHint(question: string, lang: Lang): string | null {
  const read = solveQuestion(question, lang)
  return read ? localDecimals(lang, `**${PHRASES[lang].label.hint}${PHRASES[lang].colon}** ${hintText(PHRASES[lang], read.solved)}`) : null
}

/** The first step of the worked solution, shown when hints were not enough (its maths hidden if it is the answer). */
export function firstStep(question: string, lang: Lang): string | null {
  const read = solveQuestion(question, lang)
  const steps = read?.solved.steps.filter((s) => s.k !== 'alreadySimple') ?? []
  if (!read || steps.length === 0) return null
  const L = PHRASES[lang]
  const st = steps[0]
  return localDecimals(lang, [`**${L.label.step(1)}** ${words(L, st)}`, ...(steps.length > 1 ? st.math.map(display) : [])].join('\n\n'))
}
