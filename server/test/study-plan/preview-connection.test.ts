import { sql, type KyselyPlugin } from 'kysely'
import { PATHS } from '@contract/paths'
import type { PlanEvent, PlanOperation } from '@contract/study-plan'
import { createProposal } from '../../src/modules/study-plan/preview/proposals'
import { planWindow } from '../../src/modules/study-plan/time/plan-window'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { planClient } from './plan-client'
import { clock } from '../../src/lib/time'

// Every paced loop gives the event loop a turn at every step (instead of once per 4 ms slice of
// work), whatever the machine's speed: each turn is a chance for another request to come in.
jest.mock('../../src/lib/pace', () => ({ pacer: () => () => new Promise<void>((resolve) => setImmediate(resolve)) }))

/**
 * The biggest preview (60 changes: 40 moves that read the plan, 20 new daily series) must never
 * hold the database across a turn of the event loop: on SQLite there is one connection, and a
 * request that comes in while a preview held it (another student's read, `/api/health`) waited
 * for the whole preview (issue 15). A query sent at every turn the preview gives, through the
 * same queue as any request's, is answered before the preview's next query.
 */
const P = PATHS.studyPlan
const ZONE = 'Asia/Shanghai'
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai
const day = (d: number, hour: number) => `2026-03-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+08:00`

describe(`a preview and the database's one connection (${TEST_DIALECT})`, () => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestApp()
  }, 60_000)
  afterAll(async () => ctx.close())
  beforeEach(() => jest.spyOn(clock, 'now').mockReturnValue(NOW))
  afterEach(() => jest.restoreAllMocks())

  it('answers a query sent at any turn of a 60-change preview before the preview runs its next query', async () => {
    const user = await createUserWithSession(ctx.app, { lang: 'en' })
    const api = planClient(ctx.app, user, ZONE)
    for (let i = 0; i < 40; i++) {
      const d = 12 + (i % 5)
      expect((await api.post(P.createEvent, { title: `e${i}`, course_id: null, start_at: day(d, 6 + (i % 12)), end_at: day(d, 7 + (i % 12)), all_day: false, rrule: null, kind: 'study' })).code).toBe(200)
    }
    const events = (await api.get<{ events: PlanEvent[] }>(P.queryEvent, { from: day(12, 0), to: day(18, 0) })).data.events
    expect(events).toHaveLength(40)
    const operations: PlanOperation[] = [
      ...events.map((e): PlanOperation => ({ op: 'update', event_id: e.event_id, occurrence_start: null, scope: 'series', patch: { start_at: new Date(Date.parse(e.start_at) + 86_400_000).toISOString() } })),
      ...Array.from({ length: 20 }, (_, i): PlanOperation => ({
        op: 'create',
        event: { title: `s${i}`, course_id: null, start_at: day(13 + Math.floor(i / 12), 6 + (i % 12)), end_at: day(13 + Math.floor(i / 12), 6 + (i % 12)).replace(':00:00', ':30:00'), all_day: false, rrule: 'FREQ=DAILY;COUNT=30', kind: 'study' },
      })),
    ]

    // Counts the preview's queries; at the next turn of the event loop after each, another
    // request's query goes in, and notes how many preview queries had run when it was answered.
    let ran = 0
    let previewing = true
    const waits: number[] = []
    const pending: Promise<void>[] = []
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        ran++
        setImmediate(() => {
          if (!previewing) return
          const sent = ran
          pending.push(sql`select 1`.execute(ctx.app.db).then(() => void waits.push(ran - sent)))
        })
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    const window = planWindow(ctx.config, NOW)
    const proposal = await createProposal(ctx.app.db.withPlugin(counting), user.user.id, { kind: 'instruction', source: 'assistant', operations, zone: ZONE, window }).finally(
      () => (previewing = false),
    )
    await Promise.all(pending)

    expect(proposal.preview.changed).toHaveLength(40)
    expect(proposal.preview.added).toHaveLength(20)
    expect(proposal.preview.changed[0].after.start_at).toBe(new Date(Date.parse(events[0].start_at) + 86_400_000).toISOString())
    // Nothing was stored but the proposal: the plan is as it was.
    expect((await api.get<{ events: PlanEvent[] }>(P.queryEvent, { from: day(12, 0), to: day(18, 0) })).data.events).toEqual(events)
    // One query per change that reads the plan at least, and a turn after each.
    expect(ran).toBeGreaterThanOrEqual(40)
    expect(waits.length).toBeGreaterThanOrEqual(40)
    if (TEST_DIALECT === 'sqlite') {
      // The query in flight when it came in, at most: never the rest of the preview.
      expect(Math.max(...waits)).toBeLessThanOrEqual(1)
    }
    // PostgreSQL: every request has a pooled connection of its own, so a preview never queues
    // another; what this checks there is that the draft gives the same preview.
  }, 120_000)
})
