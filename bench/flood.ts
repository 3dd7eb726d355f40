// /api/health and another student's reads while models flood the plan assistant (issue 15):
// the compiled server on a fresh database, the fake OpenAI-compatible model in this process.
//   npx tsx bench/flood.ts [sqlite|postgres] [rounds=6]      (npm run bench:flood: both)
// The server also reports the event loop's longest holds in CPU time (bench/support/loop-cpu.cjs):
// on a shared, loaded machine wall times mostly measure the other processes; CPU time does not.
// Each round two students send the worst instruction a model can make of them at once: 40
// create_event calls of daily series (each tried on the scratch plan, then a 40-change preview
// with its clashes against a plan of 16 weekly series), and a reply of 1000 create_event calls
// (capped at 40, the rest refused). /api/health is sent every 10 ms whatever the answers (so a
// stall shows in full, not hidden by waiting), and a third student reads their week every 50 ms.
// The same sampling with no flood first is the baseline: ratios are against it, in the same run.
// `postgres` needs TEST_DATABASE_URL (scripts/with-postgres.sh).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT, startServer, stopServer } from '../e2e/support/server-process'
import { seedStudent } from '../e2e/support/seed'
import { startFakeOpenAI, type FakeReply, type ReceivedRequest } from '../server/test/fixtures/fake-openai'

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const ROUNDS = Number(process.argv[3] ?? 6)
const SAMPLE_MS = 10
const BASELINE_MS = 4000
const ZONE = 'Asia/Shanghai'

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const r = (n: number) => Math.round(n * 10) / 10
  return { n: s.length, p50: r(quantile(s, 0.5)), p99: r(quantile(s, 0.99)), max: r(s.at(-1)!) }
}

/** Sends `probe` every `everyMs` (not after the previous answer) until stopped; the times of the answers. */
function sampler(probe: () => Promise<void>, everyMs: number) {
  const times: number[] = []
  let failed = 0
  const pending = new Set<Promise<void>>()
  const timer = setInterval(() => {
    const started = performance.now()
    // A refused or reset request counts as failed, never as fast.
    const p = probe().then(
      () => void times.push(performance.now() - started),
      () => void failed++,
    )
    pending.add(p)
    void p.finally(() => pending.delete(p))
  }, everyMs)
  return {
    stop: async () => {
      clearInterval(timer)
      await Promise.all(pending)
      return { ...stats(times), failed }
    },
  }
}

