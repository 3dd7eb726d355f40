import type { Fraction } from '../fractions'
import type { Problem } from '../types'
import { type Cursor } from './cursor'
import type { Role } from './roles'

/**
 * Percentages that are more than "p % of n": more/less than, increase/decrease by, a discount,
 * the change from one value to another, and what percent one number is of another.
 */
const HEADS: Role[] = ['FIND', 'COMPUTE', 'ASK']

const num = (c: Cursor): Fraction | null => {
  const m = c.math('NUM')
  c.skip(['UNIT'])
  return m && m.value
}
const pct = (c: Cursor): Fraction | null => c.math('PCT')?.value ?? null
const end = (c: Cursor) => c.skip(['VALUE_Q', 'IS', 'NUMBER', 'OF', 'ASK'], true)

function adjust(base: Fraction | null, percent: Fraction | null, up: boolean): Problem | null {
  return base && percent ? { type: 'percentAdjust', base, percent, up } : null
}

const FORMS: ((c: Cursor) => Problem | null)[] = [
  // 30 % less than 80 · 30 % de moins que 80
  (c) => {
    c.skip(HEADS)
    const p = pct(c)
    const dir = c.role('LESS', 'MORE', 'MINUS', 'PLUS')
    if (!p || !dir || !c.role('THAN')) return null
    const base = num(c)
    end(c)
    return adjust(base, p, dir === 'MORE' || dir === 'PLUS')
  },
  // 比 80 少 30%（的数）是多少
  (c) => {
    c.skip(HEADS)
    if (!c.role('THAN')) return null
    const base = num(c)
    const dir = c.role('LESS', 'MORE')
    const p = pct(c)
    end(c)
    return dir ? adjust(base, p, dir === 'MORE') : null
  },
  // increase 80 by 25 % · augmente 60 de 15 % · aumenta 200 en un 10%
  (c) => {
    c.skip(HEADS)
    const dir = c.role('INCREASE', 'DECREASE')
    const base = num(c)
    if (!dir || !c.role('BY', 'OF')) return null
    const p = pct(c)
    end(c)
    return adjust(base, p, dir === 'INCREASE')
  },
  // 40 diminué de 25 % · 80 增加 25% · 80 with a 30 % discount
  (c) => {
    c.skip(HEADS)
    const base = num(c)
    const dir = c.role('INCREASE', 'DECREASE', 'WITH')
    if (!dir) return null
    const discount = dir === 'WITH' ? c.role('DISCOUNT') : null
    if (dir === 'WITH' && !discount) return null
    c.skip(['BY', 'OF'])
    const p = pct(c)
    c.skip(['DISCOUNT'])
    end(c)
    return adjust(base, p, dir === 'INCREASE')
  },
  // from 80 to 100: what is the percentage change? · 价格从 80 元涨到 100 元，涨了百分之几
  (c) => {
    c.skip(['PRICE', 'MOVES', 'MOVES_UP', 'MOVES_DOWN', 'IS'])
    if (!c.role('FROM', 'OF')) return null
    const from = num(c)
    if (!c.role('TO', 'MOVES_UP', 'MOVES_DOWN')) return null
    const to = num(c)
    c.skip([], true)
    c.skip(HEADS)
    if (!c.role('PERCENT_CHANGE')) return null
    end(c)
    return from && to && !from.equals(0) ? { type: 'percentChange', from, to } : null
  },
  // what is the percent change from 50 to 40?
  (c) => {
    c.skip(HEADS)
    if (!c.role('PERCENT_CHANGE') || !c.role('FROM', 'OF')) return null
    const from = num(c)
    if (!c.role('TO')) return null
    const to = num(c)
    end(c)
    return from && to && !from.equals(0) ? { type: 'percentChange', from, to } : null
  },
  // what percent of 80 is 20 · 20 is what percent of 80 · 20 是 80 的百分之几
  (c) => {
    c.skip(HEADS)
    if (c.role('WHAT_PERCENT')) {
      if (!c.role('OF')) return null
      const whole = num(c)
      c.role('IS')
      const part = num(c)
      end(c)
      return whatPercent(part, whole)
    }
    const part = num(c)
    if (!c.role('IS')) return null
    if (c.role('WHAT_PERCENT')) {
      if (!c.role('OF')) return null
      const whole = num(c)
      end(c)
      return whatPercent(part, whole)
    }
    const whole = num(c)
    if (!c.role('OF') || !c.role('WHAT_PERCENT')) return null
    end(c)
    return whatPercent(part, whole)
  },
]

function whatPercent(part: Fraction | null, whole: Fraction | null): Problem | null {
  return part && whole && !whole.equals(0) ? { type: 'whatPercent', part, whole } : null
}

export function percentFrame(c: Cursor): Problem | null {
  for (const form of FORMS) {
    const at = c.i
    const out = form(c)
    if (out && c.done()) return out
    c.i = at
  }
  return null
}
