import pino from 'pino'
import { ConfigError, loadConfig, testConfig } from '../../src/config'
import { createLlmProvider } from '../../src/providers/llm'
import { startFakeOpenAI } from '../fixtures/fake-openai'
import { createTestApp } from '../helpers'

const logger = pino({ level: 'silent' })

describe('LLM configuration', () => {
  it('has no provider when LLM_BASE_URL is empty: the offline engine answers', () => {
    expect(createLlmProvider(testConfig(), { logger })).toBeNull()
    expect(createLlmProvider(testConfig({ LLM_BASE_URL: '', LLM_MODEL: 'gpt-4o-mini' }), { logger })).toBeNull()
  })

  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      LLM_VISION_MODEL: '',
      LLM_TIMEOUT_MS: 60_000,
      LLM_FIRST_TOKEN_TIMEOUT_MS: 30_000,
      LLM_MAX_RETRIES: 2,
      LLM_STREAM_USAGE: true,
    })
  })

  it('uses LLM_MODEL for images unless LLM_VISION_MODEL is set', () => {
    const base = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen2.5' }
    expect(createLlmProvider(testConfig(base), { logger })).toMatchObject({ model: 'qwen2.5', visionModel: 'qwen2.5' })
    expect(createLlmProvider(testConfig({ ...base, LLM_VISION_MODEL: 'qwen2.5vl' }), { logger })).toMatchObject({
      model: 'qwen2.5',
      visionModel: 'qwen2.5vl',
    })
  })

  it('refuses a base URL without a model, and bad numbers, listing them all', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.deepseek.com/v1' })).toThrow(/LLM_MODEL: required/)
    let caught: unknown
    try {
      loadConfig({ LLM_BASE_URL: 'api.openai.com', LLM_TIMEOUT_MS: 'soon', LLM_MAX_RETRIES: '-1' })
    } catch (err) {
      caught = err
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const problems = (caught as ConfigError).problems.join('\n')
    expect(problems).toMatch(/LLM_BASE_URL/)
    expect(problems).toMatch(/LLM_TIMEOUT_MS/)
    expect(problems).toMatch(/LLM_MAX_RETRIES/)
  })

  it('gives the app its provider: none by default, the configured model otherwise', async () => {
    const offline = await createTestApp()
    expect(offline.app.llm).toBeNull()
    await offline.close()

    const fake = await startFakeOpenAI()
    const online = await createTestApp({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat' })
    fake.enqueue({ text: 'pong' })
    await expect(online.app.llm?.complete({ messages: [{ role: 'user', content: 'ping' }] })).resolves.toMatchObject({ text: 'pong' })
    await online.close()
    await fake.close()
    // Two apps with migrations on a shared, loaded machine: an explicit limit, not jest's 5 s.
  }, 60_000)
})
