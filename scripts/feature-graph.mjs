#!/usr/bin/env node
// Counts how client features depend on each other: cross-feature imports that bypass a feature's
// public surface (its index.ts) and cycles in the feature graph. `npm run lint` enforces both;
// this prints the numbers (docs/ARCHITECTURE.md). Usage: node scripts/feature-graph.mjs [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SRC = join(ROOT, 'src')
const FEATURES = join(SRC, 'features')

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else if (/\.(ts|tsx)$/.test(name)) yield path
  }
}

// Static imports, re-exports, dynamic import() and jest.mock() all tie one file to another.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bjest\.(?:mock|requireActual)\s*\(\s*)['"]([^'"]+)['"]/g

function target(file, spec) {
  if (spec.startsWith('@/')) return join(SRC, spec.slice(2))
  if (spec.startsWith('.')) return resolve(dirname(file), spec)
  return null
}

/** `{ feature, rest }` for a path inside src/features, else null. */
function featureOf(path) {
  const rel = relative(FEATURES, path)
  if (rel.startsWith('..')) return null
  const [feature, ...rest] = rel.split(sep)
  return { feature, rest: rest.join('/') }
}

const isSurface = (rest) => rest === '' || rest === 'index' || rest === 'index.ts'

export function analyse() {
  const deep = []
  const edges = new Map()
  for (const file of walk(SRC)) {
    const from = featureOf(file)
    if (!from) continue
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(SPECIFIER)) {
      const path = target(file, match[1])
      const to = path && featureOf(path)
      if (!to || to.feature === from.feature) continue
      if (!isSurface(to.rest)) deep.push(`${relative(ROOT, file)} -> ${match[1]}`)
      // Tests may reach other features (mocks); the graph is about shipped code.
      if (!/__tests__/.test(file)) {
        if (!edges.has(from.feature)) edges.set(from.feature, new Set())
        edges.get(from.feature).add(to.feature)
      }
    }
  }
  return { deep, edges, cycles: cyclesOf(edges) }
}

/** Strongly connected components with more than one feature (Tarjan). */
function cyclesOf(edges) {
  let index = 0
  const stack = []
  const info = new Map()
  const out = []
  const visit = (v) => {
    info.set(v, { index, low: index, on: true })
    index++
    stack.push(v)
    for (const w of edges.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w)
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low)
      } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index)
    }
    if (info.get(v).low === info.get(v).index) {
      const component = []
      let w
      do {
        w = stack.pop()
        info.get(w).on = false
        component.push(w)
      } while (w !== v)
      if (component.length > 1) out.push(component.sort())
    }
  }
  for (const v of edges.keys()) if (!info.has(v)) visit(v)
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { deep, cycles } = analyse()
  if (process.argv.includes('--list')) for (const line of deep) console.log(line)
  console.log(`cross-feature deep imports: ${deep.length} (from ${new Set(deep.map((d) => d.split(' -> ')[0])).size} files)`)
  console.log(`feature cycles: ${cycles.length}${cycles.length ? ' ' + cycles.map((c) => c.join(' <-> ')).join('; ') : ''}`)
}
