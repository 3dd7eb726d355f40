import { PATHS } from '@contract/paths'
import type { InstructionAnswer, PlanEvent } from '@contract/study-plan'
import { utc } from '../../src/modules/study-plan/instruction/__tests__/fixture'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from './plan-client'
import { seedTablePlan, tableNow } from './plan-fixture'
import { clock } from '../../src/lib/time'

/**
 * What the student gets once they confirm: a habit changed as a whole, a series split "from next
 * week", the other reading of an ambiguous edit, a bulk change undone in one step, and a question
 * back (nothing changed) for an impossible date. Plan: the parser tables' (fixture.ts), stored.
 */
// Each case builds an app, seeds a plan and makes several requests: slow on a loaded machine.
jest.setTimeout(60_000)

const ZONE = 'Asia/Shanghai'
const at = (local: string) => utc(local, ZONE)

describe('instructions that change a series, a window, or nothing', () => {
  let ctx: TestContext
  let api: PlanClient

  beforeEach(async () => {
    ctx = await createTestApp()
    const user = await createUserWithSession(ctx.app)
    await seedTablePlan(ctx.app, user.user.id, ZONE)
    api = planClient(ctx.app, user, ZONE)
    jest.spyOn(clock, 'now').mockReturnValue(tableNow(ZONE))
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await ctx.close()
  })

  const instruct = async (text: string) => (await api.post<InstructionAnswer>(PATHS.studyPlan.instruction, { text })).data
  const apply = (id: string) => api.post(PATHS.studyPlan.applyProposal, { proposal_id: id })
  const starts = async (title: string, from = '2026-03-09T00:00', to = '2026-03-23T00:00') =>
    ((await api.get(PATHS.studyPlan.queryEvent, { from: at(from), to: at(to) })).data.events as PlanEvent[]).filter((e) => e.title === title).map((e) => e.start_at)

  it('moves a daily habit as a whole ("from now on"), and undoes it', async () => {
    const before = await starts('Reading')
    const answer = await instruct('my daily reading at 20:30 from now on')
    expect(answer.alternatives).toEqual([])
    expect(answer.proposal!.preview.changed).toEqual([{ before: expect.objectContaining({ scope: 'series' }), after: expect.objectContaining({ scope: 'series' }) }])
    await apply(answer.proposal!.id)
    const after = await starts('Reading')
    expect(after).toHaveLength(14)
    expect(after).toEqual(before.map((t) => new Date(Date.parse(t) - 30 * 60_000).toISOString()))
    await api.get(PATHS.studyPlan.undoOrRedo, { action: 'undo' })
    expect(await starts('Reading')).toEqual(before)
  })

  it('splits a series "from next week": this week keeps its time, the weeks after move, undo joins them again', async () => {
    const answer = await instruct('from next week, move piano to 7pm')
    expect(answer.proposal!.preview.changed[0].before).toMatchObject({ scope: 'following', start_at: at('2026-03-16T18:00') })
    await apply(answer.proposal!.id)
    expect(await starts('Piano')).toEqual([at('2026-03-09T18:00'), at('2026-03-11T18:00'), at('2026-03-16T19:00'), at('2026-03-18T19:00')])
    expect((await api.get(PATHS.studyPlan.undoRedoStatus)).data.undo).toMatchObject({ kind: 'instruction' })
    await api.get(PATHS.studyPlan.undoOrRedo, { action: 'undo' })
    expect(await starts('Piano')).toEqual([at('2026-03-09T18:00'), at('2026-03-11T18:00'), at('2026-03-16T18:00'), at('2026-03-18T18:00')])
    await api.get(PATHS.studyPlan.undoOrRedo, { action: 'redo' })
    expect(await starts('Piano')).toEqual([at('2026-03-09T18:00'), at('2026-03-11T18:00'), at('2026-03-16T19:00'), at('2026-03-18T19:00')])
  })

  it('ends a series before a day ("cancel reading from Monday on")', async () => {
    const answer = await instruct('cancel reading from Monday on')
    expect(answer.proposal!.preview.removed).toEqual([expect.objectContaining({ scope: 'following', start_at: at('2026-03-16T21:00') })])
    await apply(answer.proposal!.id)
    const left = await starts('Reading')
    expect(left).toHaveLength(7)
    expect(left[left.length - 1]).toBe(at('2026-03-15T21:00'))
  })

  it('offers both readings of "cancel reading": the student may confirm the whole habit instead of the next one', async () => {
    const answer = await instruct('cancel reading')
    expect(answer.proposal!.preview.removed).toEqual([expect.objectContaining({ scope: 'occurrence', start_at: at('2026-03-11T21:00') })])
    expect(answer.alternatives).toEqual([{ scope: 'series', reply: expect.stringContaining('whole series'), proposal: expect.objectContaining({ id: expect.any(String) }) }])
    await apply(answer.alternatives[0].proposal.id)
    expect(await starts('Reading')).toEqual([])
    // The other reading no longer applies to the plan as it is now.
    expect(await apply(answer.proposal!.id)).toMatchObject({ status: 409 })
  })

  it('shifts everything on a day as one step, and one undo puts it all back', async () => {
    const all = async () => ((await api.get(PATHS.studyPlan.queryEvent, { from: at('2026-03-12T00:00'), to: at('2026-03-13T00:00') })).data.events as PlanEvent[]).map((e) => e.start_at)
    const before = await all()
    const answer = await instruct('push everything on Thursday back by 30 minutes')
    expect(answer.proposal!.preview.changed).toHaveLength(5)
    await apply(answer.proposal!.id)
    expect(await all()).toEqual(before.map((t) => new Date(Date.parse(t) + 30 * 60_000).toISOString()))
    expect((await api.get(PATHS.studyPlan.undoRedoStatus)).data.undo).toMatchObject({ kind: 'instruction', count: 5 })
    await api.get(PATHS.studyPlan.undoOrRedo, { action: 'undo' })
    expect(await all()).toEqual(before)
  })

  it('asks back about an impossible date and changes nothing', async () => {
    const answer = await instruct('add a maths test on April 31')
    expect(answer).toMatchObject({ proposal: null, alternatives: [] })
    expect(answer.reply).toMatch(/April 31.*\?/)
    const zh = await instruct('明天26点复习物理')
    expect(zh).toMatchObject({ proposal: null })
    expect(zh.reply).toMatch(/26点.*？$/)
    expect((await api.get(PATHS.studyPlan.undoRedoStatus)).data.can_undo).toBe(false)
  })

  it('splits a series by hand too (alter-event with scope "following")', async () => {
    const res = await api.put(PATHS.studyPlan.alterEvent, {
      event_id: 'chem',
      occurrence_start: at('2026-03-12T14:00'),
      scope: 'following',
      patch: { start_at: at('2026-03-12T15:00'), end_at: at('2026-03-12T16:00') },
    })
    expect(res.status).toBe(200)
    expect(await starts('Chemistry class', '2026-03-01T00:00')).toEqual([at('2026-03-05T14:00'), at('2026-03-12T15:00'), at('2026-03-19T15:00')])
    expect(await api.put(PATHS.studyPlan.alterEvent, { event_id: 'chem', scope: 'following', patch: { title: 'x' } })).toMatchObject({ status: 400 })
  })
})
