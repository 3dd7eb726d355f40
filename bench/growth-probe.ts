// In-process statement profile for the growth bench's students (issue 16): which SQL statement of
// an endpoint costs more for the 10 000-event student than for the 10-event one. Runs the app in
// this process (no HTTP), times every statement better-sqlite3 runs, and prints per endpoint the
// median time of each size, then each statement's mean time and rows returned per call.
//   npx tsx bench/growth-probe.ts [rounds=30] [endpoint filter]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { buildApp } from '../server/src/app'
import { testConfig } from '../server/src/config'
import { openDatabase } from '../server/src/db/database'
import { seedGrowthStudent, ZONE, type GrowthStudent } from './growth-seed'
import { ENDPOINTS } from './growth-endpoints'

const ROUNDS = Number(process.argv[2] ?? 30)
const FILTER = process.argv[3] ?? ''
const SIZES = [10, 10_000]

interface Stat {
  ms: number
  calls: number
  rows: number
}
let current: Map<string, Stat> | null = null

/** Times every statement run through better-sqlite3 (all/get/run), by its SQL text. */
function instrument() {
  const probe = new SQLite(':memory:')
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>
  probe.close()
  for (const name of ['all', 'get', 'run'] as const) {
    const original = proto[name]
    proto[name] = function (this: { source: string }, ...args: unknown[]) {
      const t = performance.now()
      const out = original.apply(this, args)
      const ms = performance.now() - t
      if (current) {
        const s = current.get(this.source) ?? { ms: 0, calls: 0, rows: 0 }
        s.ms += ms
        s.calls++
        s.rows += Array.isArray(out) ? out.length : out ? 1 : 0
        current.set(this.source, s)
      }
      return out
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function main() {
  instrument()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'growth-probe-'))
  const url = `sqlite:${path.join(dataDir, 'app.db')}`
  const config = testConfig({ DATABASE_URL: url, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' })
  const database = openDatabase(config)
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const students: GrowthStudent[] = []
  for (const [i, size] of SIZES.entries()) students.push(await seedGrowthStudent(url, dataDir, size, i + 1))
  const sqlite = new SQLite(path.join(dataDir, 'app.db'))
  try {
    for (const e of ENDPOINTS.filter((x) => x.label.includes(FILTER))) {
      const times = students.map((): number[] => [])
      const stats = students.map(() => new Map<string, Stat>())
      for (let round = -3; round < ROUNDS; round++) {
        for (const [si, s] of students.entries()) {
          const [method, u, body] = e.call(s)
          current = round >= 0 ? stats[si] : null
          const t = performance.now()
          const res = await app.inject({ method, url: u, payload: body as object | undefined, headers: { authorization: `Bearer ${s.token}`, 'x-time-zone': ZONE, 'accept-language': 'en' } })
          const ms = performance.now() - t
          current = null
          if (res.json<{ code: number }>().code !== 200) throw new Error(`${e.label}: ${res.body.slice(0, 300)}`)
          if (round >= 0) times[si].push(ms)
        }
      }
      const m = times.map(median)
      const sqlMs = stats.map((st) => [...st.values()].reduce((a, x) => a + x.ms, 0) / ROUNDS)
      console.log(`\n${e.label}: ${m.map((x) => x.toFixed(2)).join(' → ')} ms (${(m[1] / m[0]).toFixed(2)}x); statements ${sqlMs.map((x) => x.toFixed(2)).join(' → ')} ms (mean)`)
      const keys = new Set([...stats[0].keys(), ...stats[1].keys()])
      const rows = [...keys].map((k) => ({ k, a: stats[0].get(k), b: stats[1].get(k) }))
      rows.sort((x, y) => (y.b?.ms ?? 0) - (y.a?.ms ?? 0) - ((x.b?.ms ?? 0) - (x.a?.ms ?? 0)))
      for (const { k, a, b } of rows.slice(0, 8)) {
        const per = (s?: Stat) => (s ? `${(s.ms / ROUNDS).toFixed(3)} ms ${(s.calls / ROUNDS).toFixed(1)} calls ${(s.rows / Math.max(1, s.calls)).toFixed(0)} rows` : '-')
        console.log(`  ${per(a)}  →  ${per(b)}   ${k.replace(/\s+/g, ' ').slice(0, 220)}`)
        if ((b?.ms ?? 0) / ROUNDS > 0.2 && /^select/i.test(k)) {
          try {
            const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${k}`).all(...new Array((k.match(/\?/g) ?? []).length).fill(null)) as { detail: string }[]
            console.log(`      plan: ${plan.map((p) => p.detail).join(' | ')}`)
          } catch {
            // a statement EXPLAIN cannot take with null parameters
          }
        }
      }
    }
  } finally {
    sqlite.close()
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
