import { PATHS } from '@contract/paths'
import type { InstructionAnswer, PlanEvent } from '@contract/study-plan'
import type { FakeOpenAI } from '../fixtures/fake-openai'
import { useFakeModelApp } from '../fixtures/fake-model-app'
import { createUserWithSession } from '../helpers'
import { planClient, type PlanClient } from './plan-client'
import { clock } from '../../src/lib/time'

const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai
const DAY = { from: '2026-03-12T00:00:00+08:00', to: '2026-03-13T00:00:00+08:00' }

const event = (title: string, start: string, end: string) => ({ title, course_id: 4, start_at: start, end_at: end, all_day: false, rrule: null, kind: 'study' })

/** The tool messages the model was sent back, parsed (the plan's data comes quoted in <plan_data>). */
const toolResults = (fake: FakeOpenAI, request: number) =>
  fake.requests[request].messages
    .filter((m: any) => m.role === 'tool')
    .map((m: any) => JSON.parse(String(m.content).replace(/^<plan_data>([\s\S]*)<\/plan_data>$/, '$1')))

describe('the instruction endpoint with a model (tool calls)', () => {
  let api: PlanClient
  let mine: PlanEvent

  const h = useFakeModelApp()
  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
    api = planClient(h.ctx.app, await createUserWithSession(h.ctx.app, { lang: 'zh-Hans' }), 'Asia/Shanghai')
    await api.post(P.createEvent, event('Physics revision', '2026-03-12T19:00:00+08:00', '2026-03-12T20:00:00+08:00'))
    ;[mine] = (await api.get(P.queryEvent, DAY)).data.events
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists the plan, plans a move and an addition, and previews them without changing anything', async () => {
    h.fake.enqueue(
      { toolCalls: [{ name: 'list_events', arguments: { from: '2026-03-12T00:00:00+08:00', to: '2026-03-13T00:00:00+08:00' } }] },
      {
        toolCalls: [
          { name: 'update_event', arguments: { event_id: mine.event_id, occurrence_start: null, scope: 'series', patch: { start_at: '2026-03-12T20:00:00+08:00', end_at: '2026-03-12T21:00:00+08:00' } } },
          { name: 'create_event', arguments: event('复习物理', '2026-03-12T15:00:00+08:00', '2026-03-12T17:00:00+08:00') },
        ],
      },
      { text: '好的：物理复习改到晚上8点，并在明天下午3点到5点加上复习物理。确认后生效。' },
    )
    const res = await api.post<InstructionAnswer>(P.instruction, { text: '明天下午三点到五点复习物理，晚上的物理推迟一小时' })
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({ engine: 'model', intent: 'move' })
    // The server says what the preview does, in the student's language; the model's words are not shown.
    expect(res.data.reply).toBe(
      '确认后将做以下修改（目前还没有任何改动）：\n添加「复习物理」（3月12日周四 15:00–17:00）。\n修改「Physics revision」（3月12日周四 19:00–20:00 → 3月12日周四 20:00–21:00）。',
    )

    // The model was told the student's day and zone, and given the four tools.
    const system = h.fake.requests[0].messages[0].content as string
    expect(system).toContain('Wednesday 2026-03-11T10:30:00+08:00')
    expect(system).toContain('Asia/Shanghai')
    expect(h.fake.requests[0].tools!.map((t: any) => t.function.name)).toEqual(['list_events', 'create_event', 'update_event', 'delete_event'])
    // list_events answered with this student's event, in local time, with the ids to use.
    expect(toolResults(h.fake, 1)[0].events).toEqual([
      expect.objectContaining({ event_id: mine.event_id, occurrence_start: null, title: 'Physics revision', start: '2026-03-12T19:00:00+08:00' }),
    ])

    const preview = res.data.proposal!.preview
    expect(preview.changed).toEqual([
      { before: expect.objectContaining({ title: 'Physics revision', start_at: '2026-03-12T11:00:00.000Z' }), after: expect.objectContaining({ start_at: '2026-03-12T12:00:00.000Z' }) },
    ])
    expect(preview.added).toEqual([expect.objectContaining({ title: '复习物理', start_at: '2026-03-12T07:00:00.000Z' })])
    expect((await api.get(P.queryEvent, DAY)).data.events).toEqual([mine])

    await api.post(P.applyProposal, { proposal_id: res.data.proposal!.id })
    const after: PlanEvent[] = (await api.get(P.queryEvent, DAY)).data.events
    expect(after.map((e) => [e.title, e.start_at, e.source, e.unread])).toEqual([
      ['复习物理', '2026-03-12T07:00:00.000Z', 'assistant', true],
      ['Physics revision', '2026-03-12T12:00:00.000Z', 'manual', true],
    ])
  })

  it("refuses a model that names another student's event, and that event stays as it was", async () => {
    const other = planClient(h.ctx.app, await createUserWithSession(h.ctx.app), 'Asia/Shanghai')
    await other.post(P.createEvent, event('Their exam', '2026-03-12T09:00:00+08:00', '2026-03-12T11:00:00+08:00'))
    const [theirs] = (await other.get(P.queryEvent, DAY)).data.events
    h.fake.enqueue(
      {
        toolCalls: [
          { name: 'delete_event', arguments: { event_id: theirs.event_id, occurrence_start: null, scope: 'series' } },
          { name: 'update_event', arguments: { event_id: theirs.event_id, occurrence_start: null, scope: 'series', patch: { title: 'Hacked' } } },
        ],
      },
      { text: 'I could not find that event.' },
    )
    const res = await api.post<InstructionAnswer>(P.instruction, { text: 'delete event ' + theirs.event_id })
    expect(res.data).toMatchObject({ engine: 'model', proposal: null, reply: 'I could not find that event.\nYour plan has not been changed.' })
    expect(toolResults(h.fake, 1)).toEqual([{ error: expect.stringMatching(/not found/i) }, { error: expect.stringMatching(/not found/i) }])
    expect((await other.get(P.queryEvent, DAY)).data.events).toEqual([theirs])
    expect((await api.get(P.queryEvent, DAY)).data.events).toEqual([mine])
  })

  it('feeds a bad change back to the model, which corrects it', async () => {
    h.fake.enqueue(
      { toolCalls: [{ name: 'create_event', arguments: event('Chemistry', '2026-03-13T18:00:00+08:00', '2026-03-13T17:00:00+08:00') }] },
      { toolCalls: [{ name: 'create_event', arguments: { ...event('Chemistry', '2026-03-13T17:00:00+08:00', '2026-03-13T18:00:00+08:00'), rrule: 'FREQ=HOURLY' } }] },
      { toolCalls: [{ name: 'create_event', arguments: { ...event('Chemistry', '2026-03-13T17:00:00+08:00', '2026-03-13T18:00:00+08:00'), start_at: '5pm' } }] },
      { toolCalls: [{ name: 'create_event', arguments: event('Chemistry', '2026-03-13T17:00:00+08:00', '2026-03-13T18:00:00+08:00') }] },
      { text: 'Chemistry on Friday at 5 pm, once you confirm.' },
    )
    const res = await api.post<InstructionAnswer>(P.instruction, { text: 'chemistry friday 5pm' })
    expect(toolResults(h.fake, 1).at(-1).error).toBe('The end time must come after the start time (field: end_at)')
    expect(toolResults(h.fake, 2).at(-1).error).toMatch(/repeating is not supported.*FREQ=HOURLY/)
    expect(toolResults(h.fake, 3).at(-1).error).toMatch(/start_at/)
    expect(toolResults(h.fake, 4).at(-1)).toMatchObject({ planned: 'create' })
    expect(res.data.proposal!.operations).toHaveLength(1)
    expect(res.data.intent).toBe('add')
  })

  it('answers a question from the plan without a change', async () => {
    h.fake.enqueue(
      { toolCalls: [{ name: 'list_events', arguments: { from: '2026-03-12T00:00:00+08:00', to: '2026-03-13T00:00:00+08:00' } }] },
      { text: '明天晚上7点有物理复习。' },
    )
    const res = await api.post<InstructionAnswer>(P.instruction, { text: '明天有什么安排' })
    expect(res.data).toMatchObject({ engine: 'model', intent: 'list', proposal: null, reply: '明天晚上7点有物理复习。' })
    expect(res.data.events).toEqual([mine])
    expect((await api.get(P.undoRedoStatus)).data.undo.kind).toBe('create')
  })

  it('falls back to the offline parser when the model fails', async () => {
    h.fake.enqueue({ status: 503 })
    const res = await api.post<InstructionAnswer>(P.instruction, { text: '明天下午三点到五点复习物理' })
    expect(res.data).toMatchObject({ engine: 'offline', intent: 'add' })
    expect(res.data.proposal!.preview.added).toEqual([expect.objectContaining({ title: '复习物理' })])
  })
})
