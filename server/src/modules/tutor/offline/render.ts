import type { Lang } from '@contract/common'
import { PHRASES } from './phrases'
import type { Phrases, ToneId } from './phrases/types'
import type { Solved, Statement } from './solved'
import type { Step } from './steps'
import type { HelpLevel } from './types'

/** Words a solved problem for one language, tone and rung of the help ladder, as Markdown + LaTeX. */
export function render(...args: Parameters<typeof compose>): string {
  return localDecimals(args[2], compose(...args))
}

/** French and Spanish classrooms write 12,5: {,} keeps KaTeX from adding a space after the comma. */
export function localDecimals(lang: Lang, latex: string): string {
  return lang === 'fr' || lang === 'es' ? latex.replace(/(\d)\.(\d)/g, '$1{,}$2') : latex
}

function compose(s: Solved, level: HelpLevel, lang: Lang, toneId: number | undefined, seed: number, example?: Solved): string {
  const L = PHRASES[lang]
  const tone: ToneId = toneId === 2 || toneId === 3 || toneId === 4 ? toneId : 1
  const concise = tone === 4
  const out: string[] = []
  const open = L.tone.open[tone]
  if (open.length) out.push(open[seed % open.length])

  if (level === 'hint') {
    out.push(statement(L, s.statement))
    out.push(`**${L.label.hint}${L.colon}** ${hintText(L, s)}`)
    if (!concise) out.push(L.tryFirst)
    return out.join('\n\n')
  }
  if (level === 'example' && example) {
    out.push(`**${L.label.example}${L.colon}** ${statement(L, example.statement)}`)
    out.push(...steps(L, example.steps, concise))
    out.push(answer(L, example))
    out.push(`**${L.label.yourTurn}${L.colon}** ${L.yourTurn(statement(L, s.statement))}`)
    return out.join('\n\n')
  }
  out.push(statement(L, s.statement))
  out.push(...steps(L, s.steps, concise))
  out.push(answer(L, s))
  if (!concise) {
    for (const c of s.check) out.push(`${L.steps.check({})}\n\n${c.math.map(display).join('\n\n')}`)
    for (const n of s.notes) out.push(`*${L.label.note}${L.colon}* ${words(L, n)}\n\n${n.math.map(display).join('\n\n')}`)
    const close = L.tone.close[tone]
    if (close.length) out.push(close[seed % close.length])
  }
  return out.join('\n\n')
}

export const display = (m: string) => `$$${m}$$`

/** The question restated: what to do, then everything else it asks (conditions, which root, a second step). */
export function statement(L: Phrases, s: Statement): string {
  // Each key's phrase takes its own statement shape; the cast only joins the two sides of the lookup.
  const main = (L.statement[s.k] as (x: Statement) => string)(s)
  const g = s.goal
  if (!g) return main
  return `${main}${g.conditions ? L.goal.conditions(g.conditions) : ''}${g.pick ? L.goal.pick(g.pick === 'larger') : ''}${g.then ? L.goal.then(g.then) : ''}`
}

export function hintText(L: Phrases, s: Solved): string {
  return (L.hints[s.hint.k] as (p: unknown) => string)(s.hint.p)
}

export function words(L: Phrases, st: Step): string {
  return (L.steps[st.k] as (p: unknown) => string)(st.p)
}

function steps(L: Phrases, list: Step[], concise: boolean): string[] {
  return list.map((st, i) => {
    const head = concise ? `${i + 1}. ${words(L, st)}` : `**${L.label.step(i + 1)}** ${words(L, st)}`
    return [head, ...st.math.map(display)].join('\n\n')
  })
}

function answer(L: Phrases, s: Solved): string {
  const value = s.answerWords ? `${L.answerWords[s.answerWords]} ($${s.final.latex}$)` : `$${s.final.latex}$${s.answerNote ? ` ($${s.answerNote}$)` : ''}`
  return `**${L.label.answer}${L.colon}** ${value}`
}
