import { request } from 'node:http'
import OpenAI from 'openai'
import { awkwardCuts, slices } from '../fixtures/fake-openai-wire'
import { startFakeOpenAI, type FakeOpenAI } from '../fixtures/fake-openai'

/** The fixture itself: other suites and the latency bench rely on what it puts on the wire. */
describe('fake OpenAI server', () => {
  let fake: FakeOpenAI
  let client: OpenAI
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    client = new OpenAI({ baseURL: fake.baseURL, apiKey: 'sk-fake', maxRetries: 0, logLevel: 'off' })
  })
  afterAll(() => fake.close())
  beforeEach(() => fake.reset())

  it('cuts inside data:, inside every multi-byte character and between the two newlines', () => {
    const event = 'data: {"c":"中😀"}\n\n'
    const bytes = Buffer.from(event)
    const cuts = awkwardCuts(bytes)
    expect(cuts).toEqual([2, 13, 16, bytes.length - 1])
    const parts = slices([event], 'awkward')
    expect(Buffer.concat(parts).toString()).toBe(event)
    expect(parts.map((p) => p.toString('latin1'))).toEqual(['da', 'ta: {"c":"\xe4', '\xb8\xad\xf0', '\x9f\x98\x80"}\n', '\n'])
  })

  it('delivers the awkward pieces separately on the wire', async () => {
    fake.enqueue({ text: '三角形 🔺', split: 'awkward', gapMs: 5 })
    const chunks = await rawStream(fake.baseURL, { model: 'm', stream: true, messages: [] })
    const whole = Buffer.concat(chunks).toString('utf8')
    expect(whole.endsWith('data: [DONE]\n\n')).toBe(true)
    expect(chunks.length).toBeGreaterThan(10)
    expect(chunks.some((c) => c.toString('utf8').includes('\ufffd'))).toBe(true) // a character was cut in two
  })

  it('streams tool calls that the official client reassembles', async () => {
    fake.enqueue({ toolCalls: [{ name: 'create_event', arguments: { title: '复习物理', at: '15:00' } }, { name: 'list_events', arguments: '' }], split: 'awkward' })
    const stream = client.chat.completions.stream({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
    const completion = await stream.finalChatCompletion()
    expect(completion.choices[0].finish_reason).toBe('tool_calls')
    expect(completion.choices[0].message.tool_calls).toEqual([
      { id: 'call_0_0', type: 'function', function: { name: 'create_event', arguments: '{"title":"复习物理","at":"15:00"}' } },
      { id: 'call_0_1', type: 'function', function: { name: 'list_events', arguments: '' } },
    ])
  })

  it('answers plain requests with one JSON completion', async () => {
    fake.enqueue({ text: 'bonjour' })
    const completion = await client.chat.completions.create({ model: 'gpt-x', messages: [{ role: 'user', content: 'salut' }] })
    expect(completion).toMatchObject({ object: 'chat.completion', model: 'gpt-x', choices: [{ message: { role: 'assistant', content: 'bonjour' }, finish_reason: 'stop' }] })
    expect(fake.requests[0]).toMatchObject({ model: 'gpt-x', stream: false, authorization: 'Bearer sk-fake', clientAborted: false })
  })

  it('answers errors in the OpenAI shape, and says so when the script ran out', async () => {
    fake.enqueue({ status: 429, error: { message: 'slow down' } })
    await expect(client.chat.completions.create({ model: 'm', messages: [] })).rejects.toMatchObject({ status: 429, type: 'rate_limit_error', message: '429 slow down' })
    await expect(client.chat.completions.create({ model: 'm', messages: [] })).rejects.toThrow(/no scripted reply left/)
  })
})

function rawStream(baseURL: string, body: object): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve(chunks))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}
