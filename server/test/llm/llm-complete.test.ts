import { Type } from '@sinclair/typebox'
import { LlmAbortError, LlmError, type ChatMessage } from '../../src/providers/llm'
import { extractJson } from '../../src/providers/llm/complete'
import { startFakeOpenAI } from '../fixtures/fake-openai'
import { useLlmHarness, waitFor, within } from './llm-setup'

const rate: ChatMessage[] = [
  { role: 'system', content: 'Rate the difficulty of the question. Answer in JSON: {"difficulty": "easy" | "medium" | "hard"}' },
  { role: 'user', content: 'Résoudre 2x + 3 = 7' },
]
const Difficulty = Type.Object({ difficulty: Type.Union([Type.Literal('easy'), Type.Literal('medium'), Type.Literal('hard')]) })

describe('LLM provider: short non-streamed answers', () => {
  const llm = useLlmHarness()

  it('returns the text, finish reason and usage of one plain request', async () => {
    llm.fake.enqueue({ text: 'Read the question twice, then skip what blocks you.' })
    const reply = await llm.provider().complete({ messages: rate })
    expect(reply).toEqual({
      text: 'Read the question twice, then skip what blocks you.',
      finishReason: 'stop',
      usage: expect.objectContaining({ totalTokens: expect.any(Number) }),
    })
    expect(llm.fake.requests[0].body).toEqual({ model: 'fake-chat', messages: rate })
  })

  it('parses and checks JSON, even wrapped in reasoning and a code fence', async () => {
    llm.fake.enqueue({ text: '<think>linear, one step {maybe}</think>\nHere you go:\n```json\n{"difficulty": "easy"}\n```' })
    await expect(llm.provider().completeJson({ messages: rate, schema: Difficulty, jsonMode: true, temperature: 0 })).resolves.toEqual({
      difficulty: 'easy',
    })
    expect(llm.fake.requests[0].body).toMatchObject({ response_format: { type: 'json_object' }, temperature: 0 })
  })

  it.each([
    ['not JSON', 'It is quite easy.'],
    ['JSON of the wrong shape', '{"difficulty": "trivial"}'],
  ])('fails with AI_BAD_OUTPUT when the reply is %s', async (_, text) => {
    llm.fake.enqueue({ text })
    const error = await llm.provider().completeJson({ messages: rate, schema: Difficulty }).catch((err: unknown) => err)
    expect(error).toBeInstanceOf(LlmError)
    expect(error).toMatchObject({ key: 'AI_BAD_OUTPUT', code: 502002 })
    expect(llm.logs).toContainEqual(expect.objectContaining({ msg: 'llm complete: unusable reply', reply: text }))
  })

  it('retries transient failures', async () => {
    llm.fake.enqueue({ status: 503 }, { cutAfter: 0 }, { text: '{"difficulty":"hard"}' })
    await expect(llm.provider().completeJson({ messages: rate, schema: Difficulty })).resolves.toEqual({ difficulty: 'hard' })
    expect(llm.fake.requests).toHaveLength(3)
  })

  it('times out a response that never comes, and closes the request', async () => {
    llm.fake.enqueue({ text: 'never', hangAfter: 0 })
    const error = await llm.provider({ LLM_TIMEOUT_MS: '300' }).complete({ messages: rate }).catch((err: unknown) => err)
    expect(error).toMatchObject({ key: 'AI_MODEL_TIMEOUT' })
    await within(llm.fake.requests[0].closed, 4000)
    expect(llm.fake.requests).toHaveLength(1)
  })

  it('honours the caller abort', async () => {
    llm.fake.enqueue({ text: 'slow', delayMs: 5000 })
    const stop = new AbortController()
    const answer = llm.provider().complete({ messages: rate, signal: stop.signal })
    // Abort once the model has the request (a fixed 50 ms once fired before it got there under load).
    await waitFor(() => llm.fake.requests.length === 1)
    stop.abort()
    await expect(answer).rejects.toBeInstanceOf(LlmAbortError)
    await within(llm.fake.requests[0].closed, 4000)
  })

  it('retries an endpoint that is down, then fails with the cause in the log', async () => {
    const gone = await startFakeOpenAI()
    await gone.close()
    const error = await llm.provider({ LLM_BASE_URL: gone.baseURL }).complete({ messages: rate }).catch((err: unknown) => err)
    expect(error).toMatchObject({ key: 'AI_MODEL_FAILED' })
    expect(llm.logs.filter((l) => l.msg === 'llm complete: retrying')).toHaveLength(2)
    expect(llm.logs.at(-1)).toMatchObject({ msg: 'llm complete failed', detail: expect.stringMatching(/ECONNREFUSED/) })
  })

  it.each([
    [{ status: 400, error: { code: 'context_length_exceeded', message: "This model's maximum context length is 8192 tokens" } }, 'AI_INPUT_TOO_LONG'],
    [{ status: 400, error: { code: 'data_inspection_failed', message: 'Input data may contain inappropriate content.' } }, 'AI_CONTENT_REFUSED'],
    [{ status: 429, error: { code: 'insufficient_quota', message: 'You exceeded your current quota' } }, 'AI_MODEL_FAILED'],
    [{ status: 504 }, 'AI_MODEL_TIMEOUT'],
  ])('maps %j to %s', async (failure, key) => {
    llm.fake.enqueue(failure, failure, failure)
    await expect(llm.provider().complete({ messages: rate })).rejects.toMatchObject({ key })
  })

  it('waits no longer than the backoff cap for a Retry-After: a long one fails at once', async () => {
    llm.fake.enqueue({ status: 429, retryAfterMs: 60_000 }, { text: 'too late' })
    await expect(llm.provider().complete({ messages: rate })).rejects.toMatchObject({ key: 'AI_RATE_LIMITED' })
    expect(llm.fake.requests).toHaveLength(1)
  })
})

describe('JSON in model replies', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['Sure! {"a": {"b": [1, 2]}} Hope it helps', { a: { b: [1, 2] } }],
    ['```\n[1, 2]\n```', [1, 2]],
    ['no json here', undefined],
  ])('reads %j', (text, value) => {
    expect(extractJson(text)).toEqual(value)
  })
})
