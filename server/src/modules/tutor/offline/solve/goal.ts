import { num, substitute } from '../expr'
import { valueTex } from '../fractions'
import { tex, text } from '../print'
import type { GoalText, Solved } from '../solved'
import { step, type Step } from '../steps'
import { evaluateSurd, surdText, surdTex, valueOf, type Surd } from '../surd'
import type { Goal } from '../types'
import { REL_TEX } from './inequality'
import { rootsAnswer } from './roots'

/**
 * What the question asks beyond the equation: only the solutions with x < 0, the larger root, or
 * a second step computed from the solution ("then find x³"). The restatement says it too, so the
 * reply restates what was asked.
 */
export function applyGoal(s: Solved, goal: Goal, v: string): Solved | null {
  if (!s.roots) return null
  const steps: Step[] = [...s.steps]
  const said: GoalText = {}
  let roots = s.roots
  if (goal.conditions.length) {
    said.conditions = goal.conditions.map((c) => `${v} ${c.op === '≠' ? '\\neq' : REL_TEX[c.op]} ${valueTex(c.value)}`)
    const holds = (x: number) =>
      goal.conditions.every((c) => {
        const k = c.value.valueOf()
        const eq = Math.abs(x - k) <= 1e-12 * Math.max(1, Math.abs(k))
        return c.op === '≠' ? !eq : c.op === '<' ? x < k && !eq : c.op === '>' ? x > k && !eq : c.op === '≤' ? x < k || eq : x > k || eq
      })
    if (roots.length) steps.push(step('applyConditions', {}, ...roots.map((r) => `${v} = ${r.tex} \\; ${holds(r.x) ? '\\checkmark' : '\\times'}`)))
    roots = roots.filter((r) => holds(r.x))
  }
  if (goal.pick) {
    said.pick = goal.pick
    if (roots.length >= 2) {
      const chosen = roots.reduce((a, b) => ((goal.pick === 'larger' ? b.x > a.x : b.x < a.x) ? b : a))
      steps.push(step('pickRoot', { larger: goal.pick === 'larger' }, `${v} = ${chosen.tex}`))
      roots = [chosen]
    }
  }
  const statement = { ...s.statement, goal: said }
  const answer = rootsAnswer(v, roots)
  if (!goal.then || roots.length === 0) return { ...s, statement, steps, ...answer, ...(roots.length === 0 ? { check: [] } : {}) }
  const then = goal.then
  said.then = tex(then)
  const values: Surd[] = []
  const lines: string[] = []
  for (const r of roots) {
    const at = r.expr ?? (r.q ? num(r.q) : null)
    const value = at && evaluateSurd(then, { [v]: evaluateSurd(at)! })
    if (!at || !value) return null
    values.push(value)
    lines.push(`${tex(then)} = ${tex(substitute(then, v, at))} = ${surdTex(value)}`)
  }
  steps.push(step('secondStep', {}, ...lines))
  const single = values.length === 1
  return {
    ...s,
    statement,
    steps,
    final: single
      ? { latex: `${tex(then)} = ${surdTex(values[0])}`, text: `${text(then)} = ${surdText(values[0])}` }
      : { latex: values.map(surdTex).join(', \\quad '), text: values.map(surdText).join(', ') },
    expected: single ? { type: 'number', value: valueOf(values[0]) } : { type: 'values', values: values.map(valueOf) },
    roots,
    answerWords: undefined,
  }
}
