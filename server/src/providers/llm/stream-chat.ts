import type { ChatCompletionChunk } from 'openai/resources/chat/completions'
import { Attempt, backoff, retryDelay } from './attempt'
import { failureOf, giveUp, hasImage, logRetry, pickModel, sampling, toProtocol, toUsage, type LlmContext } from './context'
import { IncompleteStream, LlmAbortError } from './errors'
import type { ChatDelta, FinishReason, StreamChatRequest, Usage } from './types'

/**
 * After the finish reason only the usage chunk may follow: wait this long for it, then end, so a
 * model that never sends [DONE] nor closes the socket cannot hold a finished answer open.
 */
const AFTER_FINISH_MS = 2000

/**
 * Streams an answer as text deltas, then one `done`. Transient failures are retried only while
 * no text has been yielded: after that a retry would repeat the answer, so the error surfaces
 * (an LlmError carrying the partial text). Aborting `signal` cancels the HTTP request at once
 * and ends the iteration with LlmAbortError; so does leaving the loop early (`break`).
 */
export async function* streamChat(ctx: LlmContext, request: StreamChatRequest): AsyncGenerator<ChatDelta, void, undefined> {
  const model = pickModel(ctx, request.messages, request.vision)
  const body = {
    model,
    messages: toProtocol(request.messages),
    stream: true as const,
    ...(ctx.streamUsage ? { stream_options: { include_usage: true } } : {}),
    ...sampling(request),
  }
  const { signal } = request
  const withImage = hasImage(request.messages)
  let produced = ''

  for (let attempt = 0; ; attempt++) {
    const scope = new Attempt(signal)
    let finishReason: FinishReason | undefined
    let usage: Usage | undefined
    try {
      if (signal.aborted) throw new LlmAbortError(produced)
      scope.deadline(ctx.firstTokenTimeoutMs, 'first_token')
      const stream = await ctx.client.chat.completions.create(body, {
        signal: scope.signal,
        maxRetries: 0,
        // The client's own timeout only covers the wait for headers: ours (first token) must fire first.
        timeout: Math.max(ctx.timeoutMs, ctx.firstTokenTimeoutMs + 1000),
      })
      let started = false
      for await (const chunk of stream) {
        usage = toUsage(chunk.usage) ?? usage
        const choice = chunk.choices?.[0]
        if (choice) {
          const text = choice.delta?.content ?? ''
          // The first chunk is usually an empty role announcement: only real output counts as a start.
          started ||= text !== '' || isThinking(choice.delta)
          if (started) scope.deadline(ctx.timeoutMs, 'idle')
          if (text) {
            produced += text
            yield { type: 'text', text }
          }
          if (choice.finish_reason) finishReason = choice.finish_reason
        }
        if (finishReason) {
          // The finish reason ends the answer; [DONE] and the end of the connection are not awaited.
          if (usage || !ctx.streamUsage) break
          scope.deadline(Math.min(AFTER_FINISH_MS, ctx.timeoutMs), 'idle')
        }
      }
      // The client ends a stream quietly when its signal aborts: find out why it ended.
      if (signal.aborted) throw new LlmAbortError(produced)
      const deadline = scope.timedOut()
      // A model that finished but never closed its stream still gave its whole answer.
      if (deadline && !finishReason) throw deadline
      if (!finishReason) throw new IncompleteStream()
      yield { type: 'done', finishReason, ...(usage ? { usage } : {}) }
      return
    } catch (err) {
      if (err instanceof LlmAbortError) throw err
      const failure = failureOf(err, scope, signal, produced, withImage)
      const delay = produced === '' ? retryDelay(ctx.retry, attempt, failure) : null
      if (delay === null) throw giveUp(ctx, 'stream', model, failure, err, produced)
      logRetry(ctx, 'stream', model, attempt, failure, delay)
      await backoff(delay, signal)
    } finally {
      scope.dispose()
    }
  }
}

/** Reasoning models (DeepSeek, Qwen, Ollama) stream their thinking before any content. */
function isThinking(delta: ChatCompletionChunk.Choice['delta'] | undefined): boolean {
  const extra = delta as { reasoning_content?: string | null; reasoning?: string | null } | undefined
  return Boolean(extra?.reasoning_content || extra?.reasoning || delta?.tool_calls?.length)
}
