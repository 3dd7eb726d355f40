// API throughput against a bare Fastify answering the same bodies (DESIGN.md §8): the real server
// (its production logging included) and the baseline each take 10 connections flat out, one
// endpoint after the other, in the same run; we report requests per second as a ratio to the
// baseline's, and p99. Absolute figures on a shared 2-core machine are noise; ratios are not.
//   npx tsx bench/api.ts [sqlite|postgres] [seconds per endpoint and side=9]
// `postgres` needs TEST_DATABASE_URL: `npm run bench:api` runs both, the second through
// scripts/with-postgres.sh (a throwaway cluster).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, startServer, stopServer, ROOT } from '../e2e/support/server-process'
import { seedStudent } from '../e2e/support/seed'
import { createBody, nextMonday, weekEvent } from './support/create-event'

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const seconds = Number(process.argv[3] ?? 9)
const CONNECTIONS = 10
// Targets of issue 16 (SQLite, 10 connections): ratio to the baseline, and p99 of reads.
const TARGETS: Record<string, number> = { 'GET user/info': 0.35, 'GET query-event (week, 50 events)': 0.15, 'POST event/create': 0.1 }
const READ_P99_MS = 50

interface Endpoint {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
}

// The machine is shared: each endpoint is measured in ROUNDS short turns, baseline and ours
// alternating, so a burst of someone else's work falls on both sides.
const ROUNDS = 3

async function load(url: string, method: Endpoint['method'], headers: Record<string, string>, body?: string) {
  const r = await autocannon({ url, method, headers, body, connections: CONNECTIONS, duration: seconds / ROUNDS })
  return { requests: r.requests.total, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

type Load = Awaited<ReturnType<typeof load>>

/** Rounds added up: requests per second over all, the worst p99, the median p50. */
function combine(runs: Load[]): Load {
  const sorted = (f: (r: Load) => number) => runs.map(f).sort((a, b) => a - b)
  return {
    requests: runs.reduce((n, r) => n + r.requests, 0),
    rps: runs.reduce((n, r) => n + r.rps, 0) / runs.length,
    p50: sorted((r) => r.p50)[Math.floor(runs.length / 2)],
    p99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  }
}

async function startBaseline(bodies: Record<string, string>) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'baseline-')), 'bodies.json')
  fs.writeFileSync(file, JSON.stringify(bodies))
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(__dirname, 'baseline-server.mjs'), String(port), file], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()))
  return { base: `http://127.0.0.1:${port}`, child }
}

async function main() {
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (dialect === 'postgres' && !databaseUrl) throw new Error('postgres needs TEST_DATABASE_URL (run through scripts/with-postgres.sh)')
  const server = await startServer({
    SERVE_APP: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  let baseline: Awaited<ReturnType<typeof startBaseline>> | null = null
  try {
    const { token } = await seedStudent(server.dataDir, { databaseUrl })
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN', 'x-time-zone': 'Asia/Shanghai', 'content-type': 'application/json' }
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      const text = await res.text()
      if (res.status !== 200) throw new Error(`${method} ${url}: ${text}`)
      return text
    }

    // A week of 50 single events (Monday to Sunday, 7-8 a day, 45 minutes each).
    const monday = nextMonday()
    const event = (i: number) => weekEvent(monday, i)
    for (let i = 0; i < 50; i++) await call('POST', '/api/v1/study-plan/event/create', event(i))
    const week = `from=${encodeURIComponent(monday.toISOString())}&to=${encodeURIComponent(new Date(monday.getTime() + 7 * 86_400_000).toISOString())}`
    // New events go into the week after, so the week read stays at 50 events.
    const later = createBody(monday)
    const endpoints: Endpoint[] = [
      { name: 'GET user/info', method: 'GET', path: '/api/v1/user/info' },
      { name: 'GET unread-event-num', method: 'GET', path: '/api/v1/study-plan/unread-event-num' },
      { name: 'GET app/start', method: 'GET', path: '/api/v1/app/start' },
      { name: 'GET query-event (week, 50 events)', method: 'GET', path: `/api/v1/study-plan/query-event?${week}` },
      { name: 'POST event/create', method: 'POST', path: '/api/v1/study-plan/event/create', body: JSON.stringify(later) },
    ]
    const bodies: Record<string, string> = {}
    for (const e of [...endpoints]) {
      try {
        bodies[e.name] = await call(e.method, e.path, e.body ? JSON.parse(e.body) : undefined)
      } catch (err) {
        // An older server (measuring "before") may lack an endpoint: leave it out.
        console.warn(`skipping ${e.name}: ${(err as Error).message.slice(0, 120)}`)
        endpoints.splice(endpoints.indexOf(e), 1)
      }
    }
    const weekEvents = (JSON.parse(bodies['GET query-event (week, 50 events)']) as { data: { events: unknown[] } }).data.events.length
    baseline = await startBaseline(bodies)

    // Warm both (JIT, caches, pool) before measuring.
    await autocannon({ url: `${server.baseUrl}/api/v1/user/info`, headers, connections: CONNECTIONS, amount: 3000 })
    await autocannon({ url: `${baseline.base}/0`, connections: CONNECTIONS, amount: 3000 })

    const rows = []
    for (const [i, e] of endpoints.entries()) {
      const baseRuns: Load[] = []
      const ourRuns: Load[] = []
      for (let round = 0; round < ROUNDS; round++) {
        baseRuns.push(await load(`${baseline.base}/${i}`, e.method, { 'content-type': 'application/json' }, e.body))
        ourRuns.push(await load(`${server.baseUrl}${e.path}`, e.method, headers, e.body))
      }
      const base = combine(baseRuns)
      const ours = combine(ourRuns)
      rows.push({ endpoint: e.name, ratio: ours.rps / base.rps, ours, baseline: base, bytes: Buffer.byteLength(bodies[e.name]) })
    }

    console.log(`\nAPI throughput, ${dialect}, ${CONNECTIONS} connections, ${seconds} s each (week: ${weekEvents} events)`)
    for (const r of rows) {
      const target = TARGETS[r.endpoint]
      const read = r.endpoint.startsWith('GET')
      const flags = [
        target !== undefined ? (r.ratio >= target ? `ok ≥ ${target}×` : `BELOW ${target}×`) : '',
        read ? (r.ours.p99 < READ_P99_MS ? '' : `p99 ≥ ${READ_P99_MS} ms`) : '',
      ].filter(Boolean)
      console.log(
        `${r.endpoint.padEnd(36)} ${r.ratio.toFixed(2)}× baseline  ` +
          `(${Math.round(r.ours.rps)} vs ${Math.round(r.baseline.rps)} req/s)  p50 ${r.ours.p50} ms  p99 ${r.ours.p99} ms  ` +
          `${r.bytes} B  ${flags.join(', ')}`,
      )
    }
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, `bench/results/api-${dialect}.json`), JSON.stringify({ dialect, seconds, connections: CONNECTIONS, weekEvents, rows }, null, 2))
    if (rows.some((r) => r.ours.non2xx > 0 || r.ours.errors > 0 || r.baseline.errors > 0)) {
      console.error('Some requests failed')
      process.exitCode = 1
    }
  } finally {
    baseline?.child.kill()
    await stopServer(server)
  }
}

void main().catch((err) => {
  console.error(err)
  process.exit(1)
})
