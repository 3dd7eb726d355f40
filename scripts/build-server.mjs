// Compiles the API server and the operator's tool to plain JavaScript in dist/server/ (one
// bundle each, node_modules left outside), so production starts them with `node` alone.
//   node scripts/build-server.mjs             always build
//   node scripts/build-server.mjs --if-stale  only when a source is newer than the build
// Each file is written to a temporary name and renamed, so a server starting meanwhile (or a
// second build running in parallel, as test workers may) never reads half a file.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdir = path.join(root, 'dist/server')
const entries = { server: 'server/src/server.ts', cli: 'server/src/admin/cli.ts' }

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

export function serverBuildIsStale() {
  const built = Object.keys(entries).map((name) => path.join(outdir, `${name}.js`))
  if (!built.every((f) => fs.existsSync(f))) return true
  const sources = Math.max(newestMtime(path.join(root, 'server/src')), newestMtime(path.join(root, 'contract')))
  return Math.min(...built.map((f) => fs.statSync(f).mtimeMs)) < sources
}

export async function buildServer() {
  const started = Date.now()
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: 'server/tsconfig.json',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  })
  fs.mkdirSync(outdir, { recursive: true })
  for (const file of result.outputFiles) {
    const temp = `${file.path}.${process.pid}.tmp`
    fs.writeFileSync(temp, file.contents)
    fs.renameSync(temp, file.path)
  }
  return Date.now() - started
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0)
  const ms = await buildServer()
  console.log(`Server compiled to dist/server/ in ${ms} ms`)
}
