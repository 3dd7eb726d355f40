import type { CheckResult } from './index'
import { close, fn, of1, realRoots } from './numeric'
import type { Task } from './task'

/**
 * A general solution (x = π/6 + 2kπ or x = 5π/6 + 2kπ) against an equation, by numbers: every
 * member of every family, near and far (k up to ±1000), satisfies the equation, and in a window
 * around 0 the members are exactly the roots a scan finds — no root missed (x = π/6 + 2kπ alone
 * misses 5π/6), none extra (π/2 + 2kπ for cos x = 0 is only half of π/2 + kπ's roots... and all its
 * members are roots, so the window decides).
 */
const WINDOW = 20

export function checkPeriodic(task: Extract<Task, { k: 'solve' }>, families: string[]): CheckResult {
  const rel = task.relations[0]
  const [l, r] = [fn(rel.lhs), fn(rel.rhs)]
  const fs = families.map(fn)
  if (!l || !r || rel.op !== '=' || fs.some((f) => !f)) return { status: 'unchecked', reason: 'general solution not evaluated' }
  const [L, R] = [of1(l, task.v), of1(r, task.v)]
  const h = (x: number) => L(x) - R(x)
  const scale = (x: number) => Math.abs(L(x)) + Math.abs(R(x))
  const member = fs.map((f) => (k: number) => f!({ k }))
  // A family must move with k (π/6 + 0k is one number, not a general solution).
  if (member.some((m) => !(Math.abs(m(1) - m(0)) > 1e-9))) return { status: 'unchecked', reason: 'a family that does not depend on k' }
  const ks = [...Array.from({ length: 61 }, (_, i) => i - 30), -1000, -100, 100, 1000]
  const members = member.flatMap((m) => ks.map(m))
  const isRoot = (x: number) => Number.isFinite(h(x)) && Math.abs(h(x)) <= 1e-9 * Math.max(1, scale(x), Math.abs(x))
  if (!members.every(isRoot)) return { status: 'failed', reason: 'a member of the general solution is not a root' }
  const roots = realRoots(h, scale)
  if (!roots) return { status: 'unchecked', reason: 'equation not evaluated' }
  const near = (xs: number[], x: number) => xs.some((y) => close(x, y, 1e-7) || Math.abs(x - y) < 1e-7)
  const inWindow = (xs: number[], w: number) => xs.filter((x) => Math.abs(x) <= w)
  const found = inWindow(roots, WINDOW - 1)
  const claimed = inWindow(members, WINDOW - 1)
  const ok = found.length > 0 && found.every((x) => near(members, x)) && claimed.every((x) => near(roots, x))
  return { status: ok ? 'verified' : 'failed', reason: 'general solution' }
}