// Local wall time in Shanghai, `days` from today, as an instant the plan window accepts.
const at = (days: number, hour: number, minute = 0) => {
  const d = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000)
  const day = d.toISOString().slice(0, 10)
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`
}
const draft = (title: string, start: string, end: string, rrule: string | null = null) => ({ title, course_id: null, start_at: start, end_at: end, all_day: false, rrule, kind: 'study' })
const create = (args: ReturnType<typeof draft>) => ({ name: 'create_event', arguments: args })

async function main() {
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (dialect === 'postgres' && !databaseUrl) throw new Error('postgres needs TEST_DATABASE_URL (run through scripts/with-postgres.sh)')
  const fake = await startFakeOpenAI()
  const loopFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flood-loop-')), 'holds.json')
  const phases: Record<string, [number, number]> = {}
  const server = await startServer({
    SERVE_APP: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LLM_BASE_URL: fake.baseURL,
    LLM_MODEL: 'fake-chat',
    LLM_MAX_RETRIES: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_OPTIONS: `--require ${path.join(ROOT, 'bench/support/loop-cpu.cjs')}`,
    LOOP_CPU_FILE: loopFile,
    // FLOOD_CPU_PROFILE=<file>: the server writes a V8 CPU profile there too, and the holds next
    // to it (<file>.holds.json), to see what held the loop.
    ...(process.env.FLOOD_CPU_PROFILE ? { LOOP_CPU_PROFILE: process.env.FLOOD_CPU_PROFILE } : {}),
  })
  let result: Measured | undefined
  try {
    const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-time-zone': ZONE, 'accept-language': 'en' })
    const a = await seedStudent(server.dataDir, { databaseUrl })
    const b = await seedStudent(server.dataDir, { databaseUrl })
    const c = await seedStudent(server.dataDir, { databaseUrl })
    const call = async (token: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.baseUrl}${url}`, { method, headers: headersOf(token), body: body === undefined ? undefined : JSON.stringify(body) })
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few fields of several shapes
      const json = (await res.json()) as { code: number; data: any; msg?: string }
      if (json.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(json).slice(0, 300)}`)
      return json.data
    }
    // Student A's plan: 16 weekly series over the next week, so the preview has clashes to find.
    for (let i = 0; i < 16; i++) {
      const day = 1 + (i % 7)
      const hour = 8 + Math.floor(i / 2)
      await call(a.token, 'POST', '/api/v1/study-plan/event/create', draft(`Weekly ${i}`, at(day, hour), at(day, hour, 45), 'FREQ=WEEKLY;COUNT=20'))
    }
    const week = `from=${encodeURIComponent(new Date(at(1, 0)).toISOString())}&to=${encodeURIComponent(new Date(at(8, 0)).toISOString())}`
    await call(c.token, 'POST', '/api/v1/study-plan/event/create', draft('Piano', at(2, 18), at(2, 19)))

    const forty = Array.from({ length: 40 }, (_, i) => create(draft(`s${i}`, at(1 + (i % 4), 8 + (i % 12)), at(1 + (i % 4), 8 + (i % 12), 45), 'FREQ=DAILY;COUNT=60')))
    const thousand = Array.from({ length: 1000 }, (_, i) => create(draft(`f${i}`, at(6, 19), at(6, 20))))
    const script = (request: ReceivedRequest): FakeReply => {
      const said = JSON.stringify(request.messages)
      if (said.includes('"role":"tool"')) return { text: 'ok' }
      return said.includes('add revision') ? { toolCalls: thousand } : { toolCalls: forty }
    }
    fake.fallback = script
    const health = async () => void (await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer())
    const read = async () => void (await call(c.token, 'GET', `/api/v1/study-plan/query-event?${week}`))
    // Warm up (the first requests compile regular expressions, fill caches).
    for (let i = 0; i < 20; i++) await Promise.all([health(), read()])
    await call(a.token, 'POST', '/api/v1/study-plan/instruction', { text: 'add study blocks every day' })

    const baseStart = Date.now()
    const baseHealth = sampler(health, SAMPLE_MS)
    const baseRead = sampler(read, 5 * SAMPLE_MS)
    await new Promise((r) => setTimeout(r, BASELINE_MS))
    const baseline = { health: await baseHealth.stop(), read: await baseRead.stop() }
    phases.baseline = [baseStart, Date.now()]

    const floodStart = Date.now()
    const floodHealth = sampler(health, SAMPLE_MS)
    const floodRead = sampler(read, 5 * SAMPLE_MS)
    const instruction: number[] = []
    let previewed = 0
    const started = performance.now()
    for (let round = 0; round < ROUNDS; round++) {
      const one = async (token: string, text: string) => {
        const t = performance.now()
        const answer = await call(token, 'POST', '/api/v1/study-plan/instruction', { text })
        instruction.push(performance.now() - t)
        previewed += answer.proposal?.preview.added.length ?? 0
      }
      await Promise.all([one(a.token, 'add study blocks every day'), one(b.token, 'add revision')])
    }
    const floodMs = performance.now() - started
    const flood = { health: await floodHealth.stop(), read: await floodRead.stop() }
    phases.flood = [floodStart, Date.now()]

    result = { floodMs, instruction, previewed, baseline, flood }
  } finally {
    await stopServer(server)
    await fake.close()
  }
  if (process.env.FLOOD_CPU_PROFILE) fs.copyFileSync(loopFile, `${process.env.FLOOD_CPU_PROFILE}.holds.json`)
  if (result) report(result, loopHolds(loopFile, phases))
}

/** The event loop's holds in each phase, CPU ms: how many over 10 ms, the longest, p99 of holds over 2 ms; over 10 ms and longest less GC pauses. */
function loopHolds(file: string, phases: Record<string, [number, number]>) {
  const holds = JSON.parse(fs.readFileSync(file, 'utf8')) as [number, number, number, number, number][]
  const of = ([from, to]: [number, number]) => {
    const inPhase = holds.filter(([at]) => at >= from && at <= to)
    const ms = inPhase.map(([, cpu]) => cpu).sort((a, b) => a - b)
    // The same less the garbage collector's pauses: the code's own holds.
    const own = inPhase.map((h) => h[4]).sort((a, b) => a - b)
    return { over2: ms.length, over10: ms.filter((x) => x > 10).length, p99: ms.length ? quantile(ms, 0.99) : 0, max: ms.at(-1) ?? 0, ownOver10: own.filter((x) => x > 10).length, ownMax: own.at(-1) ?? 0 }
  }
  return { baseline: of(phases.baseline), flood: of(phases.flood) }
}

interface Measured {
  floodMs: number
  instruction: number[]
  previewed: number
  baseline: { health: ReturnType<typeof stats>; read: ReturnType<typeof stats> }
  flood: { health: ReturnType<typeof stats>; read: ReturnType<typeof stats> }
}

function report({ floodMs, instruction, previewed, baseline, flood }: Measured, loopCpu: ReturnType<typeof loopHolds>) {
  const ratio = (x: number, y: number) => Math.round((x / y) * 10) / 10
  const result = {
    dialect,
    rounds: ROUNDS,
    floodMs: Math.round(floodMs),
    instruction: stats(instruction),
    previewed,
    baseline,
    flood,
    loopCpu,
    ratio: { healthP50: ratio(flood.health.p50, baseline.health.p50), healthP99: ratio(flood.health.p99, baseline.health.p99), healthMax: ratio(flood.health.max, baseline.health.max) },
  }
  console.log(`Flood bench (${dialect}), ${ROUNDS} rounds of two worst-case instructions at once, ${result.floodMs} ms; load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`)
  console.log(`  instruction ms            ${JSON.stringify(result.instruction)} (${previewed} events previewed)`)
  console.log(`  /api/health ms, baseline  ${JSON.stringify(baseline.health)}`)
  console.log(`  /api/health ms, flood     ${JSON.stringify(flood.health)}  ratio p50 ${result.ratio.healthP50}, p99 ${result.ratio.healthP99}, max ${result.ratio.healthMax}`)
  console.log(`  week read ms, baseline    ${JSON.stringify(baseline.read)}`)
  console.log(`  week read ms, flood       ${JSON.stringify(flood.read)}`)
  console.log(`  event loop held, CPU ms, baseline  ${JSON.stringify(loopCpu.baseline)}`)
  console.log(`  event loop held, CPU ms, flood     ${JSON.stringify(loopCpu.flood)}`)
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, `bench/results/flood-${dialect}.json`), JSON.stringify(result, null, 2))
}

main().catch((err) => {
  console.error(err)
  process.exitCode = 1
})
