import { parse, type MathNode } from 'mathjs'

/**
 * The form an answer is written in, when the question asks for one: a factorisation is a product
 * with at least one bracketed sum (2(x + 3), (x - 2)(x - 3)), not the expanded polynomial.
 */
export function isFactored(src: string): boolean {
  let node: MathNode
  try {
    node = parse(src)
  } catch {
    // Expected: mathjs throws on text it cannot parse: not that form.
    return false
  }
  const unwrap = (n: MathNode): MathNode => (n.type === 'ParenthesisNode' ? unwrap((n as unknown as { content: MathNode }).content) : n)
  const top = unwrap(node) as MathNode & { fn?: string; args?: MathNode[] }
  const isProduct = (n: MathNode & { fn?: string; args?: MathNode[] }): boolean =>
    n.type === 'OperatorNode' && (n.fn === 'multiply' || n.fn === 'pow' || (n.fn === 'unaryMinus' && isProduct(unwrap(n.args![0]) as typeof n)))
  if (!isProduct(top)) return false
  let sumInside = false
  top.traverse((n) => {
    const x = unwrap(n) as MathNode & { fn?: string }
    if (n !== top && x.type === 'OperatorNode' && (x.fn === 'add' || x.fn === 'subtract')) sumInside = true
  })
  return sumInside
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * A number written in a form that simplifying would still change: a fraction of whole numbers with
 * a common factor (6/8) or a denominator of 1, a square root of a whole number with a square factor
 * (√72, 2√18, √16). For "simplify √72" such an answer is left undone, though its value is right.
 */
export function notSimplest(src: string): boolean {
  for (const m of src.matchAll(/(?<![\d.])(\d+)\s*\/\s*(\d+)(?![\d.])/g)) {
    const [a, b] = [Number(m[1]), Number(m[2])]
    if (b === 1 || (b > 0 && gcd(a, b) > 1)) return true
  }
  for (const m of src.matchAll(/sqrt\(\s*(\d+)\s*\)/g)) {
    const n = Number(m[1])
    for (let k = 2; k * k <= n; k++) if (n % (k * k) === 0) return true
  }
  return false
}

/** mathjs source with its spacing and outer brackets gone, to compare an answer with the question's own text. */
export const bare = (src: string) => src.replace(/\s+/g, '').replace(/^\((.*)\)$/, '$1')

/**
 * How many times an angle unit a value carries: (30 deg) → 1, sin((30 deg)) → 0 (a sine has none),
 * (30 deg) + (45 deg) → 1, 2 × (30 deg) → 1; null when it mixes (30 deg + 1). A degree sign on an
 * answer is meaningful only when the value asked is an angle.
 */
export function angleDimension(src: string): number | null {
  let node: MathNode
  try {
    node = parse(src)
  } catch {
    // Expected: mathjs throws on text it cannot parse: no dimension known.
    return null
  }
  return dim(node as Dimensioned)
}

type Dimensioned = MathNode & { name?: string; fn?: string | { name: string }; args?: Dimensioned[]; content?: Dimensioned; value?: unknown }

function dim(n: Dimensioned): number | null {
  switch (n.type) {
    case 'ConstantNode':
      return 0
    case 'SymbolNode':
      return n.name === 'deg' ? 1 : 0
    case 'ParenthesisNode':
      return dim(n.content!)
    case 'FunctionNode': {
      const name = (n.fn as { name: string }).name
      const args = n.args!.map(dim)
      if (args.some((a) => a === null)) return null
      if (['sin', 'cos', 'tan'].includes(name)) return 0
      if (name === 'abs') return args[0]
      return args.every((a) => a === 0) ? 0 : null
    }
    case 'OperatorNode': {
      const args = n.args!.map(dim)
      if (args.some((a) => a === null)) return null
      const [a, b] = args as number[]
      switch (n.fn) {
        case 'unaryMinus':
        case 'unaryPlus':
          return a
        case 'add':
        case 'subtract':
          return a === b ? a : null
        case 'multiply':
          return a + b
        case 'divide':
          return a - b
        case 'pow': {
          const e = n.args![1]
          return a === 0 && b === 0 ? 0 : e.type === 'ConstantNode' && typeof e.value === 'number' && b === 0 ? a * e.value : null
        }
        default:
          return null
      }
    }
    default:
      return null
  }
}
