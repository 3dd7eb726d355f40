import type { TSchema, Static } from '@sinclair/typebox'

/**
 * The chat-completions message shapes we use: a subset of the OpenAI protocol, so they pass to
 * any compatible endpoint unchanged. Images are content parts with a URL or a `data:` URL.
 */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } }

export interface ToolCallMessagePart {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | ContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCallMessagePart[] }
  | { role: 'tool'; tool_call_id: string; content: string }

/** 'stop', 'length', 'content_filter', 'tool_calls', or whatever else the endpoint reports. */
export type FinishReason = 'stop' | 'length' | 'content_filter' | 'tool_calls' | (string & {})

export interface Usage {
  promptTokens: number
  completionTokens: number
  totalTokens: number
}

export type ChatDelta = { type: 'text'; text: string } | { type: 'done'; finishReason: FinishReason; usage?: Usage }

interface ModelRequest {
  messages: ChatMessage[]
  /** Force the vision model; messages carrying an image use it anyway. */
  vision?: boolean
  /** Sent only when given: some models accept only their default. */
  temperature?: number
  /** Sent as `max_tokens` only when given. */
  maxTokens?: number
}

export interface StreamChatRequest extends ModelRequest {
  /** Stop button and client disconnect: aborting ends the upstream HTTP request at once. */
  signal: AbortSignal
}

export interface CompleteRequest extends ModelRequest {
  signal?: AbortSignal
  /** Send `response_format: {type: 'json_object'}`. OpenAI then requires the word "JSON" in the messages. */
  jsonMode?: boolean
}

export interface CompleteJsonRequest<S extends TSchema> extends CompleteRequest {
  /** The reply must parse as JSON and match this schema, or the call fails with AI_BAD_OUTPUT. */
  schema: S
}

export interface Completion {
  text: string
  finishReason: FinishReason
  usage?: Usage
}

/** A function the model may call. `parameters` is a TypeBox schema: sent as JSON schema, and checked. */
export interface LlmTool<S extends TSchema = TSchema> {
  name: string
  description: string
  parameters: S
}

export interface ToolCallContext {
  id: string
  signal: AbortSignal
}

/**
 * Runs one tool call for the caller. The caller owns every decision about whose data is read or
 * changed (the session's user); the provider only relays what the model asked for.
 * Return any JSON-serialisable value (a string is sent as is). Throw `ToolError` (or a 4xx
 * `AppError`, e.g. NOT_FOUND) to tell the model the call failed; any other error ends the run.
 */
export type ToolExecutor = (name: string, args: Record<string, unknown>, call: ToolCallContext) => unknown

export interface RunToolsRequest extends ModelRequest {
  tools: LlmTool[]
  execute: ToolExecutor
  /** Model calls allowed, each possibly asking for tools; the run fails with AI_TOO_MANY_STEPS beyond. */
  maxSteps: number
  /**
   * Tool calls allowed in the whole run. A reply asking for more fails the run with
   * AI_TOO_MANY_CALLS before any of its calls is run (a model looping over hundreds of calls).
   */
  maxCalls: number
  /** Wraps the calls of one model reply (e.g. one transaction for all of them); default: none. */
  step?: <T>(run: () => Promise<T>) => Promise<T>
  signal: AbortSignal
}

/** A tool call the model asked for; `error` is set when it was refused or failed (and fed back). */
export interface ToolCallRecord {
  id: string
  name: string
  step: number
  /** As the model sent it. */
  rawArguments: string
  /** Parsed, when they were a JSON object. */
  args?: Record<string, unknown>
  result?: unknown
  error?: string
}

export interface ToolRunResult {
  text: string
  finishReason: FinishReason
  /** Every tool call in order; those without `error` were executed successfully. */
  calls: ToolCallRecord[]
  /** The request's messages followed by everything the run added (assistant tool calls, tool results, answer). */
  messages: ChatMessage[]
  steps: number
  usage?: Usage
}

export interface LlmProvider {
  readonly model: string
  readonly visionModel: string
  streamChat(request: StreamChatRequest): AsyncIterable<ChatDelta>
  complete(request: CompleteRequest): Promise<Completion>
  completeJson<S extends TSchema>(request: CompleteJsonRequest<S>): Promise<Static<S>>
  runTools(request: RunToolsRequest): Promise<ToolRunResult>
}
