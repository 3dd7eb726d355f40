import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '../..')

export interface RunningServer {
  baseUrl: string
  dataDir: string
  logFile: string
  child: ChildProcess
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

// A deadline, not a speed: the server can take tens of seconds to come up on a loaded machine.
export async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8')}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${fs.readFileSync(logFile, 'utf8')}`)
}

/** Compiles the server (dist/server) unless the build is newer than every source. */
export function ensureServerBuild(): void {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`server build failed:\n${res.stdout}${res.stderr}`)
}

/** The compiled server, as production runs it: plain node on dist/server/server.js. */
export function spawnServer(env: Record<string, string>, logFile: string): ChildProcess {
  ensureServerBuild()
  const out = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/server/server.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  return child
}

/** The real server (built H5 app + API) on a free port with a fresh SQLite database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (env.SERVE_APP !== 'false' && !fs.existsSync(path.join(ROOT, 'dist/h5/index.html'))) {
    throw new Error('No H5 build: run `npm run build:h5` before the end-to-end tests')
  }
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  const logFile = path.join(dataDir, 'server.log')
  const child = spawnServer(
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      STATIC_DIR: path.join(ROOT, 'dist/h5'),
      ...env,
    },
    logFile,
  )
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child, logFile)
  return { baseUrl, dataDir, logFile, child }
}

/** Sends SIGTERM and resolves with the exit code once the server has closed. */
export async function stopServer(server: Pick<RunningServer, 'child'>): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode
  return new Promise<number | null>((resolve) => {
    server.child.once('exit', (code) => resolve(code))
    server.child.kill('SIGTERM')
  })
}
