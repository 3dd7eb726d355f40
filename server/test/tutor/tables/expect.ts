/**
 * What a table row expects, written by hand (never produced by the engine), and the small
 * constructors the tables use. A row's answer is compared with the engine's plain `final.text`
 * by `judge.ts`, which has its own parser and evaluates with mathjs: it shares no code with the
 * engine's reader, solver or checker.
 */
export type Expect =
  /** Out of reach or ill-posed: any answer is wrong. */
  | { k: 'decline' }
  /** Every real solution of an equation in `v` (an empty list: no real solution). */
  | { k: 'roots'; v: string; values: string[] }
  | { k: 'all'; v: string }
  /** A solution set in interval notation: "(-inf, 2) U [3, inf)". */
  | { k: 'set'; v: string; set: string }
  /**
   * A number. exact: the answer must keep its radicals/logarithms (6sqrt(2), not 8.485);
   * percent: stated as a percentage; signFree: "decreased by 25%" may be given as 25% or -25%;
   * as: variable names the value may be stated as ("m = 3" for a slope).
   */
  | { k: 'value'; value: string; exact?: boolean; percent?: boolean; signFree?: boolean; as?: string[] }
  /** Several values, no unknown (the square roots of 49 are ±7). */
  | { k: 'values'; values: string[] }
  /** An expression (simplify, expand, derivative); factored: must be a product of factors. */
  | { k: 'expr'; expr: string; vars: string[]; factored?: boolean }
  | { k: 'pairs'; values: Record<string, string> }

export const DECLINE: Expect = { k: 'decline' }
export const roots = (v: string, ...values: string[]): Expect => ({ k: 'roots', v, values })
export const none = (v = 'x'): Expect => ({ k: 'roots', v, values: [] })
export const all = (v = 'x'): Expect => ({ k: 'all', v })
export const set = (set: string, v = 'x'): Expect => ({ k: 'set', v, set })
export const value = (v: string, opts: { as?: string[] } = {}): Expect => ({ k: 'value', value: v, ...opts })
export const exact = (v: string): Expect => ({ k: 'value', value: v, exact: true })
export const pct = (v: string, opts: { signFree?: boolean } = {}): Expect => ({ k: 'value', value: v, percent: true, ...opts })
export const values = (...vs: string[]): Expect => ({ k: 'values', values: vs })
export const expr = (e: string, vars = ['x']): Expect => ({ k: 'expr', expr: e, vars })
export const factored = (e: string, vars = ['x']): Expect => ({ k: 'expr', expr: e, vars, factored: true })
export const pairs = (v: Record<string, string>): Expect => ({ k: 'pairs', values: v })
