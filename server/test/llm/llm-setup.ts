import pino from 'pino'
import { testConfig, type Config } from '../../src/config'
import { createLlmProvider, type ChatDelta, type LlmProvider } from '../../src/providers/llm'
import { startFakeOpenAI, type FakeOpenAI } from '../fixtures/fake-openai'

export interface LlmHarness {
  fake: FakeOpenAI
  /** What the provider logged, parsed: the server-side details of failures. */
  logs: Array<Record<string, unknown>>
  provider(overrides?: Partial<Record<keyof Config, string>>): LlmProvider
}

/** A fake model per test file, and the real provider pointed at it with short backoffs. */
export function useLlmHarness(): LlmHarness {
  const harness = { logs: [] } as unknown as LlmHarness
  beforeAll(async () => {
    harness.fake = await startFakeOpenAI()
  })
  afterAll(() => harness.fake.close())
  beforeEach(() => {
    harness.fake.reset()
    harness.logs.length = 0
  })
  harness.provider = (overrides = {}) => {
    const config = testConfig({ LLM_BASE_URL: harness.fake.baseURL, LLM_MODEL: 'fake-chat', LLM_API_KEY: 'sk-test', ...overrides })
    const logger = pino({ level: 'debug' }, { write: (line: string) => void harness.logs.push(JSON.parse(line)) })
    const provider = createLlmProvider(config, { logger, retry: { baseDelayMs: 5, maxDelayMs: 50 } })
    if (!provider) throw new Error('provider not configured')
    return provider
  }
  return harness
}

/** Reads a stream to its end, keeping what arrived before a failure. */
export async function collect(stream: AsyncIterable<ChatDelta>): Promise<{ text: string; deltas: ChatDelta[]; error?: unknown }> {
  const deltas: ChatDelta[] = []
  try {
    for await (const delta of stream) deltas.push(delta)
  } catch (error) {
    return { text: textOf(deltas), deltas, error }
  }
  return { text: textOf(deltas), deltas }
}

const textOf = (deltas: ChatDelta[]) => deltas.map((d) => (d.type === 'text' ? d.text : '')).join('')

/** Settles with how long `promise` took, or rejects after `ms`. */
export async function within(promise: Promise<unknown>, ms: number): Promise<number> {
  const start = Date.now()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
  return Date.now() - start
}

/** Resolves once `condition` holds; a deadline, not a speed: a loaded machine may need seconds. */
export async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
  if (!condition()) throw new Error('condition never became true')
}
