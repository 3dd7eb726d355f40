import { KindGuard } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import type { TSchema } from '@sinclair/typebox'
import type { ChatCompletionTool } from 'openai/resources/chat/completions'
import { AppError } from '../../errors'
import { addUsage, pickModel, sampling, toProtocol, toUsage, withRetries, type LlmContext } from './context'
import { LlmAbortError, LlmError, ToolError, type LlmErrorName } from './errors'
import type { ChatMessage, LlmTool, RunToolsRequest, ToolCallMessagePart, ToolCallRecord, ToolRunResult, Usage } from './types'

/**
 * The tool-call loop: ask the model, run the tools it asks for through the caller's `execute`,
 * feed the results back, until it answers in text. Whose data a tool touches is decided only by
 * the caller's `execute` (scoped to the session's user): the provider passes the model's
 * requests through and never interprets ids or names in them.
 * Calls the model asks for together are run one after the other, in its order.
 */
export async function runTools(ctx: LlmContext, request: RunToolsRequest): Promise<ToolRunResult> {
  if (!Number.isInteger(request.maxSteps) || request.maxSteps < 1) throw new RangeError('maxSteps must be a positive integer')
  if (!Number.isInteger(request.maxCalls) || request.maxCalls < 1) throw new RangeError('maxCalls must be a positive integer')
  const model = pickModel(ctx, request.messages, request.vision)
  const tools = new Map(request.tools.map((t) => [t.name, t]))
  const definitions: ChatCompletionTool[] = request.tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters as Record<string, unknown> },
  }))
  const messages: ChatMessage[] = [...request.messages]
  const calls: ToolCallRecord[] = []
  let usage: Usage | undefined

  for (let step = 1; step <= request.maxSteps; step++) {
    const response = await withRetries(ctx, 'tools', model, request.signal, (signal) =>
      ctx.client.chat.completions.create(
        {
          model,
          messages: toProtocol(messages),
          ...(definitions.length > 0 ? { tools: definitions, tool_choice: 'auto' as const } : {}),
          ...sampling(request),
        },
        { signal, maxRetries: 0, timeout: ctx.timeoutMs },
      ),
    ).catch((err: unknown) => {
      throw withCalls(err, calls)
    })
    usage = addUsage(usage, toUsage(response.usage))
    const choice = response.choices?.[0]
    if (!choice) throw new LlmError('AI_BAD_OUTPUT', 'the response has no choices', { calls })
    const requested = (choice.message?.tool_calls ?? []).flatMap((c, i): ToolCallMessagePart[] =>
      'function' in c && c.function
        ? [{ id: c.id || `call_${step}_${i}`, type: 'function', function: { name: c.function.name, arguments: c.function.arguments ?? '' } }]
        : [],
    )
    // Some endpoints end a tool-calling turn with finish_reason 'stop': the calls themselves decide.
    if (requested.length === 0) {
      const text = choice.message?.content ?? ''
      messages.push({ role: 'assistant', content: text })
      return { text, finishReason: choice.finish_reason, calls, messages, steps: step, ...(usage ? { usage } : {}) }
    }
    if (calls.length + requested.length > request.maxCalls) {
      ctx.log.warn({ model, step, asked: requested.length, before: calls.length, maxCalls: request.maxCalls }, 'llm tools: too many calls')
      throw new LlmError('AI_TOO_MANY_CALLS', `asked for ${calls.length + requested.length} tool calls, at most ${request.maxCalls}`, { calls })
    }
    messages.push({ role: 'assistant', content: choice.message.content ?? null, tool_calls: requested })
    const runStep = request.step ?? ((run) => run())
    await runStep(async () => {
      for (const part of requested) {
        if (request.signal.aborted) throw new LlmAbortError()
        const record = await runOne(request, tools, part, step)
        calls.push(record)
        ctx.log.debug({ tool: record.name, step, failed: record.error !== undefined }, 'llm tool call')
        messages.push({ role: 'tool', tool_call_id: part.id, content: resultContent(record) })
      }
    })
  }
  ctx.log.error({ model, maxSteps: request.maxSteps, calls: calls.map((c) => c.name) }, 'llm tools: too many steps')
  throw new LlmError('AI_TOO_MANY_STEPS', `still calling tools after ${request.maxSteps} steps`, { calls })
}

async function runOne(
  request: RunToolsRequest,
  tools: Map<string, LlmTool>,
  part: ToolCallMessagePart,
  step: number,
): Promise<ToolCallRecord> {
  const { name, arguments: rawArguments } = part.function
  const record: ToolCallRecord = { id: part.id, name, step, rawArguments }
  const tool = tools.get(name)
  if (!tool) return { ...record, error: `Unknown tool "${name}". Available tools: ${[...tools.keys()].join(', ')}` }
  const parsed = parseArguments(rawArguments)
  if (typeof parsed === 'string') return { ...record, error: parsed }
  record.args = parsed
  const invalid = schemaProblems(tool, parsed)
  if (invalid) return { ...record, error: invalid }
  try {
    const result: unknown = await request.execute(name, parsed, { id: part.id, signal: request.signal })
    return { ...record, result }
  } catch (err) {
    if (err instanceof ToolError) return { ...record, error: err.message }
    if (err instanceof AppError && err.status < 500) return { ...record, error: forModel(err) }
    throw err
  }
}

/**
 * A refusal as the model needs it: the student's sentence plus the technical facts (the field's
 * schema name, the rejected value), which the student never sees but the model must fix.
 */
function forModel(err: AppError): string {
  const facts = Object.entries(err.params).filter(([key]) => key !== 'route' && key !== 'issue')
  const detail = facts.length ? ` (${facts.map(([key, value]) => `${key}: ${value}`).join(', ')})` : ''
  return `${err.messageIn('en')}${detail}`
}

/** The arguments as an object, or why they are not one (sent back so the model can fix them). */
function parseArguments(raw: string): Record<string, unknown> | string {
  // Models calling a tool without parameters often send nothing at all.
  if (raw.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch (err) {
    return `The arguments are not valid JSON (${(err as Error).message}). Send a JSON object matching the tool's parameters.`
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return "The arguments must be a JSON object matching the tool's parameters."
  }
  return value as Record<string, unknown>
}

// A tool's schema is compiled once: walking it for each of 40 calls (Value.Check) was a
// measurable share of the event loop's time during a flood of tool calls.
const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>()

function schemaProblems(tool: LlmTool, args: Record<string, unknown>): string | undefined {
  if (!KindGuard.IsSchema(tool.parameters)) return undefined
  let check = compiled.get(tool.parameters)
  if (!check) compiled.set(tool.parameters, (check = TypeCompiler.Compile(tool.parameters)))
  if (check.Check(args)) return undefined
  const problems = [...check.Errors(args)].slice(0, 5).map((e) => `${e.path || '/'}: ${e.message}`)
  return `The arguments do not match the tool's parameters: ${problems.join('; ')}`
}

function resultContent(record: ToolCallRecord): string {
  if (record.error !== undefined) return JSON.stringify({ error: record.error })
  return typeof record.result === 'string' ? record.result : JSON.stringify(record.result ?? null)
}

/** A failure after some tools ran still tells the caller which ones did. */
function withCalls(err: unknown, calls: ToolCallRecord[]): unknown {
  if (!(err instanceof LlmError) || calls.length === 0) return err
  return new LlmError(err.key as LlmErrorName, err.detail, { calls: [...calls], cause: err.cause })
}
