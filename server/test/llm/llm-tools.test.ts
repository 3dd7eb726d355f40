import { Type } from '@sinclair/typebox'
import { AppError } from '../../src/errors'
import { LlmAbortError, LlmError, ToolError, type ChatMessage, type LlmTool, type ToolExecutor } from '../../src/providers/llm'
import { useLlmHarness } from './llm-setup'

const tools: LlmTool[] = [
  {
    name: 'list_events',
    description: "List the student's events between two dates",
    parameters: Type.Object({ from: Type.String(), to: Type.String() }),
  },
  {
    name: 'create_event',
    description: 'Create an event',
    parameters: Type.Object({ title: Type.String({ minLength: 1 }), start: Type.String(), end: Type.String() }),
  },
  {
    name: 'delete_event',
    description: 'Delete an event by id',
    parameters: Type.Object({ id: Type.String() }),
  },
]
const instruction: ChatMessage[] = [
  { role: 'system', content: 'You manage a study plan.' },
  { role: 'user', content: '明天下午三点到五点复习物理' },
]
const physics = { title: '复习物理', start: '2026-11-24T15:00:00+08:00', end: '2026-11-24T17:00:00+08:00' }

describe('LLM provider: tool calls', () => {
  const llm = useLlmHarness()
  const run = (execute: ToolExecutor, maxSteps = 5, signal = new AbortController().signal, maxCalls = 20) =>
    llm.provider().runTools({ messages: instruction, tools, execute, maxSteps, maxCalls, signal })

  it('refuses a reply asking for more tool calls than allowed, before running any of them', async () => {
    const many = Array.from({ length: 1000 }, () => ({ name: 'create_event', arguments: physics }))
    llm.fake.enqueue({ toolCalls: [{ name: 'list_events', arguments: { from: '2026-11-24', to: '2026-11-25' } }] }, { toolCalls: many })
    const executed: string[] = []
    const error = await run(async (name) => void executed.push(name), 5, undefined, 20).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LlmError)
    expect(error).toMatchObject({ key: 'AI_TOO_MANY_CALLS', code: 400036, status: 400 })
    expect(executed).toEqual(['list_events'])
    expect(llm.fake.requests).toHaveLength(2)
  })

  it('runs the calls of one reply inside the caller\'s step, one step per reply', async () => {
    llm.fake.enqueue(
      { toolCalls: [{ name: 'list_events', arguments: { from: '2026-11-24', to: '2026-11-25' } }, { name: 'create_event', arguments: physics }] },
      { toolCalls: [{ name: 'create_event', arguments: physics }] },
      { text: 'ok' },
    )
    const trace: string[] = []
    await llm.provider().runTools({
      messages: instruction,
      tools,
      execute: async (name) => void trace.push(name),
      maxSteps: 5,
      maxCalls: 20,
      signal: new AbortController().signal,
      step: async (inner) => {
        trace.push('open')
        try {
          return await inner()
        } finally {
          trace.push('close')
        }
      },
    })
    expect(trace).toEqual(['open', 'list_events', 'create_event', 'close', 'open', 'create_event', 'close'])
  })

  it('runs a two-step tool conversation and returns the answer with every call', async () => {
    llm.fake.enqueue(
      { toolCalls: [{ name: 'list_events', arguments: { from: '2026-11-24', to: '2026-11-25' } }] },
      { toolCalls: [{ name: 'create_event', arguments: physics }] },
      { text: '已添加：明天 15:00–17:00 复习物理' },
    )
    const executed: Array<[string, unknown]> = []
    const result = await run(async (name, args) => {
      executed.push([name, args])
      return name === 'list_events' ? { events: [] } : { id: 'ev_1', ...args }
    })

    expect(executed).toEqual([
      ['list_events', { from: '2026-11-24', to: '2026-11-25' }],
      ['create_event', physics],
    ])
    expect(result.text).toBe('已添加：明天 15:00–17:00 复习物理')
    expect(result.steps).toBe(3)
    expect(result.calls.map((c) => [c.name, c.step, c.error])).toEqual([
      ['list_events', 1, undefined],
      ['create_event', 2, undefined],
    ])
    expect(result.calls[1].result).toEqual({ id: 'ev_1', ...physics })
    expect(result.usage?.totalTokens).toBeGreaterThan(0)

    const [first, second, third] = llm.fake.requests
    expect(first.stream).toBe(false)
    expect(first.tools).toEqual([
      expect.objectContaining({
        type: 'function',
        function: expect.objectContaining({ name: 'list_events', parameters: expect.objectContaining({ type: 'object', required: ['from', 'to'] }) }),
      }),
      expect.anything(),
      expect.anything(),
    ])
    expect(first.body.tool_choice).toBe('auto')
    // The model sees its own call and the result, tied by the call id.
    expect(second.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_0_0', type: 'function', function: { name: 'list_events', arguments: '{"from":"2026-11-24","to":"2026-11-25"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_0_0', content: '{"events":[]}' },
    ])
    expect(third.messages).toHaveLength(6)
    expect(result.messages.at(-1)).toEqual({ role: 'assistant', content: '已添加：明天 15:00–17:00 复习物理' })
  })

  it('runs several calls of one step in the order the model gave them', async () => {
    llm.fake.enqueue(
      {
        toolCalls: [
          { name: 'delete_event', arguments: { id: 'ev_2' } },
          { name: 'create_event', arguments: physics },
        ],
      },
      { text: 'Moved.' },
    )
    const order: string[] = []
    const result = await run((name) => void order.push(name))
    expect(order).toEqual(['delete_event', 'create_event'])
    expect(llm.fake.requests[1].messages.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual(['call_0_0', 'call_0_1'])
    expect(result.text).toBe('Moved.')
  })

  it.each([
    ['broken JSON', '{"title": "复习物理", "start": ', /not valid JSON/],
    ['a JSON array', '["复习物理"]', /must be a JSON object/],
    ['missing fields', '{"title": "复习物理"}', /do not match the tool's parameters: \/start/],
  ])('feeds %s arguments back to the model instead of running the tool', async (_, args, problem) => {
    llm.fake.enqueue({ toolCalls: [{ name: 'create_event', arguments: args }] }, { toolCalls: [{ name: 'create_event', arguments: physics }] }, { text: 'Done' })
    const execute = jest.fn(() => ({ id: 'ev_1' }))
    const result = await run(execute)
    expect(execute).toHaveBeenCalledTimes(1)
    expect(execute).toHaveBeenCalledWith('create_event', physics, expect.objectContaining({ id: 'call_1_0' }))
    const feedback = llm.fake.requests[1].messages.at(-1)
    expect(feedback.role).toBe('tool')
    expect(JSON.parse(feedback.content).error).toMatch(problem)
    expect(result.calls[0]).toMatchObject({ name: 'create_event', rawArguments: args, error: expect.stringMatching(problem) })
    expect(result.calls[1].error).toBeUndefined()
    expect(result.text).toBe('Done')
  })

  it('tells the model about a tool that does not exist', async () => {
    llm.fake.enqueue({ toolCalls: [{ name: 'drop_database', arguments: {} }] }, { text: 'Sorry' })
    const execute = jest.fn()
    const result = await run(execute)
    expect(execute).not.toHaveBeenCalled()
    expect(result.calls[0].error).toMatch(/Unknown tool "drop_database".*list_events, create_event, delete_event/)
  })

  it("feeds refusals back: an event id the caller's scope cannot see is not found", async () => {
    llm.fake.enqueue(
      { toolCalls: [{ name: 'delete_event', arguments: { id: 'someone_elses_event' } }] },
      { toolCalls: [{ name: 'delete_event', arguments: { id: 'also_not_mine' } }] },
      { text: 'I could not find that event.' },
    )
    const result = await run((_, args) => {
      if (args.id === 'someone_elses_event') throw new AppError('NOT_FOUND')
      throw new ToolError('No event with this id in your plan')
    })
    expect(result.calls.map((c) => c.error)).toEqual([expect.any(String), 'No event with this id in your plan'])
    expect(JSON.parse(llm.fake.requests[1].messages.at(-1).content)).toEqual({ error: result.calls[0].error })
    expect(result.text).toBe('I could not find that event.')
  })

  it('stops the run when the tool itself breaks', async () => {
    llm.fake.enqueue({ toolCalls: [{ name: 'list_events', arguments: { from: 'a', to: 'b' } }] }, { text: 'never' })
    await expect(run(() => Promise.reject(new Error('database is down')))).rejects.toThrow('database is down')
    expect(llm.fake.requests).toHaveLength(1)
  })

  it('fails clearly when the model is still calling tools after maxSteps', async () => {
    const again = { toolCalls: [{ name: 'list_events', arguments: { from: 'a', to: 'b' } }] }
    llm.fake.enqueue(again, again, again)
    const error = await run(() => ({ events: [] }), 2).catch((err: unknown) => err)
    expect(error).toBeInstanceOf(LlmError)
    expect(error).toMatchObject({ key: 'AI_TOO_MANY_STEPS', code: 502003 })
    expect((error as LlmError).calls).toHaveLength(2)
    expect((error as LlmError).messageIn('fr')).toMatch(/instruction plus simple/)
    expect(llm.fake.requests).toHaveLength(2)
  })

  it('reports the calls already made when the model fails on a later step', async () => {
    llm.fake.enqueue({ toolCalls: [{ name: 'create_event', arguments: physics }] }, { status: 400, error: { message: 'bad' } })
    const error = await run(() => ({ id: 'ev_1' })).catch((err: unknown) => err)
    expect(error).toMatchObject({ key: 'AI_MODEL_FAILED' })
    expect((error as LlmError).calls.map((c) => c.name)).toEqual(['create_event'])
  })

  it('retries a failed step without repeating the tools already run', async () => {
    llm.fake.enqueue({ toolCalls: [{ name: 'create_event', arguments: physics }] }, { status: 503 }, { text: 'Added' })
    const execute = jest.fn(() => ({ id: 'ev_1' }))
    const result = await run(execute)
    expect(result.text).toBe('Added')
    expect(execute).toHaveBeenCalledTimes(1)
    expect(llm.fake.requests).toHaveLength(3)
  })

  it('stops between tool calls when the caller aborts', async () => {
    llm.fake.enqueue({
      toolCalls: [
        { name: 'delete_event', arguments: { id: 'ev_1' } },
        { name: 'delete_event', arguments: { id: 'ev_2' } },
      ],
    })
    const stop = new AbortController()
    const execute = jest.fn(() => stop.abort())
    await expect(run(execute, 5, stop.signal)).rejects.toBeInstanceOf(LlmAbortError)
    expect(execute).toHaveBeenCalledTimes(1)
  })
})
