import { LlmAbortError, LlmError, type ChatMessage } from '../../src/providers/llm'
import { collect, useLlmHarness, waitFor, within } from './llm-setup'

const ask: ChatMessage[] = [
  { role: 'system', content: 'You are a tutor.' },
  { role: 'user', content: 'Solve x² + 2x = 3' },
]
const answer = '解方程 x² + 2x = 3：(x + 3)(x − 1) = 0 😀👨‍👩‍👧 所以 x = 1 或 x = −3 🎉'

describe('LLM provider: streamed answers', () => {
  const llm = useLlmHarness()
  const signal = () => new AbortController().signal

  it.each([
    ['awkward boundaries', { split: 'awkward' as const, deltaChars: 2 }],
    ['one byte at a time', { split: 1, gapMs: 0, deltaChars: 5 }],
    ['whole events', { split: 'events' as const, deltaChars: 1 }],
  ])('reassembles Chinese and emoji exactly when the bytes arrive at %s', async (_, shape) => {
    llm.fake.enqueue({ text: answer, ...shape })
    const { text, deltas, error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(error).toBeUndefined()
    expect(text).toBe(answer)
    expect(deltas.filter((d) => d.type === 'text').length).toBeGreaterThan(5)
    expect(deltas.at(-1)).toEqual({ type: 'done', finishReason: 'stop', usage: expect.objectContaining({ completionTokens: Array.from(answer).length }) })
  })

  it('sends the model, the messages, stream options and the key as a Bearer token', async () => {
    llm.fake.enqueue({ text: 'ok' })
    await collect(llm.provider().streamChat({ messages: ask, signal: signal(), temperature: 0.2, maxTokens: 300 }))
    const [request] = llm.fake.requests
    expect(request).toMatchObject({ model: 'fake-chat', stream: true, authorization: 'Bearer sk-test', messages: ask })
    expect(request.body).toMatchObject({ stream_options: { include_usage: true }, temperature: 0.2, max_tokens: 300 })
  })

  it('leaves out optional fields nobody asked for, and the Authorization header without a key', async () => {
    llm.fake.enqueue({ text: 'ok', usage: null })
    const { deltas } = await collect(llm.provider({ LLM_API_KEY: '', LLM_STREAM_USAGE: 'false' }).streamChat({ messages: ask, signal: signal() }))
    const [request] = llm.fake.requests
    expect(request.authorization).toBeUndefined()
    expect(Object.keys(request.body).sort()).toEqual(['messages', 'model', 'stream'])
    expect(deltas.at(-1)).toEqual({ type: 'done', finishReason: 'stop' })
  })

  it('sends messages with an image, or vision requests, to LLM_VISION_MODEL', async () => {
    const provider = llm.provider({ LLM_VISION_MODEL: 'fake-vision' })
    const photo: ChatMessage[] = [
      { role: 'user', content: [{ type: 'text', text: 'Solve this' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }] },
    ]
    llm.fake.enqueue({ text: 'a' }, { text: 'b' }, { text: 'c' })
    await collect(provider.streamChat({ messages: photo, signal: signal() }))
    await collect(provider.streamChat({ messages: ask, signal: signal(), vision: true }))
    await collect(provider.streamChat({ messages: ask, signal: signal() }))
    expect(llm.fake.requests.map((r) => r.model)).toEqual(['fake-vision', 'fake-vision', 'fake-chat'])
    expect(llm.fake.requests[0].messages).toEqual(photo)
    expect(llm.provider().visionModel).toBe('fake-chat')
  })

  it('aborts the upstream request promptly when the student presses Stop mid-stream', async () => {
    llm.fake.enqueue({ text: 'first second third', deltaChars: 6, hangAfter: 2 })
    const stop = new AbortController()
    const seen: string[] = []
    let caught: unknown
    try {
      for await (const delta of llm.provider().streamChat({ messages: ask, signal: stop.signal })) {
        if (delta.type === 'text') seen.push(delta.text)
        if (seen.length === 2) stop.abort()
      }
    } catch (err) {
      caught = err
    }
    expect(caught).toBeInstanceOf(LlmAbortError)
    expect((caught as LlmAbortError).partialText).toBe('first second')
    // Closed by our abort (clientAborted), well before the fake would have finished on its own.
    await within(llm.fake.requests[0].closed, 4000)
    expect(llm.fake.requests[0].clientAborted).toBe(true)
  })

  it('aborts while still waiting for the model to start', async () => {
    llm.fake.enqueue({ text: 'late', delayMs: 5000 })
    const stop = new AbortController()
    const result = collect(llm.provider().streamChat({ messages: ask, signal: stop.signal }))
    await waitFor(() => llm.fake.requests.length === 1)
    stop.abort()
    expect((await result).error).toBeInstanceOf(LlmAbortError)
    await within(llm.fake.requests[0].closed, 4000)
    expect(llm.fake.requests[0].clientAborted).toBe(true)
  })

  it('closes the upstream request when the caller stops reading', async () => {
    llm.fake.enqueue({ text: 'one two three', deltaChars: 4, hangAfter: 1 })
    for await (const delta of llm.provider().streamChat({ messages: ask, signal: signal() })) {
      if (delta.type === 'text') break
    }
    await within(llm.fake.requests[0].closed, 4000)
    expect(llm.fake.requests[0].clientAborted).toBe(true)
  })

  it('retries transient failures before the first token and then streams normally', async () => {
    llm.fake.enqueue({ status: 500 }, { status: 429 }, { text: 'Recovered 好' })
    const { text, error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(error).toBeUndefined()
    expect(text).toBe('Recovered 好')
    expect(llm.fake.requests).toHaveLength(3)
    expect(llm.logs.filter((l) => l.msg === 'llm stream: retrying')).toHaveLength(2)
  })

  it('retries a connection cut before any text, including after the role chunk', async () => {
    llm.fake.enqueue({ text: 'x', cutAfter: 0 }, { text: 'fine' })
    const { text, error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(error).toBeUndefined()
    expect(text).toBe('fine')
    expect(llm.fake.requests).toHaveLength(2)
  })

  it.each([
    ['the connection is cut', { cutAfter: 2 }],
    ['the stream reports an error', { streamErrorAfter: 2 }],
  ])('never retries after partial output when %s: the error keeps the partial text', async (_, failure) => {
    llm.fake.enqueue({ text: 'Step 1. Step 2. Step 3.', deltaChars: 8, ...failure }, { text: 'DUPLICATE' })
    const { text, error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(text).toBe('Step 1. Step 2. ')
    expect(error).toBeInstanceOf(LlmError)
    expect(error).toMatchObject({ key: 'AI_MODEL_FAILED', code: 502001, status: 502, partialText: 'Step 1. Step 2. ' })
    expect(llm.fake.requests).toHaveLength(1)
    expect(llm.fake.pending()).toBe(1)
  })

  it.each([
    [500, 'AI_MODEL_FAILED', 3],
    [429, 'AI_RATE_LIMITED', 3],
    [400, 'AI_MODEL_FAILED', 1],
    [401, 'AI_MODEL_FAILED', 1],
  ])('gives up on HTTP %i as %s after %i request(s)', async (status, key, requests) => {
    llm.fake.enqueue({ status }, { status }, { status })
    const { error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(error).toMatchObject({ key })
    expect(llm.fake.requests).toHaveLength(requests)
  })

  it('times out when the first token is late, without retrying', async () => {
    llm.fake.enqueue({ text: 'too late', hangAfter: 0 }, { text: 'never asked' })
    const provider = llm.provider({ LLM_FIRST_TOKEN_TIMEOUT_MS: '300' })
    const started = Date.now()
    const { error } = await collect(provider.streamChat({ messages: ask, signal: signal() }))
    expect(Date.now() - started).toBeLessThan(2000)
    expect(error).toMatchObject({ key: 'AI_MODEL_TIMEOUT', code: 504001, status: 504 })
    await within(llm.fake.requests[0].closed, 4000)
    expect(llm.fake.requests).toHaveLength(1)
  })

  it('counts streamed reasoning as the model having started', async () => {
    // Nine reasoning events 40 ms apart: the text itself comes after the 200 ms first-token limit.
    llm.fake.enqueue({ reasoning: 'Hmm, let me think.', deltaChars: 2, gapMs: 40, split: 'events', text: '42' })
    const provider = llm.provider({ LLM_FIRST_TOKEN_TIMEOUT_MS: '200' })
    const { text, error } = await collect(provider.streamChat({ messages: ask, signal: signal() }))
    expect(error).toBeUndefined()
    expect(text).toBe('42')
  })

  it('times out a stream that goes silent mid-answer, keeping what arrived', async () => {
    llm.fake.enqueue({ text: 'half an answer', deltaChars: 5, hangAfter: 1 })
    const { text, error } = await collect(llm.provider({ LLM_TIMEOUT_MS: '300' }).streamChat({ messages: ask, signal: signal() }))
    expect(text).toBe('half ')
    expect(error).toMatchObject({ key: 'AI_MODEL_TIMEOUT', partialText: 'half ' })
  })

  it('shows the student a catalogue message and keeps the upstream details in the server log', async () => {
    llm.fake.enqueue({ status: 400, error: { message: 'model fake-chat-x does not exist', code: 'model_not_found' } })
    const { error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect((error as LlmError).messageIn('en')).toBe('The AI tutor could not answer right now, please try again')
    expect((error as LlmError).messageIn('zh-Hans')).toBe('AI 辅导老师暂时无法回答，请重试')
    expect(JSON.stringify(error)).not.toMatch(/does not exist/)
    expect(llm.logs).toContainEqual(expect.objectContaining({ msg: 'llm stream failed', detail: expect.stringMatching(/does not exist/) }))
  })
})
