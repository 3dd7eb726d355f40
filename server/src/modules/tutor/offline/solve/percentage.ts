import { approxText, isNeg, isTerminating, Q, valueTex, valueText, type Fraction } from '../fractions'
import type { Solved } from '../solved'
import { hint, step } from '../steps'

/** p% of n: p% is p hundredths, then a product. */
export function solvePercentOf(percent: Fraction, base: Fraction): Solved {
  const rate = percent.div(100)
  const result = rate.mul(base)
  const [p, n] = [valueTex(percent), valueTex(base)]
  const rateShown = isTerminating(rate) ? rate.toString() : valueTex(rate)
  const resultTex = valueTex(result)
  return {
    kind: 'percentage',
    statement: { k: 'percentOf', percent: p, base: n },
    steps: [
      step('percentMeaning', { percent: p }, `${p}\\% = \\frac{${p}}{100} = ${rateShown}`),
      step('multiplyBase', { base: n }, `${rateShown} \\times ${n} = ${resultTex}`),
    ],
    hint: hint('percentOf', { percent: p, base: n }),
    final: { latex: resultTex, text: valueText(result) },
    ...(isTerminating(result) ? {} : { answerNote: `\\approx ${approxText(result.valueOf())}` }),
    check: [],
    notes: [],
    expected: { type: 'number', value: result.valueOf() },
  }
}

/** What percent of `whole` is `part`: the ratio, times 100%. */
export function solveWhatPercent(part: Fraction, whole: Fraction): Solved {
  const ratio = part.div(whole)
  const percent = ratio.mul(100)
  const exact = isTerminating(percent)
  const shown = exact ? percent.toString() : approxText(percent.valueOf())
  const [a, b] = [valueTex(part), valueTex(whole)]
  const ratioTex = valueTex(ratio)
  return {
    kind: 'percentage',
    statement: { k: 'whatPercent', part: a, whole: b },
    steps: [
      step('ratio', { part: a, whole: b }, `\\frac{${a}}{${b}} = ${ratioTex}`),
      step('toPercent', {}, `${ratioTex} \\times 100\\% ${exact ? '=' : '\\approx'} ${shown}\\%`),
    ],
    hint: hint('whatPercent', { part: a, whole: b }),
    final: { latex: `${exact ? '' : '\\approx '}${shown}\\%`, text: `${shown}%` },
    check: [],
    notes: [],
    expected: { type: 'number', value: percent.valueOf(), percent: true },
  }
}


/** The change from one value to another, as a percentage of the first (negative: a decrease). */
export function solvePercentChange(from: Fraction, to: Fraction): Solved {
  const change = to.sub(from)
  const ratio = change.div(from)
  const percent = ratio.mul(100)
  const exact = isTerminating(percent)
  const shown = exact ? valueTex(percent) : approxText(percent.valueOf())
  const [a, b] = [valueTex(from), valueTex(to)]
  return {
    kind: 'percentage',
    statement: { k: 'percentChange', from: a, to: b },
    steps: [
      step('change', {}, `${b} - ${a} = ${valueTex(change)}`),
      step('changeRatio', {}, `\\frac{${valueTex(change)}}{${a}} = ${valueTex(ratio)}`),
      step('toPercent', {}, `${valueTex(ratio)} \\times 100\\% ${exact ? '=' : '\\approx'} ${shown}\\%`),
      step('changeDirection', { up: !isNeg(change), percent: exact ? valueTex(percent.abs()) : approxText(Math.abs(percent.valueOf())) }),
    ],
    hint: hint('percentChange', {}),
    final: { latex: `${exact ? '' : '\\approx '}${shown}\\%`, text: `${exact ? valueText(percent) : approxText(percent.valueOf())}%` },
    check: [],
    notes: [],
    expected: { type: 'number', value: percent.valueOf(), percent: true },
  }
}

/** p % more (or less) than n: n times (100 % ± p %). */
export function solvePercentAdjust(base: Fraction, percent: Fraction, up: boolean): Solved {
  const factor = up ? Q(100).add(percent) : Q(100).sub(percent)
  const rate = factor.div(100)
  const result = rate.mul(base)
  const [p, n] = [valueTex(percent), valueTex(base)]
  return {
    kind: 'percentage',
    statement: { k: 'percentAdjust', base: n, percent: p, up },
    steps: [
      step('percentFactor', { percent: p, up }, `100\\% ${up ? '+' : '-'} ${p}\\% = ${valueTex(factor)}\\% = ${valueTex(rate)}`),
      step('multiplyBase', { base: n }, `${valueTex(rate)} \\times ${n} = ${valueTex(result)}`),
    ],
    hint: hint('percentFactor', { percent: p, up }),
    final: { latex: valueTex(result), text: valueText(result) },
    ...(isTerminating(result) ? {} : { answerNote: `\\approx ${approxText(result.valueOf())}` }),
    check: [],
    notes: [],
    expected: { type: 'number', value: result.valueOf() },
  }
}
