import { randomBytes } from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { ROOT, spawnServer, waitForHealth } from '../../../../e2e/support/server-process'
import { haproxyConfig } from './haproxy-config'
import { freePort, startHaproxy, startRedis, startS3rver, stopProcess, waitFor } from './processes'

export const BUCKET = 'uploads'
// S3rver checks requests against its own fixed key.
const S3_KEY = 'S3RVER'

export interface InstanceInfo {
  name: 'a' | 'b'
  url: string
  port: number
  pid: number
  logFile: string
  env: Record<string, string>
}

/** What the tests need to reach the cluster (written to a file by the global setup). */
export interface ClusterInfo {
  dir: string
  lb: string
  databaseUrl: string
  redisUrl: string
  s3Endpoint: string
  instances: InstanceInfo[]
}

export interface RunningCluster {
  info: ClusterInfo
  children: ChildProcess[]
  stop(): Promise<void>
}

async function freshSchemaUrl(base: string): Promise<string> {
  const schema = `scale_${randomBytes(4).toString('hex')}`
  const admin = new Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

/**
 * PostgreSQL (the throwaway cluster of scripts/with-postgres.sh), Redis, an S3-compatible store,
 * `count` compiled server instances and HAProxy in front, each on a free loopback port.
 * `env` is added to every instance's configuration; `staticDirs` gives each its own H5 build.
 */
export async function startCluster(options: {
  databaseUrl: string
  env?: Record<string, string>
  count?: 1 | 2
  staticDirs?: string[]
  haproxy?: boolean
  /** HAProxy's readiness probe interval (default 300 ms). */
  checkEveryMs?: number
}): Promise<RunningCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'))
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map((c) => stopProcess(c)))
  }
  try {
    const [redisPort, s3Port] = [await freePort(), await freePort()]
    children.push(await startRedis(redisPort, dir))
    children.push(await startS3rver(ROOT, s3Port, dir, BUCKET))
    const databaseUrl = await freshSchemaUrl(options.databaseUrl)
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      PG_POOL_MAX: '5',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      TRUST_PROXY: 'true',
      ...options.env,
    }
    const instances: InstanceInfo[] = []
    const names = (['a', 'b'] as const).slice(0, options.count ?? 2)
    for (const [i, name] of names.entries()) {
      const port = await freePort()
      const dataDir = path.join(dir, `data-${name}`)
      fs.mkdirSync(dataDir)
      const env: Record<string, string> = { ...shared, PORT: String(port), DATA_DIR: dataDir }
      if (options.staticDirs?.[i]) Object.assign(env, { SERVE_APP: 'true', STATIC_DIR: options.staticDirs[i] })
      else env.SERVE_APP = 'false'
      const logFile = path.join(dir, `instance-${name}.log`)
      const child = spawnServer(env, logFile)
      children.push(child)
      instances.push({ name, url: `http://127.0.0.1:${port}`, port, pid: child.pid!, logFile, env })
      // One after the other: both migrating at once is safe (a lock), but slower on 2 cores.
      await waitForHealth(`http://127.0.0.1:${port}`, child, logFile, 90_000)
    }
    let lb = instances[0].url
    if (options.haproxy !== false) {
      const lbPort = await freePort()
      const configFile = path.join(dir, 'haproxy.cfg')
      fs.writeFileSync(configFile, haproxyConfig(lbPort, instances.map((s) => ({ name: s.name, port: s.port })), options.checkEveryMs))
      children.push(await startHaproxy(configFile, lbPort, dir))
      lb = `http://127.0.0.1:${lbPort}`
      // Both servers marked up by their readiness checks before any test traffic.
      await waitFor('haproxy to see every instance ready', async () => {
        const seen = new Set<string>()
        for (let i = 0; i < 4 * instances.length; i++) {
          const res = await fetch(`${lb}/api/health/live`)
          seen.add(res.headers.get('x-served-by') ?? '')
        }
        return seen.size === instances.length
      }, 30_000)
    }
    return { info: { dir, lb, databaseUrl, redisUrl: shared.REDIS_URL, s3Endpoint: shared.S3_ENDPOINT, instances }, children, stop }
  } catch (err) {
    await stop()
    throw err
  }
}

/** Starts an instance again (after a test killed it) with its original configuration. */
export async function restartInstance(instance: InstanceInfo): Promise<ChildProcess> {
  const child = spawnServer(instance.env, instance.logFile)
  await waitForHealth(instance.url, child, instance.logFile, 90_000)
  return child
}
