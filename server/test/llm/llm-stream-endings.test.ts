import { type ChatMessage } from '../../src/providers/llm'
import { collect, useLlmHarness } from './llm-setup'

const ask: ChatMessage[] = [{ role: 'user', content: 'Solve x + 1 = 3' }]
const photo: ChatMessage[] = [
  { role: 'user', content: [{ type: 'text', text: 'Solve this' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }] },
]
const answer = 'x = 2，因为 2 + 1 = 3 🎉'

/**
 * How a stream ends: the finish reason ends an answer (a model that never sends [DONE] nor closes
 * its socket cannot hold it open until LLM_TIMEOUT_MS), events without data are ignored as the
 * SSE standard says, and a model that refuses a photo is named as such.
 */
describe('LLM provider: stream endings', () => {
  const llm = useLlmHarness()
  const signal = () => new AbortController().signal
  // Long enough that waiting for it would fail every bound below.
  const patient = { LLM_TIMEOUT_MS: '60000', LLM_FIRST_TOKEN_TIMEOUT_MS: '60000' }

  it.each([
    ['with the usage chunk', { usage: undefined }, {}],
    ['without a usage chunk', { usage: null }, {}],
    ['without usage asked for', { usage: null }, { LLM_STREAM_USAGE: 'false' }],
  ])('ends the answer at the finish reason when [DONE] never comes and the socket stays open (%s)', async (_, usage, env) => {
    llm.fake.enqueue({ text: answer, noDone: true, ...usage })
    const started = Date.now()
    const { text, deltas, error } = await collect(llm.provider({ ...patient, ...env }).streamChat({ messages: ask, signal: signal() }))
    expect(error).toBeUndefined()
    expect(text).toBe(answer)
    expect(deltas.at(-1)).toMatchObject({ type: 'done', finishReason: 'stop' })
    // At most the 2 s allowed for a usage chunk after the finish reason, never the 60 s silence limit.
    expect(Date.now() - started).toBeLessThan(10_000)
    await llm.fake.requests[0].closed
  })

  it('keeps the usage that follows the finish reason', async () => {
    llm.fake.enqueue({ text: 'ok', noDone: true, usage: { prompt_tokens: 7, completion_tokens: 2 } })
    const { deltas } = await collect(llm.provider(patient).streamChat({ messages: ask, signal: signal() }))
    expect(deltas.at(-1)).toEqual({ type: 'done', finishReason: 'stop', usage: { promptTokens: 7, completionTokens: 2, totalTokens: 9 } })
  })

  it.each([
    ['whole events', 'events' as const],
    ['awkward byte boundaries', 'awkward' as const],
    ['one byte at a time', 1],
  ])('ignores events without data (event: ping, empty data:, comments) arriving at %s', async (_, split) => {
    llm.fake.enqueue({ text: answer, emptyEvents: true, split, gapMs: 0 })
    const { text, deltas, error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(error).toBeUndefined()
    expect(text).toBe(answer)
    expect(deltas.at(-1)).toMatchObject({ type: 'done', finishReason: 'stop' })
  })

  it('still reports an error event inside a stream with empty events around it', async () => {
    llm.fake.enqueue({ text: 'Step 1. Step 2.', deltaChars: 8, streamErrorAfter: 1, emptyEvents: true })
    const { text, error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(text).toBe('Step 1. ')
    expect(error).toMatchObject({ key: 'AI_MODEL_FAILED' })
  })

  it.each([
    [400, 'Invalid content type. image_url is only supported by certain models.'],
    [422, 'unknown variant `image_url`, expected `text`'],
  ])('names a model that refuses a photo with HTTP %i, without retrying', async (status, message) => {
    llm.fake.enqueue({ status, error: { message } }, { text: 'never asked' })
    const { error } = await collect(llm.provider().streamChat({ messages: photo, signal: signal() }))
    expect(error).toMatchObject({ key: 'AI_IMAGE_UNSUPPORTED', code: 400035, status: 400 })
    expect((error as { messageIn(l: string): string }).messageIn('en')).toMatch(/cannot read photos/)
    expect(llm.fake.requests).toHaveLength(1)
  })

  it('does not blame the photo for a refusal of a text-only question', async () => {
    llm.fake.enqueue({ status: 400, error: { message: 'model fake does not exist' } })
    const { error } = await collect(llm.provider().streamChat({ messages: ask, signal: signal() }))
    expect(error).toMatchObject({ key: 'AI_MODEL_FAILED' })
  })

  it('names a refused photo in a short completion too', async () => {
    llm.fake.enqueue({ status: 400, error: { message: 'image input is not supported' } })
    const error = await llm.provider().complete({ messages: photo }).catch((e: unknown) => e)
    expect(error).toMatchObject({ key: 'AI_IMAGE_UNSUPPORTED' })
  })
})
