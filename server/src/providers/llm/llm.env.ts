import { Type } from '@sinclair/typebox'

/**
 * The chat model, any OpenAI-compatible endpoint (OpenAI, DeepSeek, Qwen/DashScope compatible
 * mode, Moonshot, Ollama, vLLM). An empty LLM_BASE_URL means no model: the offline engine answers.
 */
export const llmEnv = {
  /** e.g. https://api.openai.com/v1, https://api.deepseek.com/v1, http://127.0.0.1:11434/v1 (Ollama). */
  LLM_BASE_URL: Type.String({ default: '', pattern: '^$|^https?://' }),
  /** Sent as `Authorization: Bearer …`; empty sends no Authorization header (local Ollama, vLLM). */
  LLM_API_KEY: Type.String({ default: '' }),
  LLM_MODEL: Type.String({ default: '' }),
  /** Model for messages carrying images; empty = LLM_MODEL. */
  LLM_VISION_MODEL: Type.String({ default: '' }),
  /** Longest the model may stay silent: until the response for plain calls, between chunks of a stream. */
  LLM_TIMEOUT_MS: Type.Integer({ default: 60_000, minimum: 100, maximum: 600_000 }),
  /** Longest wait, per attempt, for the first token of a streamed answer. */
  LLM_FIRST_TOKEN_TIMEOUT_MS: Type.Integer({ default: 30_000, minimum: 100, maximum: 600_000 }),
  /** Retries of transient failures (connection, 408/409/429/5xx), only before any text was produced. */
  LLM_MAX_RETRIES: Type.Integer({ default: 2, minimum: 0, maximum: 10 }),
  /** Ask for token usage on streams (`stream_options.include_usage`); turn off for endpoints that reject it. */
  LLM_STREAM_USAGE: Type.Boolean({ default: true }),
}

/** Problems no single variable's schema can see; listed with the others at start. */
export function llmEnvProblems(env: { LLM_BASE_URL: string; LLM_MODEL: string }): string[] {
  if (env.LLM_BASE_URL && !env.LLM_MODEL) return ['LLM_MODEL: required when LLM_BASE_URL is set (got "")']
  return []
}
