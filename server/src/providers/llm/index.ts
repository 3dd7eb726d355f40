import OpenAI from 'openai'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { RetryPolicy } from './attempt'
import { complete, completeJson } from './complete'
import type { LlmContext } from './context'
import { withoutEmptyEvents } from './sse-filter'
import { streamChat } from './stream-chat'
import { runTools } from './tool-loop'
import type { LlmProvider } from './types'

/*
 * How modules use it (`app.llm`, null without a model: use the offline engine then):
 *
 *   // tutor: stream, save as it goes, Stop = abort
 *   try {
 *     for await (const d of app.llm.streamChat({ messages, signal: stop.signal })) {
 *       if (d.type === 'text') await saveChunk(d.text)     // status 'streaming'
 *       else await finish(d.finishReason, d.usage)          // status 'done'
 *     }
 *   } catch (err) {
 *     if (err instanceof LlmAbortError) await markStopped()  // err.partialText is what arrived
 *     else if (err instanceof LlmError) await markFailed(err.code, err.messageIn(lang)) // after partial text too
 *     else throw err
 *   }
 *
 *   // study plan: every tool runs inside the session user's scope, chosen by the caller
 *   const { text, calls } = await app.llm.runTools({ messages, tools, maxSteps: 6, signal,
 *     execute: (name, args) => planTools[name](userId, args) })   // throw ToolError / NOT_FOUND to refuse
 *
 *   // short tasks
 *   const { difficulty } = await app.llm.completeJson({ messages, schema: Difficulty })
 *
 * LlmError is an AppError (502001/502002/502003/504001/429010/400030/400031/400035/400036): thrown from a route,
 * the error handler answers with its translated message; its `detail` was logged, never sent.
 */
export * from './types'
export { LlmAbortError, LlmError, ToolError, type LlmErrorName } from './errors'

export interface LlmDeps {
  logger: FastifyBaseLogger
  /** Backoff tuning; tests shorten it. Retry-After from the endpoint wins when it is short enough. */
  retry?: Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>>
}

/**
 * The chat model named by config, or null when none is configured (LLM_BASE_URL empty): callers
 * then use the offline engine. Speaks only the common OpenAI chat-completions protocol, so it
 * works with OpenAI, DeepSeek, Qwen (DashScope compatible mode), Moonshot, Ollama and vLLM.
 */
export function createLlmProvider(config: Config, deps: LlmDeps): LlmProvider | null {
  if (!config.LLM_BASE_URL) return null
  const client = new OpenAI({
    baseURL: config.LLM_BASE_URL,
    // Local servers (Ollama, vLLM) often need no key: send no Authorization header at all then.
    apiKey: config.LLM_API_KEY || 'unused',
    ...(config.LLM_API_KEY ? {} : { defaultHeaders: { Authorization: null } }),
    // Explicit, so the client reads none of these from process.env and sends none to other vendors.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    // Retries and deadlines are ours (see attempt.ts): the client's would retry after output started.
    maxRetries: 0,
    timeout: config.LLM_TIMEOUT_MS,
    logLevel: 'off',
    // Keep-alive events without data (`event: ping`) would otherwise end a good answer as an error.
    fetch: withoutEmptyEvents(),
  })
  const ctx: LlmContext = {
    client,
    model: config.LLM_MODEL,
    visionModel: config.LLM_VISION_MODEL || config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    streamUsage: config.LLM_STREAM_USAGE,
    retry: { maxRetries: config.LLM_MAX_RETRIES, baseDelayMs: 500, maxDelayMs: 8_000, ...deps.retry },
    log: deps.logger,
  }
  return {
    model: ctx.model,
    visionModel: ctx.visionModel,
    streamChat: (request) => streamChat(ctx, request),
    complete: (request) => complete(ctx, request),
    completeJson: (request) => completeJson(ctx, request),
    runTools: (request) => runTools(ctx, request),
  }
}
