import { PATHS } from '@contract/paths'
import type { PlanEvent, UndoStatus } from '@contract/study-plan'
import { buildApp } from '../../src/app'
import { openDatabase } from '../../src/db/database'
import { MAX_STEPS, withPlanStep } from '../../src/modules/study-plan/store/plan-tx'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../helpers'
import { planClient, type PlanClient } from './plan-client'

const P = PATHS.studyPlan
const WEEK = { from: '2026-03-09T00:00:00+08:00', to: '2026-03-16T00:00:00+08:00' }
const event = (title: string, day = 12, rrule: string | null = null) => ({
  title,
  course_id: null,
  start_at: `2026-03-${String(day).padStart(2, '0')}T19:00:00+08:00`,
  end_at: `2026-03-${String(day).padStart(2, '0')}T20:00:00+08:00`,
  all_day: false,
  rrule,
  kind: 'study',
})

describe('undo and redo', () => {
  let ctx: TestContext
  let api: PlanClient
  let student: TestUser

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    student = await createUserWithSession(ctx.app)
    api = planClient(ctx.app, student)
  })

  const titles = async (client = api) => ((await client.get(P.queryEvent, WEEK)).data.events as PlanEvent[]).map((e) => `${e.title}@${e.start_at.slice(8, 13)}`)
  const undo = () => api.get(P.undoOrRedo, { action: 'undo' })
  const redo = () => api.get(P.undoOrRedo, { action: 'redo' })

  it('answers 403019 (silent in the app) when there is nothing to undo or redo', async () => {
    expect(await undo()).toMatchObject({ status: 403, code: 403019 })
    expect(await redo()).toMatchObject({ status: 403, code: 403019 })
    expect((await api.get(P.undoRedoStatus)).data).toEqual({ can_undo: false, can_redo: false, undo: null, redo: null })
  })

  it('walks back and forth through creates, edits and deletes', async () => {
    await api.post(P.createEvent, event('Maths'))
    const [maths] = (await api.get(P.queryEvent, WEEK)).data.events
    await api.put(P.alterEvent, { event_id: maths.event_id, patch: { title: 'Algebra', start_at: '2026-03-13T18:00:00+08:00' } })
    await api.del(P.deleteEvent, { event_id: maths.event_id })
    expect(await titles()).toEqual([])
    expect((await api.get<UndoStatus>(P.undoRedoStatus)).data.undo).toMatchObject({ kind: 'delete', title: 'Algebra', count: 1 })

    expect((await undo()).data.step).toMatchObject({ kind: 'delete' })
    expect(await titles()).toEqual(['Algebra@13T10'])
    expect((await undo()).data.step).toMatchObject({ kind: 'alter' })
    expect(await titles()).toEqual(['Maths@12T11'])
    const last = await undo()
    expect(last.data).toMatchObject({ step: { kind: 'create' }, status: { can_undo: false, can_redo: true, redo: { kind: 'create' } } })
    expect(await titles()).toEqual([])
    expect(await undo()).toMatchObject({ code: 403019 })

    await redo()
    await redo()
    expect(await titles()).toEqual(['Algebra@13T10'])
    expect((await api.get(P.undoRedoStatus)).data).toMatchObject({ can_undo: true, can_redo: true, redo: { kind: 'delete' } })
  })

  it('drops what was undone once something new is done', async () => {
    await api.post(P.createEvent, event('Maths'))
    await undo()
    await api.post(P.createEvent, event('Chemistry'))
    expect(await redo()).toMatchObject({ code: 403019 })
    expect(await titles()).toEqual(['Chemistry@12T11'])
  })

  it('drops only the undone steps when the stack has steps on both sides', async () => {
    for (const [i, title] of ['A', 'B', 'C', 'D', 'E'].entries()) await api.post(P.createEvent, event(title, 9 + i))
    await undo()
    await undo()
    const created = await api.post(P.createEvent, event('F', 14))
    expect(created.data.status).toMatchObject({ can_undo: true, can_redo: false, undo: { title: 'F' }, redo: null })
    expect(await redo()).toMatchObject({ code: 403019 })
    expect(await titles()).toEqual(['A@09T11', 'B@10T11', 'C@11T11', 'F@14T11'])
    const undone = []
    for (let step = await undo(); step.code === 200; step = await undo()) undone.push(step.data.step.title)
    expect(undone).toEqual(['F', 'C', 'B', 'A'])
    expect(await titles()).toEqual([])
  })

  it('undoes one occurrence edit of a series without touching the others', async () => {
    await api.post(P.createEvent, event('Vocab', 9, 'FREQ=DAILY;COUNT=5'))
    const [, tuesday] = (await api.get(P.queryEvent, WEEK)).data.events as PlanEvent[]
    await api.put(P.alterEvent, { event_id: tuesday.event_id, occurrence_start: tuesday.occurrence_start, patch: { start_at: '2026-03-10T21:00:00+08:00' } })
    await api.del(P.deleteEvent, { event_id: tuesday.event_id, occurrence_start: '2026-03-11T11:00:00.000Z' })
    expect(await titles()).toEqual(['Vocab@09T11', 'Vocab@10T13', 'Vocab@12T11', 'Vocab@13T11'])
    await undo()
    await undo()
    expect(await titles()).toEqual(['Vocab@09T11', 'Vocab@10T11', 'Vocab@11T11', 'Vocab@12T11', 'Vocab@13T11'])
    await redo()
    expect(await titles()).toEqual(['Vocab@09T11', 'Vocab@10T13', 'Vocab@11T11', 'Vocab@12T11', 'Vocab@13T11'])
  })

  it('keeps one stack per student', async () => {
    const other = planClient(ctx.app, await createUserWithSession(ctx.app))
    await api.post(P.createEvent, event('Mine'))
    expect(await other.get(P.undoOrRedo, { action: 'undo' })).toMatchObject({ code: 403019 })
    await other.post(P.createEvent, event('Theirs', 13))
    await undo()
    expect(await titles()).toEqual([])
    expect(await titles(other)).toEqual(['Theirs@13T11'])
  })

  it('cleans the stack but keeps the plan', async () => {
    await api.post(P.createEvent, event('Maths'))
    await api.post(P.createEvent, event('Chemistry', 13))
    await undo()
    expect((await api.get(P.cleanStack)).data).toEqual({ can_undo: false, can_redo: false, undo: null, redo: null })
    expect(await undo()).toMatchObject({ code: 403019 })
    expect(await titles()).toEqual(['Maths@12T11'])
  })

  it(`keeps the last ${MAX_STEPS} steps`, async () => {
    for (let i = 0; i < MAX_STEPS + 3; i++) expect((await api.post(P.createEvent, event(`E${i}`, 9 + (i % 6)))).code).toBe(200)
    let undone = 0
    while ((await undo()).code === 200) undone++
    expect(undone).toBe(MAX_STEPS)
    expect((await api.get(P.queryEvent, WEEK)).data.events).toHaveLength(3)
    // The steps that fell off are gone, with the copies of the rows they changed (stored in them).
    const steps = await ctx.app.db.selectFrom('plan_steps').select('id').where('user_id', '=', student.user.id).execute()
    expect(steps).toHaveLength(MAX_STEPS)
  }, 60_000)

  it('answers each change with the stack as it now is', async () => {
    await api.post(P.createEvent, event('Maths'))
    await undo()
    const created = await api.post(P.createEvent, event('Chemistry'))
    const expected = { can_undo: true, can_redo: false, undo: { kind: 'create', title: 'Chemistry', count: 1 }, redo: null }
    expect(created.data.status).toMatchObject(expected)
    expect(created.data.status).toEqual((await api.get(P.undoRedoStatus)).data)
    const [chemistry] = (await api.get(P.queryEvent, WEEK)).data.events as PlanEvent[]
    const altered = await api.put(P.alterEvent, { event_id: chemistry.event_id, patch: { title: 'Physics' } })
    expect(altered.data.status).toEqual((await api.get(P.undoRedoStatus)).data)
    expect(altered.data.status.undo).toMatchObject({ kind: 'alter', title: 'Physics' })
    const deleted = await api.del(P.deleteEvent, { event_id: chemistry.event_id })
    expect(deleted.data.status).toEqual((await api.get(P.undoRedoStatus)).data)
    expect(deleted.data.status.undo).toMatchObject({ kind: 'delete', title: 'Physics' })
  })

  it('numbers steps without gaps when a change records nothing', async () => {
    const { db } = ctx.app
    const userId = student.user.id
    // A plan change that changes nothing (a proposal whose events are all gone, say): no step.
    expect(await withPlanStep(db, userId, 'alter', async () => 'nothing')).toEqual({ result: 'nothing', step: null, status: null })
    await api.post(P.createEvent, event('Maths'))
    expect(await withPlanStep(db, userId, 'alter', async () => 'nothing')).toMatchObject({ step: null })
    await api.post(P.createEvent, event('Chemistry', 13))
    const seqs = await db.selectFrom('plan_steps').select('seq').where('user_id', '=', userId).orderBy('seq').execute()
    expect(seqs.map((r) => Number(r.seq))).toEqual([1, 2])
    const state = await db.selectFrom('plan_state').select('last_seq').where('user_id', '=', userId).executeTakeFirstOrThrow()
    expect(Number(state.last_seq)).toBe(2)
    expect((await api.get(P.undoRedoStatus)).data.undo).toMatchObject({ title: 'Chemistry' })
  })

  it('records simultaneous changes as separate steps and undoes them all', async () => {
    const created = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => api.post(P.createEvent, event(`Race ${i}`, 9 + (i % 5)))))
    expect(created.map((r) => r.code)).toEqual([200, 200, 200, 200, 200, 200])
    // The lock took the numbers one after the other (on PostgreSQL from several connections).
    const seqs = await ctx.app.db.selectFrom('plan_steps').select('seq').where('user_id', '=', student.user.id).orderBy('seq').execute()
    expect(seqs.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5, 6])
    const results = await Promise.all([undo(), undo(), undo()])
    expect(results.map((r) => r.code)).toEqual([200, 200, 200])
    expect(new Set(results.map((r) => r.data.step.title)).size).toBe(3)
    expect(await titles()).toHaveLength(3)
    while ((await undo()).code === 200);
    expect(await titles()).toEqual([])
  })

  it('survives a restart of the server', async () => {
    const user = await createUserWithSession(ctx.app)
    await planClient(ctx.app, user).post(P.createEvent, event('Before restart'))
    // A second server on the same database: nothing of the stack lived in the first one's memory.
    const database = openDatabase(ctx.config)
    const second = await buildApp({ config: ctx.config, database: sqliteShared(ctx) ?? database, logger: false })
    try {
      const again = planClient(second, user)
      expect((await again.get(P.undoRedoStatus)).data.undo).toMatchObject({ kind: 'create', title: 'Before restart' })
      expect((await again.get(P.undoOrRedo, { action: 'undo' })).code).toBe(200)
      expect(await titles(again)).toEqual([])
    } finally {
      await second.close()
      await database.close()
    }
  })
})

/** An in-memory SQLite database exists once per connection: the second server must share it. */
function sqliteShared(ctx: TestContext) {
  if (ctx.app.dialect !== 'sqlite') return null
  return { db: ctx.app.db, dialect: ctx.app.dialect, ping: ctx.app.dbPing, close: async () => {} }
}
