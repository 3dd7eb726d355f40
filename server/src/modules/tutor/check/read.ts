import { skeleton, type Span } from './spans'
import { freeVariables, toMathjs } from './source'
import type { Relation, Task } from './task'
import { PRICE_TEMPLATES } from './read-prices'
import { VALUE_TEMPLATES } from './read-values'

/**
 * The checker's reading of a question: its skeleton (words around maths placeholders) must match
 * one of a fixed set of templates exactly, or the question is not read (the answer is then
 * "could not be checked"). Stricter than the solver on purpose: it reads less, and reads it again.
 */
const FILLERS = /(?:^| )(?:the|an?|please|pls|plz|le|la|les|l'|un|une|el|los|las|por favor|porfa|stp|svp|请|請|[,;:.?!¿¡…])(?= |$)/g
/** "Page 12, exercise 3:", "第3题：" in front; "and check your answer" behind; units after a number. */
const LABELS = /^(?:(?:page|exercise|exercice|ejercicio|question|problem|probleme|problema|第) ⟨N:\d+⟩ ?(?:题|題)? )+/
const TRAILERS = / (?:and )?(?:check your answer|check the answer|verifie ta reponse|comprueba tu respuesta|并检验|並檢驗)$/
const UNITS = /(⟨[NQ]:\d+⟩) (?:kg|cm2|cm3|cm|mm2|mm3|km2|km|m|g|€|\$|euros?|dollars?|yuan|元|块|塊)(?= |$)/g
/** A currency sign in front of a number: $ 40. */
const CURRENCY = /(?:^| )(?:\$|€|£|¥) (?=⟨N:)/g

export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')

export function readTask(question: string, lang = 'en'): Task | null {
  if (typeof question !== 'string' || question.length > 2000) return null
  const sk = skeleton(question, lang)
  if (!sk) return null
  let words = fold(sk.skeleton)
  for (let prev = ''; prev !== words; ) [prev, words] = [words, words.replace(FILLERS, ' ').replace(UNITS, '$1').replace(CURRENCY, ' ').replace(/\s+/g, ' ').trim().replace(LABELS, '').replace(TRAILERS, '')]
  const tasks: Task[] = []
  for (const template of [...SOLVE_TEMPLATES, ...VALUE_TEMPLATES, ...PRICE_TEMPLATES]) {
    const m = words.match(template.re)
    if (!m) continue
    const at = (i: number) => {
      const span = sk.spans[Number(m[i])]
      if (!span) throw new RangeError(`no span ${m[i]}`)
      return span
    }
    try {
      const task = template.build(at, m)
      if (task) tasks.push(task)
    } catch (err) {
      // A template that cannot build from what it matched has not read the question.
      if (!(err instanceof RangeError)) throw err
    }
  }
  // Two templates reading it differently: not read.
  return tasks.length > 0 && tasks.every((t) => JSON.stringify(t) === JSON.stringify(tasks[0])) ? tasks[0] : null
}

export interface Template {
  re: RegExp
  build(span: (i: number) => Span, m: RegExpMatchArray): Task | null
}

/** ⟨K:i⟩ for the given kinds, capturing i. */
export const slot = (kinds: string) => `⟨[${kinds}]:(\\d+)⟩`

const SOLVE = '(?:solve|solve for|resolve|find|determine|resous|resoudre|resolvez|resuelve|resolver|resuelva|halla|encuentra|trouve|解方程式?|解不等式|解比例式?|解下列方程|解方程组|解方程組|解聯立方程式|解联立方程|求解|解|求)'
const NOUN = '(?:equation|inequality|l\'equation|l\'inequation|inequation|ecuacion|inecuacion|方程式?|不等式|比例式?|the system|system|systeme|sistema|方程组|方程組)'
const COND = '(?:for|with|where|if|avec|pour|ou|con|para|donde|,)'
const PICK = '(?:(?:and |et |y )?(?:give |find |donne |da |求)?(larger|greater|bigger|smaller|plus grande|plus petite|mayor|menor|较大的|較大的|较小的|較小的) ?(?:root|solution|racine|raiz|solucion|根))'
const PICK_AFTER = '(?:(?:and |et |y )?(?:give |donne |da )?(?:root|solution|racine|raiz|solucion) (larger|greater|bigger|smaller|plus grande|plus petite|mayor|menor))'
const THEN = '(?:then|and then|puis|ensuite|luego|y luego|despues|再|然后|然後|再求)'
const COMPUTE = '(?:find|compute|calculate|evaluate|give|calcule|calculer|donne|calcula|halla|da|求)'

function relation(s: Span): Relation[] | null {
  if (!s.sides || !s.ops) return null
  const srcs = s.sides.map(toMathjs)
  if (srcs.some((x) => !x)) return null
  return s.ops.map((op, i) => ({ lhs: srcs[i]!, op: op as Relation['op'], rhs: srcs[i + 1]! }))
}

function conditionOf(s: Span): Relation[] | null {
  return s.kind === 'C' ? relation(s) : null
}

const pickOf = (word: string | undefined) => (!word ? undefined : /larger|greater|bigger|grande|mayor|大/.test(word) ? ('larger' as const) : ('smaller' as const))

const vars = (rs: Relation[]) => [...new Set(rs.flatMap((r) => [...freeVariables(r.lhs), ...freeVariables(r.rhs)]))].sort()

function solveTask(rels0: Span[], extra: { conds?: Span[]; pick?: string; then?: Span; declared?: Span }): Task | null {
  // x < 5 beside an equation is a condition on its solutions; beside inequalities, one more of them.
  const hasEquation = rels0.some((s) => s.kind !== 'C' && s.ops?.includes('=')) || rels0.some((s) => s.kind === 'D')
  const rels = hasEquation ? rels0.filter((s) => s.kind !== 'C') : rels0
  extra = { ...extra, conds: [...(extra.conds ?? []), ...(hasEquation ? rels0.filter((s) => s.kind === 'C') : [])] }
  const relations = rels.map((s) => (s.kind === 'D' && s.name === 'y' ? relation({ ...s, sides: ['y', s.sides![0]], ops: ['='] }) : s.kind === 'D' ? null : relation(s)))
  if (relations.some((r) => !r)) return null
  const all = (relations as Relation[][]).flat()
  const vs = vars(all)
  if (extra.declared && !vs.includes(extra.declared.name!)) return null
  if (vs.length === 1) {
    const conditions = (extra.conds ?? []).map(conditionOf)
    if (conditions.some((c) => !c) || conditions.flat().some((c) => c && freeVariables(c.lhs).join() !== vs[0])) return null
    const then = extra.then ? toMathjs(extra.then.text) : undefined
    if (then === null || (then && freeVariables(then).some((x) => x !== vs[0]))) return null
    return { k: 'solve', v: vs[0], relations: all, conditions: (conditions as Relation[][]).flat(), ...(extra.pick ? { pick: pickOf(extra.pick) } : {}), ...(then ? { then } : {}) }
  }
  if (extra.conds?.length || extra.pick || extra.then || all.some((r) => r.op !== '=')) return null
  return vs.length >= 2 && vs.length === all.length && vs.length <= 3 ? { k: 'system', vars: vs, relations: all } : null
}

const REL = slot('RADC')
const RELS = `${REL}(?: (?:(?:and|et|y|和|与|與) )?${REL})?(?: (?:(?:and|et|y|和|与|與) )?${REL})?`

const SOLVE_TEMPLATES: Template[] = [
  {
    // solve (the equation) [for x] R (and R)* [condition] [pick] [then E]
    re: new RegExp(
      `^(?:${SOLVE} )?(?:${NOUN} )?(?:(?:for )?${slot('V')} )?${RELS}(?: ${COND})?(?: ${slot('C')})?(?: ${PICK}| ${PICK_AFTER})?(?: ${THEN} (?:${COMPUTE} )?(?:value of |valeur de |valor de )?${slot('EV')}(?: 的值)?)?(?: 的解)?$`,
    ),
    build: (span, m) => {
      const idx = (i: number) => (m[i] === undefined ? null : span(i))
      const rels = [idx(2), idx(3), idx(4)].filter((s): s is Span => !!s)
      const declared = idx(1) ?? undefined
      const cond = idx(5)
      return solveTask(rels, { conds: cond ? [cond] : [], pick: m[6] ?? m[7], then: idx(8) ?? undefined, declared })
    },
  },
  {
    // if R, what is x · R, find x · 比例 R，求 x
    re: new RegExp(`^(?:if |si |如果 ?|若 ?)?(?:${NOUN} )?${REL} (?:what is|quel est|que vaut|cuanto vale|cual es|find|trouve|halla|求|则) ${slot('V')}$`),
    build: (span) => solveTask([span(1)], { declared: span(2) }),
  },
]
