// Study plan latencies on the real server (SQLite), for a student with a full weekly plan
// (the base plan: ~16 weekly series) plus an exam:
//  - reads under load: a week of the schedule and today's tasks, at `rate` req/s (autocannon);
//  - writes and previews one at a time: an instruction (offline parser), the weekly plan preview,
//    applying a preview, undo, an exam's tactics and its revision blocks.
//   npx tsx bench/study-plan.ts [rate=200] [seconds=5]
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { ROOT, startServer, stopServer } from '../e2e/support/server-process'
import { seedStudent } from '../e2e/support/seed'

const rate = Number(process.argv[2] ?? 200)
const seconds = Number(process.argv[3] ?? 5)
const ROUNDS = 30

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]

async function main() {
  const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' })
  try {
    const { token } = await seedStudent(server.dataDir)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-time-zone': 'Asia/Shanghai', 'accept-language': 'zh-CN' }
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      // The bench reads a few fields of several shapes.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const json = (await res.json()) as { code: number; data: any }
      if (json.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`)
      return json.data
    }
    const timed = async (label: string, run: () => Promise<unknown>) => {
      const ms: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now()
        await run()
        ms.push(performance.now() - t)
      }
      return { label, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) }
    }

    const preset = await call('GET', '/api/v1/study-plan/preset-event')
    await call('POST', '/api/v1/study-plan/apply-proposal', { proposal_id: preset.proposal.id })
    const exam = new Date(Date.now() + 10 * 86_400_000)
    exam.setUTCHours(1, 0, 0, 0)
    await call('POST', '/api/v1/study-plan/event/create', { title: '数学期中考试', course_id: 2, kind: 'exam', start_at: exam.toISOString(), end_at: new Date(exam.getTime() + 7_200_000).toISOString(), all_day: false, rrule: null })
    const [examEvent] = (await call('GET', '/api/v1/exam-tactics/exam-list')).exams

    // Next week: the base plan starts tomorrow, so this week may hold only a day of it.
    const monday = new Date()
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7)
    monday.setUTCHours(0, 0, 0, 0)
    const week = `from=${encodeURIComponent(monday.toISOString())}&to=${encodeURIComponent(new Date(monday.getTime() + 7 * 86_400_000).toISOString())}`
    const weekEvents = (await call('GET', `/api/v1/study-plan/query-event?${week}`)).events.length

    const loads: Record<string, unknown> = {}
    for (const [label, url] of [
      ['GET query-event (week)', `/api/v1/study-plan/query-event?${week}`],
      ['GET today-tasks/list', '/api/v1/today-tasks/list'],
    ]) {
      await autocannon({ url: `${server.baseUrl}${url}`, headers, amount: 500, connections: 10 })
      const r = await autocannon({ url: `${server.baseUrl}${url}`, headers, connections: 20, overallRate: rate, duration: seconds })
      loads[label] = { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), non2xx: r.non2xx, errors: r.errors }
    }

    const singles = [
      await timed('POST instruction (offline)', () => call('POST', '/api/v1/study-plan/instruction', { text: '明天下午三点到五点复习物理' })),
      await timed('GET preset-event (preview)', () => call('GET', '/api/v1/study-plan/preset-event')),
      await timed('POST event/create', () => call('POST', '/api/v1/study-plan/event/create', { title: '练习', course_id: null, kind: 'study', start_at: exam.toISOString(), end_at: new Date(exam.getTime() + 3_600_000).toISOString(), all_day: false, rrule: null })),
      await timed('GET undo-or-redo (undo)', () => call('GET', '/api/v1/study-plan/undo-or-redo?action=undo')),
      await timed('POST apply-proposal (instruction)', async () => {
        const answer = await call('POST', '/api/v1/study-plan/instruction', { text: '周六上午九点模拟考' })
        const t = performance.now()
        await call('POST', '/api/v1/study-plan/apply-proposal', { proposal_id: answer.proposal.id })
        return performance.now() - t
      }),
      await timed('GET exam-tactics/tactics', () => call('GET', `/api/v1/exam-tactics/tactics?event_id=${examEvent.event_id}`)),
      await timed('GET schedule-blocks (preview)', () => call('GET', `/api/v1/exam-tactics/schedule-blocks?event_id=${examEvent.event_id}`)),
    ]
    console.log(`Plan: ${weekEvents} occurrences in the week measured (base plan + exam), SQLite`)
    console.log(`Under load, ${rate} req/s for ${seconds} s:`)
    for (const [label, r] of Object.entries(loads)) console.log(`  ${label.padEnd(34)} ${JSON.stringify(r)}`)
    console.log(`One at a time (${ROUNDS} rounds, ms; apply-proposal includes its instruction):`)
    for (const s of singles) console.log(`  ${s.label.padEnd(34)} p50 ${s.p50.toFixed(1)}  p95 ${s.p95.toFixed(1)}`)
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, 'bench/results/study-plan.json'), JSON.stringify({ rate, seconds, weekEvents, loads, singles }, null, 2))
  } finally {
    await stopServer(server)
  }
}

void main()
