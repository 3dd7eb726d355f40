// ESLint rule: an import from one client feature to another must not close a cycle in the
// feature graph (auth -> activation -> auth). import/no-cycle sees only file-level cycles, and
// with public index.ts files two features can depend on each other without any file cycle.
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyse } from '../scripts/feature-graph.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FEATURES = join(ROOT, 'src', 'features')

let graph = null
const edges = () => (graph ??= analyse().edges)

function featureOf(path) {
  const rel = relative(FEATURES, path)
  return rel.startsWith('..') ? null : rel.split(sep)[0]
}

/** A path of features from `from` to `to`, or null. */
function pathBetween(from, to) {
  const seen = new Set([from])
  const queue = [[from]]
  while (queue.length) {
    const route = queue.shift()
    for (const next of edges().get(route.at(-1)) ?? []) {
      if (next === to) return [...route, next]
      if (!seen.has(next)) {
        seen.add(next)
        queue.push([...route, next])
      }
    }
  }
  return null
}

export default {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Feature cycle: {{cycle}}. Move the shared piece down to src/shared or src/lib, or invert the dependency.' } },
  create(context) {
    const file = context.filename
    const own = featureOf(file)
    if (!own || /__tests__/.test(file)) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string') return
      const target = spec.startsWith('@/') ? join(ROOT, 'src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : null
      const other = target && featureOf(target)
      if (!other || other === own) return
      const back = pathBetween(other, own)
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { cycle: [own, ...back].join(' -> ') } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}
