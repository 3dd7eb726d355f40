import { bin, mapExpr, neg, num, variables, type Expr } from './expr'
import { isNeg, ONE, Q, type Fraction } from './fractions'

/**
 * Puts mathjs' output in the order a textbook writes it: cos(x) * x ^ 2 + 2 * sin(x) * x becomes
 * x²cos(x) + 2x·sin(x); 1 / 2 / sqrt(x) becomes 1 / (2√x). Values never change.
 */
export function tidy(e: Expr): Expr {
  return mapExpr(e, (x) => {
    if (x.t === 'mul') return product(factors(x))
    if (x.t === 'div' && x.a.t === 'div') return bin('div', x.a.a, product([...factors(x.a.b), ...factors(x.b)]))
    if (x.t === 'pow' && x.b.t === 'num' && x.b.v.equals(ONE)) return x.a
    if (x.t === 'add' && negative(x.b)) return bin('sub', x.a, negate(x.b))
    if (x.t === 'sub' && negative(x.b)) return bin('add', x.a, negate(x.b))
    if (x.t === 'neg' && x.a.t === 'num') return num(x.a.v.neg())
    return x
  })
}

function factors(e: Expr): Expr[] {
  return e.t === 'mul' && !e.shown ? [...factors(e.a), ...factors(e.b)] : [e]
}

/** Orders factors: the number, then powers of variables (alphabetical), then everything else. */
function product(fs: Expr[]): Expr {
  let coefficient: Fraction = ONE
  const plain: Expr[] = []
  const others: Expr[] = []
  for (const f of fs) {
    if (f.t === 'num' && !f.show) coefficient = coefficient.mul(f.v)
    else if (f.t === 'neg' && f.a.t === 'num') coefficient = coefficient.mul(f.a.v.neg())
    else if (f.t === 'sym' || (f.t === 'pow' && f.a.t === 'sym' && variables(f.b).size === 0)) plain.push(f)
    else others.push(f)
  }
  const name = (f: Expr) => (f.t === 'sym' ? f.name : f.t === 'pow' && f.a.t === 'sym' ? f.a.name : '')
  plain.sort((a, b) => name(a).localeCompare(name(b)))
  const rest = [...plain, ...others]
  if (rest.length === 0) return num(coefficient)
  let out = rest.slice(1).reduce((acc, f) => bin('mul', acc, f), rest[0])
  if (!coefficient.abs().equals(ONE)) out = bin('mul', num(coefficient.abs()), out)
  return isNeg(coefficient) ? neg(out) : out
}

const negative = (e: Expr): boolean => e.t === 'neg' || (e.t === 'num' && isNeg(e.v)) || (e.t === 'mul' && negative(e.a))

function negate(e: Expr): Expr {
  if (e.t === 'neg') return e.a
  if (e.t === 'num') return num(e.v.neg())
  if (e.t === 'mul') return bin('mul', negate(e.a), e.b)
  return bin('mul', num(Q(-1)), e)
}
