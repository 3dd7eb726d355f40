// Two or more server builds side by side (e.g. main's dist/server copied aside and this branch's),
// each behind its own port and SQLite file (or one PostgreSQL database each), loaded in turn with
// the bare baseline in every round (the order rotates), so a burst of someone else's work on this
// shared machine falls on every side alike. Reports requests per second, the ratio to the
// baseline of the same round, p99, and the server's CPU per request read from /proc around each
// turn (user + system time of the server process: what the request cost, not what the machine had).
//   npx tsx bench/api-builds.ts <label>=<dir with server.js>[,<node flag>...] ... [--path /api/v1/user/info] [--rounds 6] [--seconds 3]
//     [--body '<json>']   POST this body instead of a GET (creating an event: `--path
//     /api/v1/study-plan/event/create --body "$(npx tsx bench/support/create-body.ts)"`, bench/api.ts's body)
// PostgreSQL: run through scripts/with-postgres.sh with --postgres (one database per build).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { Client } from 'pg'
import { freePort, waitForHealth } from '../e2e/support/server-process'
import { seedStudent } from '../e2e/support/seed'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args.splice(i, 2)[1] : fallback
}
const flag = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? (args.splice(i, 1), true) : false
}
const urlPath = option('--path', '/api/v1/user/info')
const rounds = Number(option('--rounds', '6'))
const seconds = Number(option('--seconds', '3'))
const postgres = flag('--postgres')
const body = option('--body', '') || undefined
const method = body === undefined ? 'GET' : 'POST'
const builds = args.map((spec) => {
  const label = spec.slice(0, spec.indexOf('='))
  const [dir, ...nodeFlags] = spec.slice(label.length + 1).split(',')
  return { label, dir: path.resolve(dir), nodeFlags }
})
if (builds.length === 0) throw new Error('name at least one build: <label>=<dir>')
const CONNECTIONS = 10
// Ports and data directories: BENCH_PORT (default: free ones) and BENCH_TMP (default: the OS's).
let nextPort = Number(process.env.BENCH_PORT ?? 0)
const port = () => (nextPort ? Promise.resolve(nextPort++) : freePort())
const tmp = process.env.BENCH_TMP ?? os.tmpdir()
const TICK = 1e6 / 100 // µs per clock tick (USER_HZ is 100 on Linux)

function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK
}

async function database(label: string): Promise<string | undefined> {
  if (!postgres) return undefined
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) throw new Error('--postgres needs TEST_DATABASE_URL (scripts/with-postgres.sh)')
  const name = `bench_${label.replace(/\W/g, '_')}_${process.pid}`
  const client = new Client({ connectionString: admin })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

async function start(build: (typeof builds)[number]) {
  const listen = await port()
  const dataDir = fs.mkdtempSync(path.join(tmp, `api-builds-${build.label}-`))
  const logFile = path.join(dataDir, 'server.log')
  const databaseUrl = await database(build.label)
  const out = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [...build.nodeFlags, '--enable-source-maps', path.join(build.dir, 'server.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listen),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SERVE_APP: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  const baseUrl = `http://127.0.0.1:${listen}`
  await waitForHealth(baseUrl, child, logFile)
  const { token } = await seedStudent(dataDir, { databaseUrl })
  return { ...build, child, url: `${baseUrl}${urlPath}`, token, logFile }
}

async function startBaseline(body: string): Promise<{ child: ChildProcess; url: string }> {
  const file = path.join(fs.mkdtempSync(path.join(tmp, 'baseline-')), 'bodies.json')
  fs.writeFileSync(file, JSON.stringify({ [urlPath]: body }))
  const listen = await port()
  const child = spawn(process.execPath, [path.join(__dirname, 'baseline-server.mjs'), String(listen), file], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()))
  return { child, url: `http://127.0.0.1:${listen}/0` }
}

interface Turn {
  rps: number
  p99: number
  cpu: number
  ratio: number
}

async function turn(url: string, pid: number, headers: Record<string, string>) {
  const before = cpuMicros(pid)
  const r = await autocannon({ url, method, body, headers, connections: CONNECTIONS, duration: seconds })
  const cpu = (cpuMicros(pid) - before) / Math.max(1, r.requests.total)
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return { rps: r.requests.average, p99: r.latency.p99, cpu }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function main() {
  const servers: Awaited<ReturnType<typeof start>>[] = []
  for (const b of builds) servers.push(await start(b))
  const headersOf = (token: string): Record<string, string> => ({
    authorization: `Bearer ${token}`,
    'accept-language': 'zh-CN',
    'x-time-zone': 'Asia/Shanghai',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  })
  const answer = await (await fetch(servers[0].url, { method, body, headers: headersOf(servers[0].token) })).text()
  const baseline = await startBaseline(answer)
  const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
  try {
    for (const s of servers) await autocannon({ url: s.url, method, body, headers: headersOf(s.token), connections: CONNECTIONS, amount: 5000 })
    await autocannon({ url: baseline.url, method, body, headers: json, connections: CONNECTIONS, amount: 5000 })
    const results = new Map<string, Turn[]>(servers.map((s) => [s.label, []]))
    const loads: number[] = []
    for (let round = 0; round < rounds; round++) {
      loads.push(os.loadavg()[0])
      const base = await turn(baseline.url, baseline.child.pid!, json)
      // The builds' order rotates from round to round; the baseline opens each round.
      const order = servers.map((_, i) => servers[(i + round) % servers.length])
      const line = [`round ${round + 1}: baseline ${Math.round(base.rps)} req/s ${base.cpu.toFixed(0)} µs`]
      for (const s of order) {
        const t = await turn(s.url, s.child.pid!, headersOf(s.token))
        results.get(s.label)!.push({ ...t, ratio: t.rps / base.rps })
        line.push(`${s.label} ${Math.round(t.rps)} (${(t.rps / base.rps).toFixed(2)}×, ${t.cpu.toFixed(0)} µs, p99 ${t.p99} ms)`)
      }
      console.log(line.join('  '))
    }
    console.log(`\n${urlPath}, ${postgres ? 'PostgreSQL' : 'SQLite'}, ${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`)
    for (const s of servers) {
      const turns = results.get(s.label)!
      const mean = (f: (t: Turn) => number) => turns.reduce((n, t) => n + f(t), 0) / turns.length
      console.log(
        `${s.label.padEnd(10)} ${Math.round(mean((t) => t.rps))} req/s  ratio mean ${mean((t) => t.ratio).toFixed(2)}× median ${median(turns.map((t) => t.ratio)).toFixed(2)}×  ` +
          `CPU ${mean((t) => t.cpu).toFixed(0)} µs/request (median ${median(turns.map((t) => t.cpu)).toFixed(0)})  p99 worst ${Math.max(...turns.map((t) => t.p99))} ms`,
      )
    }
  } finally {
    baseline.child.kill()
    for (const s of servers) s.child.kill('SIGTERM')
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
