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
