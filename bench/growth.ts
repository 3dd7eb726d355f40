// How the API's cost grows with a student's history (issue 16): four students with the same
// current plan and 10 / 100 / 1 000 / 10 000 plan events (the rest history, mostly past) and as
// many chat messages, on the compiled server, on SQLite and then on PostgreSQL. The response is
// the same for all four, so the cost should be too.
//
// The statistic (the machine is shared, so one sample can be another process's time slice):
//  - every endpoint gets WARM_UP requests per student first, then ROUNDS rounds; in each round the
//    four students are asked one right after the other (a different one first each round), so
//    the sizes of one round see the same load;
//  - "x1000 paired" (the one held to the target): in each round, the 10 000-event student's time
//    over the 10-event one's, measured back to back; the median of those per-round ratios. A load
//    spike lands in one round and moves one ratio, which the median drops; a query that really
//    grows makes every round's ratio large, so real growth still shows;
//  - also printed: each student's median over the rounds and those medians' ratios to the
//    smallest (x10, x100, x1000), as before; they can disagree with the paired ratio only when the
//    machine's load moved between the rounds.
// Target: plan endpoints' paired x1000 <= 1.5x (exit code 1 otherwise).
//   npm run bench:growth [rounds=21]
// (scripts/with-postgres.sh provides TEST_DATABASE_URL; without it only SQLite runs.)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, startServer, stopServer } from '../e2e/support/server-process'
import { ENDPOINTS, type Endpoint } from './growth-endpoints'
import { analyze, seedGrowthStudent, ZONE, type GrowthStudent } from './growth-seed'

const SIZES = [10, 100, 1000, 10_000]
const ROUNDS = Number(process.argv[2] ?? 21)
const WARM_UP = 5
const TARGET = 1.5

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

async function measure(databaseUrl: string | null) {
  const server = await startServer({ SERVE_APP: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })
  try {
    const url = databaseUrl ?? `sqlite:${path.join(server.dataDir, 'app.db')}`
    const students: GrowthStudent[] = []
    for (const [i, size] of SIZES.entries()) students.push(await seedGrowthStudent(url, server.dataDir, size, i + 1))
    // PostgreSQL's autovacuum would gather statistics within a minute of such a load: now, so every run is alike.
    if (databaseUrl) await analyze(databaseUrl, server.dataDir)
    const request = async (e: Endpoint, s: GrowthStudent) => {
      const [method, path, body] = e.call(s)
      const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json', 'x-time-zone': ZONE, 'accept-language': 'en' }
      const t = performance.now()
      const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      const text = await res.text()
      const ms = performance.now() - t
      const json = JSON.parse(text) as { code: number }
      if (json.code !== 200) throw new Error(`${e.label} (${s.size}): ${text.slice(0, 300)}`)
      bytes[ENDPOINTS.indexOf(e)][students.indexOf(s)] = text.length
      return ms
    }
    const bytes = ENDPOINTS.map(() => students.map(() => 0))
    for (const e of ENDPOINTS) for (const s of students) for (let i = 0; i < WARM_UP; i++) await request(e, s)
    const times = ENDPOINTS.map(() => students.map((): number[] => []))
    for (let round = 0; round < ROUNDS; round++) {
      for (const [ei, e] of ENDPOINTS.entries()) {
        // A different size goes first each round.
        for (let k = 0; k < students.length; k++) {
          const si = (k + round) % students.length
          times[ei][si].push(await request(e, students[si]))
        }
      }
    }
    return ENDPOINTS.map((e, ei) => {
      const medians = times[ei].map(median)
      const ratios = medians.slice(1).map((m) => m / medians[0])
      // Per round, the largest student's time over the smallest one's, both taken in that round.
      const paired = median(times[ei].at(-1)!.map((ms, round) => ms / times[ei][0][round]))
      return { endpoint: e.label, plan: e.plan, medians, ratios, paired, ratio: paired, bytes: bytes[ei] }
    })
  } finally {
    await stopServer(server)
  }
}

type Rows = Awaited<ReturnType<typeof measure>>

function print(dialect: string, rows: Rows) {
  const cell = (s: string, n: number) => s.padStart(n)
  console.log(`\n${dialect}: median ms of ${ROUNDS} rounds per student (plan events = chat messages); paired = median of per-round ratios; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`)
  const scale = SIZES.slice(1).map((n) => `x${n / SIZES[0]}`)
  const last = scale.at(-1)
  console.log(`${'endpoint'.padEnd(36)}${SIZES.map((n) => cell(n.toLocaleString('en'), 9)).join('')}${scale.map((x) => cell(x, 8)).join('')}${cell(`${last} paired`, 14)}   response bytes`)
  for (const r of rows) {
    const flag = r.plan && r.ratio > TARGET ? '  over target' : ''
    console.log(
      `${r.endpoint.padEnd(36)}${r.medians.map((m) => cell(m.toFixed(1), 9)).join('')}${r.ratios.map((x) => cell(`${x.toFixed(2)}x`, 8)).join('')}${cell(`${r.paired.toFixed(2)}x`, 14)}   ${r.bytes.join(' / ')}${flag}`,
    )
  }
}

async function main() {
  const results: Record<string, Rows> = {}
  results.SQLite = await measure(null)
  print('SQLite', results.SQLite)
  const pg = process.env.TEST_DATABASE_URL
  if (pg) {
    results.PostgreSQL = await measure(pg)
    print('PostgreSQL', results.PostgreSQL)
  } else {
    console.log('\n(no TEST_DATABASE_URL: PostgreSQL skipped; `npm run bench:growth` starts one)')
  }
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench/results/growth.json'), JSON.stringify({ sizes: SIZES, rounds: ROUNDS, warmUp: WARM_UP, loadAverage: os.loadavg(), results }, null, 2))
  const over = Object.entries(results).flatMap(([d, rows]) => rows.filter((r) => r.plan && r.ratio > TARGET).map((r) => `${d} ${r.endpoint}`))
  if (over.length > 0) {
    console.error(`\nOver ${TARGET}x: ${over.join('; ')}`)
    process.exitCode = 1
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
