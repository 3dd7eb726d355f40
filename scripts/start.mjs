// `npm start`: installs dependencies if needed, builds the H5 app and compiles the server when
// their sources are newer than the builds, then runs the server with plain node and its embedded
// defaults (SQLite, console SMS, sandbox payments, offline AI) on http://127.0.0.1:8080.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

if (!fs.existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)…')
  run('npm', ['ci', '--no-audit', '--no-fund'])
}

const index = path.join(root, 'dist/h5/index.html')
const sources = Math.max(...['src', 'contract', 'config'].map((d) => newestMtime(path.join(root, d))))
if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sources) {
  console.log('Building the H5 app…')
  run('npm', ['run', 'build:h5'])
}

run(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-stale'])

const port = process.env.PORT ?? '8080'
console.log(`\nStarting the server: open http://127.0.0.1:${port}  (sign-in codes are printed in this log)\n`)
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
