// Lint rules for the server's module boundaries (docs/ARCHITECTURE.md, "Server").
//
// A module is a folder of server/src/modules. Other modules use it only through its index.ts
// (`public-surface`), and modules never depend on each other in a circle (`no-cycle`). Written
// here rather than taken from eslint-plugin-import/boundaries: both rules need only "which module
// does this relative import land in", which is a path computation, and the cycle check works on
// the graph of modules (a dozen edges), not of files, so it stays exact and fast.
import fs from 'node:fs'
import path from 'node:path'

const MODULES = path.resolve(import.meta.dirname, '../server/src/modules')

/** The module a file belongs to and the path inside it, or null outside server/src/modules. */
function locate(file) {
  const rel = path.relative(MODULES, file)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  const [module, ...rest] = rel.split(path.sep)
  return rest.length ? { module, inner: rest.join('/').replace(/\.ts$/, '') } : null
}

/** Where a relative import from `file` lands, as { module, inner } (inner '' or 'index' = the public surface). */
function target(file, spec) {
  if (!spec.startsWith('.')) return null
  const resolved = path.resolve(path.dirname(file), spec)
  const rel = path.relative(MODULES, resolved)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  const [module, ...rest] = rel.split(path.sep)
  return { module, inner: rest.join('/') }
}

const isPublic = (inner) => inner === '' || inner === 'index'
const IMPORT = /^\s*(?:import|export)\b[^'";]*?\bfrom\s+'([^']+)'/gm

let graph = null
/** module -> Set of modules it imports (all imports, types too: a cycle of types is still a knot). */
function moduleGraph() {
  if (graph) return graph
  graph = new Map()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.ts')) {
        const from = locate(full)
        if (!from) continue
        for (const [, spec] of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
          const to = target(full, spec)
          if (!to || to.module === from.module) continue
          if (!graph.has(from.module)) graph.set(from.module, new Set())
          graph.get(from.module).add(to.module)
        }
      }
    }
  }
  walk(MODULES)
  return graph
}

/** A path of modules from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const g = moduleGraph()
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length) {
    const trail = queue.shift()
    const last = trail[trail.length - 1]
    if (last === goal) return trail
    for (const next of g.get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push([...trail, next])
      }
    }
  }
  return null
}

function eachImport(context, check) {
  const file = context.filename ?? context.getFilename()
  const from = locate(file)
  if (!from) return {}
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return
    const to = target(file, node.source.value)
    if (to && to.module !== from.module) check(node, from, to)
  }
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit }
}

const publicSurface = {
  meta: {
    type: 'problem',
    docs: { description: "Other modules are used only through their index.ts" },
    schema: [],
    messages: {
      deep: "'{{spec}}' reaches into the {{module}} module's files: import from its index.ts ('{{index}}') and export what you need there.",
    },
  },
  create: (context) =>
    eachImport(context, (node, _from, to) => {
      if (isPublic(to.inner)) return
      const spec = node.source.value
      const index = spec.slice(0, spec.length - to.inner.length).replace(/\/$/, '')
      context.report({ node: node.source, messageId: 'deep', data: { spec, module: to.module, index } })
    }),
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules do not depend on each other in a circle' },
    schema: [],
    messages: { cycle: 'Module cycle: {{trail}}. Move the shared piece to the module that owns it, or to lib/.' },
  },
  create: (context) =>
    eachImport(context, (node, from, to) => {
      const back = pathBack(to.module, from.module)
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { trail: [from.module, ...back].join(' → ') } })
    }),
}

export default { rules: { 'public-surface': publicSurface, 'no-cycle': noCycle } }
