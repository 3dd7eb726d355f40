// API latency under a steady load (DESIGN.md §8: p99 < 50 ms at 500 req/s on 2 cores, SQLite,
// ordinary reads). Runs the real server and a bare Fastify baseline as separate processes and
// reports p50/p99 of each and their ratio: absolute times on shared machines are noise.
//   npx tsx bench/api.ts [rate=500] [seconds=10]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, startServer, stopServer, ROOT } from '../e2e/support/server-process'
import { seedStudent } from '../e2e/support/seed'

const rate = Number(process.argv[2] ?? 500)
const seconds = Number(process.argv[3] ?? 10)

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 50, overallRate: rate, duration: seconds })
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx, errors: result.errors }
}

async function startBaseline() {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(__dirname, 'baseline-server.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()))
  return { url: `http://127.0.0.1:${port}/baseline`, child }
}

async function main() {
  const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' })
  const baseline = await startBaseline()
  try {
    const { token } = await seedStudent(server.dataDir)
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' }
    // Warm up both (JIT, SQLite page cache) before measuring.
    await autocannon({ url: `${server.baseUrl}/api/v1/user/info`, headers: auth, amount: 2000, connections: 20 })
    await autocannon({ url: baseline.url, amount: 2000, connections: 20 })

    const base = await load(baseline.url)
    const info = await load(`${server.baseUrl}/api/v1/user/info`, auth)
    const unread = await load(`${server.baseUrl}/api/v1/study-plan/unread-event-num`, auth)
    const grades = await load(`${server.baseUrl}/api/v1/user/grade-list`)
    const rows = { baseline: base, 'GET user/info': info, 'GET unread-event-num': unread, 'GET grade-list': grades }
    console.log(`${rate} req/s for ${seconds} s, 50 connections, SQLite`)
    for (const [name, r] of Object.entries(rows)) {
      console.log(
        `${name.padEnd(22)} p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ` +
          `(${(r.p99 / Math.max(base.p99, 1)).toFixed(1)}× baseline p99)  ${Math.round(r.rps)} req/s  non-2xx ${r.non2xx}  errors ${r.errors}`,
      )
    }
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, 'bench/results/api.json'), JSON.stringify({ rate, seconds, rows }, null, 2))
    const failed = Object.values(rows).some((r) => r.non2xx > 0 || r.errors > 0)
    if (failed) {
      console.error('Some requests failed')
      process.exitCode = 1
    }
  } finally {
    baseline.child.kill()
    await stopServer(server)
  }
}

void main()
