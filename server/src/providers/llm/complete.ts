import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { hasImage, pickModel, sampling, toProtocol, toUsage, withRetries, type LlmContext } from './context'
import { LlmError } from './errors'
import type { CompleteJsonRequest, CompleteRequest, Completion } from './types'

/** One short answer, not streamed (ratings, tactics): same retries and error mapping as a stream. */
export async function complete(ctx: LlmContext, request: CompleteRequest): Promise<Completion> {
  const model = pickModel(ctx, request.messages, request.vision)
  const response = await withRetries(ctx, 'complete', model, request.signal, (signal) =>
    ctx.client.chat.completions.create(
      {
        model,
        messages: toProtocol(request.messages),
        ...(request.jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
        ...sampling(request),
      },
      { signal, maxRetries: 0, timeout: ctx.timeoutMs },
    ),
    hasImage(request.messages),
  )
  const choice = response.choices?.[0]
  if (!choice) throw badOutput(ctx, model, 'the response has no choices', '')
  const usage = toUsage(response.usage)
  return { text: choice.message?.content ?? '', finishReason: choice.finish_reason, ...(usage ? { usage } : {}) }
}

/**
 * A JSON answer checked against `schema`. Models wrap JSON in prose, code fences or a
 * `<think>` block more often than not, so the first JSON value found in the reply is taken.
 */
export async function completeJson<S extends TSchema>(ctx: LlmContext, request: CompleteJsonRequest<S>): Promise<Static<S>> {
  const model = pickModel(ctx, request.messages, request.vision)
  const { text } = await complete(ctx, request)
  const value = extractJson(text)
  if (value === undefined) throw badOutput(ctx, model, 'the reply is not JSON', text)
  if (!Value.Check(request.schema, value)) {
    const first = [...Value.Errors(request.schema, value)].slice(0, 3)
    throw badOutput(ctx, model, `the reply does not match the schema: ${first.map((e) => `${e.path} ${e.message}`).join('; ')}`, text)
  }
  return value as Static<S>
}

export function extractJson(text: string): unknown {
  const cleaned = text.replace(/<think>[\s\S]*?<\/think>/g, '').trim()
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(cleaned)
  const candidates = [cleaned, fenced?.[1]?.trim()]
  const start = cleaned.search(/[[{]/)
  if (start >= 0) {
    const close = cleaned[start] === '{' ? '}' : ']'
    candidates.push(cleaned.slice(start, cleaned.lastIndexOf(close) + 1))
  }
  for (const candidate of candidates) {
    if (!candidate) continue
    try {
      return JSON.parse(candidate) as unknown
    } catch {
      // try the next candidate
    }
  }
  return undefined
}

function badOutput(ctx: LlmContext, model: string, detail: string, text: string): LlmError {
  ctx.log.error({ model, detail, reply: text.slice(0, 200) }, 'llm complete: unusable reply')
  return new LlmError('AI_BAD_OUTPUT', detail)
}
