import type { Expr } from './expr'
import { isInt, isNeg, signedNum } from './fractions'

/**
 * LaTeX for the chat bubble and plain text for `final.text`. Both print the tree as the student would
 * write it: no redundant brackets, 2x rather than 2·x, × and ÷ kept where the student typed them.
 */

const SUM = 1
const PRODUCT = 2
const POWER = 4
const ATOM = 5

function prec(e: Expr): number {
  switch (e.t) {
    case 'add':
    case 'sub':
      return SUM
    case 'mul':
    case 'neg':
      return PRODUCT
    case 'div':
      return PRODUCT
    case 'pow':
      return POWER
    case 'num':
      if (e.show) return e.show.tex.startsWith('-') || e.show.tex.startsWith('\\frac') ? PRODUCT : ATOM
      return isNeg(e.v) ? PRODUCT : isInt(e.v) || e.dec ? ATOM : PRODUCT
    default:
      return ATOM
  }
}

const startsWithMinus = (e: Expr): boolean =>
  e.t === 'neg' || (e.t === 'num' && (e.show ? e.show.tex.startsWith('-') : isNeg(e.v))) || ((e.t === 'mul' || e.t === 'div' || e.t === 'add' || e.t === 'sub') && startsWithMinus(e.a))

/** Shown as \\frac: needs no brackets after ÷. */
const isFraction = (e: Expr) => (e.t === 'div' && !e.shown) || (e.t === 'num' && !e.dec && (e.show ? e.show.tex.startsWith('\\frac') : !isInt(e.v) && !isNeg(e.v)))

const unparen = (e: Expr): Expr => (e.t === 'paren' ? unparen(e.a) : e)

function numTex(e: Extract<Expr, { t: 'num' }>): string {
  if (e.show) return e.show.tex
  const v = e.v
  if (isInt(v)) return signedNum(v).toString()
  if (e.dec) return v.toString()
  return `${isNeg(v) ? '-' : ''}\\frac{${v.n}}{${v.d}}`
}

/** Tall content (fractions) gets stretching brackets; everything else plain ones. */
const brackets = (inner: string) => (inner.includes('\\frac') ? `\\left(${inner}\\right)` : `(${inner})`)

export function tex(e: Expr): string {
  const wrap = (x: Expr, when: boolean) => (when ? brackets(tex(x)) : tex(x))
  switch (e.t) {
    case 'num':
      return numTex(e)
    case 'sym':
      return e.name === 'pi' ? '\\pi' : e.name
    case 'paren':
      return brackets(tex(e.a))
    case 'neg':
      return `-${wrap(e.a, prec(e.a) <= SUM || startsWithMinus(e.a))}`
    case 'add':
      return `${tex(e.a)} + ${wrap(e.b, startsWithMinus(e.b))}`
    case 'sub':
      return `${tex(e.a)} - ${wrap(e.b, prec(e.b) <= SUM || startsWithMinus(e.b))}`
    case 'mul': {
      const a = wrap(e.a, prec(e.a) <= SUM)
      const b = wrap(e.b, prec(e.b) <= SUM || startsWithMinus(e.b))
      if (e.shown === 'times') return `${a} \\times ${b}`
      return `${a}${juxtaposes(e.a, b) ? '' : ' \\cdot '}${b}`
    }
    case 'div':
      if (e.shown === 'divide')
        return `${wrap(e.a, prec(e.a) <= SUM)} \\div ${wrap(e.b, (prec(e.b) <= PRODUCT && !isFraction(e.b)) || startsWithMinus(e.b))}`
      return `\\frac{${tex(unparen(e.a))}}{${tex(unparen(e.b))}}`
    case 'pow': {
      const base = e.a.t === 'fn' && e.a.name !== 'pct' ? tex(e.a) : wrap(e.a, prec(e.a) < ATOM || startsWithMinus(e.a))
      return `${base}^{${tex(unparen(e.b))}}`
    }
    case 'fn': {
      const a = tex(unparen(e.a))
      switch (e.name) {
        case 'sqrt':
          return `\\sqrt{${a}}`
        case 'abs':
          return `\\left|${a}\\right|`
        case 'pct':
          return `${tex(e.a)}\\%`
        case 'exp':
          return `e^{${a}}`
        case 'log':
          return `\\log_{${e.base ?? 10}}${brackets(a)}`
        default:
          return `\\${e.name}${brackets(a)}`
      }
    }
  }
}

/** 2x, 2(x+1), x(x+1), (x+1)(x-1) juxtapose; digits next to digits and functions before factors do not. */
function juxtaposes(left: Expr, rightTex: string): boolean {
  if (left.t === 'fn' || (left.t === 'pow' && left.a.t === 'fn')) return false
  if (rightTex.startsWith('\\frac') || rightTex.startsWith('\\left(\\frac')) return false
  return /^[a-z(\\]/i.test(rightTex)
}

export function text(e: Expr): string {
  const wrap = (x: Expr, when: boolean) => (when ? `(${text(x)})` : text(x))
  switch (e.t) {
    case 'num':
      if (e.show) return e.show.text
      return isInt(e.v) ? signedNum(e.v).toString() : e.dec ? e.v.toString() : e.v.toFraction()
    case 'sym':
      return e.name
    case 'paren':
      return `(${text(e.a)})`
    case 'neg':
      return `-${wrap(e.a, prec(e.a) <= SUM || startsWithMinus(e.a))}`
    case 'add':
      return `${text(e.a)} + ${wrap(e.b, startsWithMinus(e.b))}`
    case 'sub':
      return `${text(e.a)} - ${wrap(e.b, prec(e.b) <= SUM || startsWithMinus(e.b))}`
    case 'mul': {
      const a = wrap(e.a, prec(e.a) <= SUM || (e.a.t === 'num' && prec(e.a) < ATOM && !isNeg(e.a.v)))
      const b = wrap(e.b, prec(e.b) <= PRODUCT && e.b.t !== 'mul')
      const implicit = (e.a.t === 'num' || e.a.t === 'paren') && /^[a-z(]/i.test(b) && !/^(sin|cos|tan|cot|sec|csc|exp|ln|lg|sqrt|abs)\(/.test(b)
      return `${a}${implicit ? '' : '*'}${b}`
    }
    case 'div':
      return `${wrap(e.a, prec(e.a) <= SUM)}/${wrap(e.b, prec(e.b) < POWER)}`
    case 'pow':
      return `${wrap(e.a, prec(e.a) < ATOM)}^${wrap(e.b, prec(e.b) < ATOM)}`
    case 'fn':
      if (e.name === 'pct') return `${text(e.a)}%`
      if (e.name === 'log') return `log_${e.base ?? 10}(${text(unparen(e.a))})`
      return `${e.name}(${text(unparen(e.a))})`
  }
}
