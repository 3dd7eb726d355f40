import { PATHS } from '@contract/paths'
import type { InstructionAnswer, PlanEvent } from '@contract/study-plan'
import { type FakeReply, type ReceivedRequest } from '../fixtures/fake-openai'
import { useFakeModelApp } from '../fixtures/fake-model-app'
import { watchLoopHolds } from '../fixtures/loop-holds'
import { createUserWithSession, TEST_DIALECT } from '../helpers'
import { planClient } from './plan-client'
import { clock } from '../../src/lib/time'

/**
 * The worst a model can make of one instruction (issue 15): 40 create_event calls of daily
 * series, each tried on the scratch plan, then a 40-change preview with its clashes against 16
 * weekly series; and, at the same time, another student's model asking for 1000 calls. Neither
 * may hold the event loop for long (every other student waits for the longest hold), and
 * `/api/health` answers all the while.
 *
 * Held is measured in the main thread's CPU time (fixtures/loop-holds.ts), which a loaded machine
 * does not stretch much, and the bound is a share of the flood's own CPU time in the same run: a
 * slower or busier machine stretches both alike, and the kernel's 4 ms clock ticks matter little
 * against a total of 100-200 ms. Measured on SQLite (where every await resolves at once, so only
 * the pacing gives other requests a turn): the longest hold is 4-7 % of the flood's time, under
 * load too; with the pacing taken out (lib/pace.ts) it is 18-21 %. The bench (`npm run
 * bench:flood`) measures the compiled server.
 */
const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai
const ZONE = 'Asia/Shanghai'
const WEEK = { from: '2026-03-09T00:00:00+08:00', to: '2026-03-16T00:00:00+08:00' }
/**
 * The longest hold allowed, as a share of all the CPU time the server spent while the flood ran.
 * One turn of the loop may run several requests' steps (both instructions' slices of work, the
 * probes, the fake model's replies, which run in this process too), so it is more than one slice.
 */
const MAX_SHARE = 0.12
const ROUNDS = 2

const at = (day: number, hour: number, minute = 0) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`
const event = (title: string, start: string, end: string, rrule: string | null = null) => ({ title, course_id: null, start_at: start, end_at: end, all_day: false, rrule, kind: 'study' })
const create = (args: ReturnType<typeof event>) => ({ name: 'create_event', arguments: args })

describe(`the event loop while models flood the plan assistant (${TEST_DIALECT})`, () => {
  const h = useFakeModelApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, listen: true })
  beforeEach(() => jest.spyOn(clock, 'now').mockReturnValue(NOW))
  afterEach(() => jest.restoreAllMocks())

  it('never holds the loop for more than a small share of the flood\'s work, and answers /api/health meanwhile', async () => {
    const student = async () => {
      const user = await createUserWithSession(h.ctx.app, { lang: 'en' })
      return { api: planClient(h.ctx.app, user, ZONE), headers: { ...user.headers, 'x-time-zone': ZONE, 'content-type': 'application/json' } }
    }
    const [a, b, c] = [await student(), await student(), await student()]
    // A's plan: 16 weekly series over the next week, so the preview has clashes to find.
    for (let i = 0; i < 16; i++) {
      const day = 12 + (i % 7)
      const hour = 8 + Math.floor(i / 2)
      expect((await a.api.post(P.createEvent, event(`Weekly ${i}`, at(day, hour), at(day, hour, 45), 'FREQ=WEEKLY;COUNT=20'))).code).toBe(200)
    }
    expect((await c.api.post(P.createEvent, event('Piano', at(13, 18), at(13, 19)))).code).toBe(200)
    const cWeek = (await c.api.get<{ events: PlanEvent[] }>(P.queryEvent, WEEK)).data.events
    expect(cWeek).toHaveLength(1)

    const forty = Array.from({ length: 40 }, (_, i) => create(event(`s${i}`, at(12 + (i % 4), 8 + (i % 12)), at(12 + (i % 4), 8 + (i % 12), 45), 'FREQ=DAILY;COUNT=60')))
    const thousand = Array.from({ length: 1000 }, (_, i) => create(event(`f${i}`, at(17, 19), at(17, 20))))
    // Each model request is answered from what it carries, whatever the order of the two students'.
    h.fake.fallback = (request: ReceivedRequest): FakeReply => {
      const said = JSON.stringify(request.messages)
      if (said.includes('"role":"tool"')) return { text: 'ok' }
      return said.includes('add revision') ? { toolCalls: thousand } : { toolCalls: forty }
    }
    const instruct = (who: typeof a, text: string) =>
      fetch(`${h.baseUrl}${P.instruction}`, { method: 'POST', headers: who.headers, body: JSON.stringify({ text }) }).then(async (r) => (await r.json()) as { code: number; data: InstructionAnswer })
    const flood = async () => {
      const [heavy, refused] = await Promise.all([instruct(a, 'add study blocks every day'), instruct(b, 'add revision')])
      expect(heavy.code).toBe(200)
      expect(heavy.data.proposal?.preview.added).toHaveLength(40)
      expect(heavy.data.proposal?.preview.conflicts.length).toBeGreaterThan(0)
      expect(refused.code).toBe(200)
      expect(refused.data).toMatchObject({ proposal: null, reply: expect.stringMatching(/more than 60 changes at once/) })
    }
    // One health check and one read of C's week, answered right.
    const probe = async () => {
      const [health, read] = await Promise.all([fetch(`${h.baseUrl}/api/health`), fetch(`${h.baseUrl}${P.queryEvent}?from=${encodeURIComponent(WEEK.from)}&to=${encodeURIComponent(WEEK.to)}`, { headers: c.headers })])
      expect(health.status).toBe(200)
      await health.arrayBuffer()
      expect(((await read.json()) as { data: { events: PlanEvent[] } }).data.events).toEqual(cWeek)
    }
    // Jest compiles each module the first time it runs (a compiled server loads all at start):
    // one whole flood first, so that is not what is measured.
    await flood()

    const watch = watchLoopHolds()
    let running = true
    let answeredDuring = 0
    const rounds = (async () => {
      for (let r = 0; r < ROUNDS; r++) await flood()
    })().finally(() => (running = false))
    while (running) {
      await probe()
      if (running) answeredDuring++
    }
    await rounds
    const { holds, ownHolds } = await watch.stop()

    // The collector's pauses are left out (fixtures/loop-holds.ts): they depend on jest's heap.
    const total = ownHolds.reduce((sum, ms) => sum + ms, 0)
    const longest = Math.max(...ownHolds)
    // Shown when it fails: what the loop did during the flood.
    const seen = { ticks: holds.length, over10ms: ownHolds.filter((ms) => ms > 10).length, longestMs: Math.round(longest * 10) / 10, totalMs: Math.round(total), share: Math.round((1000 * longest) / total) / 10 }
    if (process.env.SHOW_HOLDS) console.log(JSON.stringify(seen))
    expect({ ...seen, longestWithinShare: longest <= MAX_SHARE * total }).toMatchObject({ longestWithinShare: true })
    // Health and the other student's reads were answered while the flood ran, not after it.
    expect(answeredDuring).toBeGreaterThan(0)
  }, 240_000)
})
