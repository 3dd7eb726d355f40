import { bin, num, paren } from '../expr'
import { Q, type Fraction } from '../fractions'
import type { Problem } from '../types'
import { type Cursor } from './cursor'
import type { Role } from './roles'

/**
 * Prices as students meet them: a price after a discount or an increase ("A shirt costs $40 and
 * is 25% off. What is the sale price?", "20% off $60", 一件衣服原价200元，打八折后多少元 — 打八折
 * is "pay 80 %") and a unit rate ("If 5 pencils cost 3 yuan, how much do 12 pencils cost?",
 * 5 支铅笔 3 元，12 支多少元). These are the only frames that take an ITEM (a word the reader does
 * not know, the thing priced), and the question must end by asking for the price: "What is the
 * discount?" or "how much do you save?" is not read.
 */
const num1 = (c: Cursor): Fraction | null => {
  c.skip(['UNIT'])
  const m = c.math('NUM')
  c.skip(['UNIT'])
  return m && m.value
}
const pct = (c: Cursor): Fraction | null => c.math('PCT')?.value ?? null

const ORIGINAL = /原价|原價/

/** The question at the end: only asking words and the price; at least one asking word. */
function asksPrice(c: Cursor): boolean {
  c.sep()
  let asked = false
  for (;;) {
    const t = c.peek()
    // 原价 at the end asks for the price before the change: another question.
    if (t?.t === 'role' && t.role === 'PRICE' && ORIGINAL.test(t.text)) return false
    if (c.role('ASK', 'FIND', 'COMPUTE', 'VALUE_Q')) asked = true
    else if (!c.role('IS', 'PRICE', 'COSTS', 'AFTER') && !c.sep()) break
  }
  return asked && c.done()
}

/** The change: 25 % off · a discount of 25 % · raised by 10 % · 降价 25% · 打折 80 % (pay 80 %). */
function change(c: Cursor): { percent: Fraction; up: boolean } | null {
  const before = pct(c)
  if (before) return c.role('DISCOUNT') ? { percent: before, up: false } : null
  if (c.role('PAY')) {
    const paid = pct(c)
    return paid && paid.compare(0) > 0 && paid.compare(100) < 0 ? { percent: Q(100).sub(paid), up: false } : null
  }
  const dir = c.role('DISCOUNT', 'INCREASE', 'DECREASE', 'MOVES_UP', 'MOVES_DOWN')
  if (!dir) return null
  c.skip(['BY', 'OF'])
  const p = pct(c)
  c.skip(['DISCOUNT'])
  return p ? { percent: p, up: dir === 'INCREASE' || dir === 'MOVES_UP' } : null
}

const SUBJECT: Role[] = ['ITEM', 'PRICE', 'OF', 'TO', 'COND']

const FORMS: ((c: Cursor) => Problem | null)[] = [
  // what is 20 % off $60
  (c) => {
    c.skip(['ASK', 'FIND', 'COMPUTE', 'IS'])
    const p = pct(c)
    if (!p || !c.role('DISCOUNT')) return null
    c.role('OF')
    const base = num1(c)
    c.skip(['VALUE_Q'])
    return base ? { type: 'percentAdjust', base, percent: p, up: false } : null
  },
  // A shirt costs $40 and is 25 % off. What is the sale price? · 原价80元，提价10%后是多少元？
  (c) => {
    const named = c.skip(SUBJECT) + (c.role('COSTS') ? 1 : 0)
    const base = num1(c)
    if (!named || !base) return null
    c.sep()
    c.skip(['AND', 'IS', 'HAS', 'WITH'])
    const ch = change(c)
    c.skip(['AFTER'])
    if (!ch || !asksPrice(c)) return null
    return { type: 'percentAdjust', base, percent: ch.percent, up: ch.up }
  },
  // If 5 pencils cost 3 yuan, how much do 12 pencils cost? · 5 支铅笔 3 元，12 支多少元？
  (c) => {
    c.skip(['COND'])
    const count = num1(c)
    c.skip(['MEASURE', 'OF'])
    const item = c.peek()
    if (!count || !c.role('ITEM')) return null
    const itemText = item?.t === 'role' ? item.text : ''
    c.role('COSTS', 'PRICE')
    const cost = num1(c)
    if (!cost || !c.sep()) return null
    const askedFirst = c.skip(['ASK', 'FIND', 'COMPUTE']) > 0
    c.skip(['COSTS', 'PRICE'])
    const wanted = num1(c)
    c.skip(['MEASURE', 'OF'])
    // The second count, if it names a thing, names the same one.
    const again = c.peek()
    if (again?.t === 'role' && again.role === 'ITEM' && again.text !== itemText) return null
    c.role('ITEM')
    c.skip(['COSTS', 'PRICE'])
    if (!wanted || count.compare(0) <= 0 || !(askedFirst ? c.skip([], true) >= 0 && c.done() : asksPrice(c))) return null
    return { type: 'evaluate', expr: bin('mul', paren(bin('div', num(cost, true), num(count, true))), num(wanted, true)) }
  },
]

export function priceFrame(c: Cursor): Problem | null {
  for (const form of FORMS) {
    const at = c.i
    const out = form(c)
    if (out && c.done()) return out
    c.i = at
  }
  return null
}
