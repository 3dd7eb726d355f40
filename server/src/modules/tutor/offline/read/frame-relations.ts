import { sym, variables, type Expr } from '../expr'
import { Q, type Fraction } from '../fractions'
import type { Equation, Goal, Problem, Relation, RelOp } from '../types'
import { type Cursor, type MathOf } from './cursor'

/**
 * Equations, inequalities and systems, with what else the question asks of their solutions: a
 * condition (x < 0, x ≠ 0, "the positive solution"), which root ("the larger root"), a second
 * step ("then find x³"). Every word must be one of these parts.
 */
type Ineq = MathOf<'INEQ'>

const FLIP: Record<RelOp, RelOp> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' }

/** x < 0, 3 ≥ x: a condition on the unknown alone. */
function simpleCondition(m: Ineq): { v: string; op: RelOp; value: Fraction } | null {
  if (m.sides.length !== 2) return null
  const [a, b] = m.sides
  const num = (e: Expr) => (e.t === 'num' ? e.v : e.t === 'neg' && e.a.t === 'num' ? e.a.v.neg() : null)
  if (a.t === 'sym' && num(b)) return { v: a.name, op: m.ops[0], value: num(b)! }
  if (b.t === 'sym' && num(a)) return { v: b.name, op: FLIP[m.ops[0]], value: num(a)! }
  return null
}

/** -1 < 2x + 1 ≤ 7 is two relations. */
function toRelations(m: Ineq): Relation[] {
  return m.ops.map((op, k) => ({ lhs: m.sides[k], op, rhs: m.sides[k + 1] }))
}

export function relationFrame(c: Cursor): Problem | null {
  const eqs: Equation[] = []
  let ratio = false
  const ineqs: Ineq[] = []
  const conditions: Goal['conditions'] = []
  const declared = new Set<string>()
  let pick: Goal['pick']
  let then: Expr | undefined
  let solveWord = false
  let toSolve: Expr | null = null
  const condNext = () => {
    const neq = c.math('NEQ')
    if (neq) return conditions.push({ op: '≠', value: neq.value }), declared.add(neq.v), true
    return false
  }
  while (!c.done()) {
    if (c.role('SOLVE', 'EQUATION', 'INEQUALITY', 'SYSTEM', 'PROPORTION')) {
      solveWord = true
      continue
    }
    if (c.sep() || c.role('AND', 'COND_END', 'ROOT', 'FIND', 'ASK', 'COMPUTE', 'COND', 'WITH', 'AT', 'IS')) {
      // "…, find x³": a second step when what follows is an expression of the unknown.
      const prev = c.toks[c.i - 1]
      if (prev.t === 'role' && (prev.role === 'FIND' || prev.role === 'COMPUTE') && eqs.length > 0 && c.isMath(['EXPR'])) {
        if (then) return null
        then = c.math('EXPR')!.expr
        c.skip(['VALUE_Q'])
      }
      continue
    }
    const var_ = c.math('VAR')
    if (var_) {
      declared.add(var_.v)
      continue
    }
    if (condNext()) continue
    const eq = c.math('EQ')
    if (eq) {
      eqs.push({ lhs: eq.lhs, rhs: eq.rhs })
      ratio ||= eq.ratio
      continue
    }
    // "when x = 3" names a value to use, not an equation to solve: another frame's question.
    const prev = c.toks[c.i - 1]
    if (c.isMath(['ASSIGN']) && prev?.t === 'role' && ['COND', 'AT', 'WITH'].includes(prev.role)) return null
    const assign = c.math('ASSIGN')
    if (assign) {
      eqs.push({ lhs: sym(assign.v), rhs: assign.expr })
      continue
    }
    const def = c.math('DEF')
    if (def && !def.explicit) {
      eqs.push({ lhs: sym(def.name), rhs: def.body })
      continue
    }
    if (def) return null
    const ineq = c.math('INEQ')
    if (ineq) {
      ineqs.push(ineq)
      continue
    }
    const which = c.role('LARGER', 'SMALLER', 'POSITIVE', 'NEGATIVE')
    if (which) {
      c.skip(['OF', 'ROOT'])
      if (which === 'LARGER' || which === 'SMALLER') {
        if (pick) return null
        pick = which === 'LARGER' ? 'larger' : 'smaller'
      } else conditions.push({ op: which === 'POSITIVE' ? '>' : '<', value: Q(0) })
      continue
    }
    if (c.role('THEN')) {
      c.skip(['FIND', 'COMPUTE', 'ASK', 'VALUE', 'OF', 'FILLER'])
      const step = c.math('EXPR', 'VAR')
      if (!step || then) return null
      then = step.kind === 'VAR' ? sym(step.v) : step.expr
      c.skip(['OF', 'VALUE_Q'])
      continue
    }
    const expr = c.math('EXPR')
    if (expr && solveWord && !toSolve && eqs.length === 0) {
      toSolve = expr.expr
      continue
    }
    return null
  }
  if (eqs.length === 0 && toSolve) eqs.push({ lhs: toSolve, rhs: { t: 'num', v: Q(0) } })
  return eqs.length > 0 ? equations(eqs, ineqs, { conditions, pick, then }, declared, ratio) : inequalities(ineqs, declared, { conditions, pick, then })
}

function unknowns(es: Expr[]): string[] {
  return [...new Set(es.flatMap((e) => [...variables(e)]))].sort()
}

function equations(eqs: Equation[], ineqs: Ineq[], goal: Goal, declared: Set<string>, ratio: boolean): Problem | null {
  const vars = unknowns(eqs.flatMap((e) => [e.lhs, e.rhs]))
  if ([...declared].some((v) => !vars.includes(v))) return null
  if (eqs.length >= 2) {
    if (ineqs.length || goal.conditions.length || goal.pick || goal.then) return null
    return vars.length === eqs.length && vars.length <= 3 ? { type: 'system', equations: eqs, variables: vars } : null
  }
  if (vars.length !== 1) return null
  const v = vars[0]
  for (const i of ineqs) {
    const cond = simpleCondition(i)
    if (!cond || cond.v !== v) return null
    goal.conditions.push({ op: cond.op, value: cond.value })
  }
  if (goal.then && [...variables(goal.then)].some((x) => x !== v)) return null
  const hasGoal = goal.conditions.length > 0 || !!goal.pick || !!goal.then
  return { type: 'equation', eq: eqs[0], variable: v, ...(hasGoal ? { goal } : {}), ...(ratio ? { ratio } : {}) }
}

function inequalities(ineqs: Ineq[], declared: Set<string>, goal: Goal): Problem | null {
  if (ineqs.length === 0 || goal.pick || goal.then || goal.conditions.some((x) => x.op !== '≠') || goal.conditions.length) return null
  const relations = ineqs.flatMap(toRelations)
  const vars = unknowns(relations.flatMap((r) => [r.lhs, r.rhs]))
  if (vars.length !== 1 || [...declared].some((v) => v !== vars[0])) return null
  return { type: 'inequality', relations, variable: vars[0] }
}

