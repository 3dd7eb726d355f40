import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export { freePort } from '../../../../e2e/support/server-process'

/** Polls `check` until it returns a value (not undefined/false), or fails after `ms` with `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value as T
    } catch (err) {
      lastError = err
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** A child process whose output goes to `logFile`; fails fast if it exits while we wait for it. */
export function spawnLogged(command: string, args: string[], logFile: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const out = fs.openSync(logFile, 'a')
  const child = spawn(command, args, { env, stdio: ['ignore', out, out] })
  fs.closeSync(out)
  return child
}

export async function waitForPort(name: string, port: number, child: ChildProcess, logFile: string, ms = 30_000): Promise<void> {
  await waitFor(`${name} on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)
    return portOpen(port)
  }, ms)
}

/** Debian's redis-server, in memory only, on a loopback port. */
export async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const log = path.join(dir, 'redis.log')
  const child = spawnLogged('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], log)
  await waitForPort('redis-server', port, child, log)
  return child
}

/** s3rver (npm) as its own process, with one bucket. */
export async function startS3rver(root: string, port: number, dir: string, bucket: string): Promise<ChildProcess> {
  const data = path.join(dir, 's3')
  fs.mkdirSync(data, { recursive: true })
  const log = path.join(dir, 's3rver.log')
  const bin = path.join(root, 'node_modules/s3rver/bin/s3rver.js')
  const child = spawnLogged(process.execPath, [bin, '-d', data, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket], log)
  await waitForPort('s3rver', port, child, log)
  return child
}

/** Checks an HAProxy configuration file with Debian's haproxy (`haproxy -c`); throws with its output. */
export function checkHaproxyConfig(file: string): string {
  const res = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`haproxy -c failed:\n${res.stdout}${res.stderr}`)
  return `${res.stdout}${res.stderr}`
}

/** Debian's HAProxy in the foreground (`-db`) with the given configuration. */
export async function startHaproxy(configFile: string, port: number, dir: string): Promise<ChildProcess> {
  checkHaproxyConfig(configFile)
  const log = path.join(dir, 'haproxy.log')
  const child = spawnLogged('haproxy', ['-db', '-f', configFile], log)
  await waitForPort('haproxy', port, child, log)
  return child
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it exited. */
export async function stopProcess(child: ChildProcess, graceMs = 12_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
