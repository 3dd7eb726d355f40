import { approxText, isTerminating, valueTex, valueText, type Fraction } from '../fractions'
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

