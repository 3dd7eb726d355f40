import type OpenAI from 'openai'
import type { FastifyBaseLogger } from 'fastify'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { Attempt, backoff, retryDelay, type RetryPolicy } from './attempt'
import { classifyFailure, LlmAbortError, LlmError, type Failure } from './errors'
import type { ChatMessage, Usage } from './types'

/** What every call needs: the client, the models, the limits and where to log. */
export interface LlmContext {
  client: OpenAI
  model: string
  visionModel: string
  timeoutMs: number
  firstTokenTimeoutMs: number
  streamUsage: boolean
  retry: RetryPolicy
  log: FastifyBaseLogger
}

export function hasImage(messages: ChatMessage[]): boolean {
  return messages.some((m) => m.role === 'user' && Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'))
}

export function pickModel(ctx: LlmContext, messages: ChatMessage[], vision?: boolean): string {
  return vision || hasImage(messages) ? ctx.visionModel : ctx.model
}

/** Our message shapes are the protocol's; this only tells the compiler. */
export function toProtocol(messages: ChatMessage[]): ChatCompletionMessageParam[] {
  return messages as ChatCompletionMessageParam[]
}

/** Optional sampling fields, sent only when the caller set them (some models refuse non-defaults). */
export function sampling(request: { temperature?: number; maxTokens?: number }) {
  return {
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
  }
}

export function toUsage(usage: OpenAI.CompletionUsage | null | undefined): Usage | undefined {
  if (!usage) return undefined
  return {
    promptTokens: usage.prompt_tokens ?? 0,
    completionTokens: usage.completion_tokens ?? 0,
    totalTokens: usage.total_tokens ?? 0,
  }
}

export function addUsage(a: Usage | undefined, b: Usage | undefined): Usage | undefined {
  if (!a || !b) return a ?? b
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  }
}

/** Why an attempt ended: the caller's abort wins, then our deadline, then what was thrown. */
export function failureOf(err: unknown, attempt: Attempt, outer: AbortSignal | undefined, partialText = '', withImage = false): Failure {
  if (outer?.aborted) throw new LlmAbortError(partialText)
  return classifyFailure(attempt.timedOut() ?? err, withImage)
}

export function logRetry(ctx: LlmContext, what: string, model: string, attempt: number, failure: Failure, delayMs: number) {
  ctx.log.warn({ model, attempt: attempt + 1, delayMs: Math.round(delayMs), detail: failure.detail }, `llm ${what}: retrying`)
}

export function giveUp(ctx: LlmContext, what: string, model: string, failure: Failure, cause: unknown, partialText = ''): LlmError {
  ctx.log.error({ model, error: failure.key, detail: failure.detail, partialChars: partialText.length }, `llm ${what} failed`)
  return new LlmError(failure.key, failure.detail, { partialText, cause })
}

/**
 * Runs a non-streamed request with a whole-response deadline, retrying transient failures:
 * nothing reached the caller yet, so a retry can never duplicate output.
 */
export async function withRetries<T>(
  ctx: LlmContext,
  what: string,
  model: string,
  signal: AbortSignal | undefined,
  request: (signal: AbortSignal) => Promise<T>,
  withImage = false,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const scope = new Attempt(signal)
    try {
      if (signal?.aborted) throw new LlmAbortError()
      scope.deadline(ctx.timeoutMs, 'response')
      return await request(scope.signal)
    } catch (err) {
      if (err instanceof LlmAbortError) throw err
      const failure = failureOf(err, scope, signal, '', withImage)
      const delay = retryDelay(ctx.retry, attempt, failure)
      if (delay === null) throw giveUp(ctx, what, model, failure, err)
      logRetry(ctx, what, model, attempt, failure, delay)
      await backoff(delay, signal)
    } finally {
      scope.dispose()
    }
  }
}
