import type { FastifyBaseLogger } from 'fastify'
import type { Lang } from '@contract/common'
import type { InstructionAnswer, InstructionResult, PlanOperation } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import type { Texts } from '../../../i18n/locales'
import { textsIn } from '../../../i18n/translate'
import { LlmAbortError, LlmError, type LlmProvider } from '../../../providers/llm'
import { planSystemPrompt } from './assistant-prompt'
import { FEW_DELETES, PLAN_TOOLS, toolSession, type Refusal } from './assistant-tools'
import { parseInstruction, readStudentWords, type StudentWords } from '../instruction'
import { Speaker } from '../instruction/replies'
import { instructionContext } from './instruction.context'
import { queryOccurrences } from '../store/occurrences'
import { dateOutside, windowDays, type PlanWindow } from '../time/plan-window'
import { previewSummary } from '../preview/preview-summary'
import { createProposal, MAX_PREVIEW_OPERATIONS } from '../preview/proposals'
import type { StudentTime } from '../time/student-time'

/** Occurrences listed with an answer. */
const MAX_ANSWER_EVENTS = 50
/** Model calls per instruction (list, a few changes, the answer). */
const MAX_STEPS = 6
/** Tool calls per instruction, all replies together: a few lists and at most a preview's worth of changes. */
export const MAX_TOOL_CALLS = 40

export interface InstructionRequest {
  db: DB
  llm: LlmProvider | null
  log: FastifyBaseLogger
  userId: string
  /** The student's now and zone: every relative date is read from them. */
  time: StudentTime
  /** The dates the plan may hold. */
  window: PlanWindow
  lang: Lang
  text: string
  /** Aborts when the student's request goes away or the time is up. */
  signal: AbortSignal
  /** True once the student is gone (then there is nobody to answer). */
  clientGone: () => boolean
}

/** What an engine read; `refused` set (model only) means the reply is the server's, not the model's. */
interface Reading {
  result: InstructionResult
  engine: InstructionAnswer['engine']
  refused?: Set<Refusal>
}

/**
 * Reads an instruction with the model's tool calls when one is configured, else (or when the
 * model fails) with the offline parser; changes come back as a preview, never applied here. Both
 * engines meet the same limits: dates inside the plan's window, at most a preview's worth of
 * changes; and a model's changes are described by the server, never by the model.
 */
/** The assistant's own sentences: `assistant.<key>` in plan.json. */
type AssistantKey = keyof Texts<'plan'>['assistant']

export async function runInstruction(r: InstructionRequest): Promise<InstructionAnswer> {
  const { now, zone } = r.time
  const words = readStudentWords(r.text, r.lang)
  const speak = new Speaker(words.lang, zone)
  const say = (key: AssistantKey, params: Record<string, string | number> = {}) => textsIn(words.lang, 'plan')(`assistant.${key}`, params)
  let reading: Reading | null = null
  if (r.llm) {
    try {
      reading = await viaModel(r, words)
    } catch (err) {
      if (err instanceof LlmError && err.key === 'AI_TOO_MANY_CALLS') {
        return answerOnly(r, { intent: 'unknown', operations: [], reply: say('narrow', { max: MAX_PREVIEW_OPERATIONS }) }, 'model')
      }
      if (r.clientGone() || !(err instanceof LlmError || err instanceof LlmAbortError)) throw err
      r.log.warn({ err: err.message, key: err instanceof LlmError ? err.key : 'timeout' }, 'study plan: model failed, offline parser answers')
    }
  }
  reading ??= { result: parseInstruction(r.text, await instructionContext(r.db, r.userId, now, zone, r.lang)), engine: 'offline' }
  const { result, engine } = reading

  const all = [result.operations, ...(result.alternatives ?? []).map((a) => a.operations)].flat()
  if (result.operations.length > MAX_PREVIEW_OPERATIONS) {
    return answerOnly(r, { ...result, operations: [], reply: say('narrow', { max: MAX_PREVIEW_OPERATIONS }) }, engine)
  }
  if (all.some((op) => datesOutside(op, r.window))) return answerOnly(r, { ...result, operations: [], reply: say('dates', windowDays(r.window)) }, engine)

  const propose = (operations: PlanOperation[]) =>
    createProposal(r.db, r.userId, { kind: 'instruction', source: 'assistant', operations, zone, window: r.window })
  const proposal = result.operations.length > 0 ? await propose(result.operations) : null
  const alternatives = []
  for (const alt of proposal ? (result.alternatives ?? []) : []) {
    if (alt.operations.length > 0) alternatives.push({ scope: alt.scope, reply: alt.reply, proposal: await propose(alt.operations) })
  }
  let reply = result.reply
  if (proposal && reading.refused) {
    reply = previewSummary(proposal.preview, speak)
    if (reading.refused.size > 0) reply += `\n${say('partly', { why: whyOf(reading.refused, r.window, say) })}`
  }
  const events = result.range && !proposal ? await answerEvents(r, result.range) : []
  return { intent: result.intent, reply, engine, proposal, alternatives, range: result.range ?? null, events }
}

async function answerOnly(r: InstructionRequest, result: InstructionResult, engine: InstructionAnswer['engine']): Promise<InstructionAnswer> {
  const events = result.range ? await answerEvents(r, result.range) : []
  return { intent: result.intent, reply: result.reply, engine, proposal: null, alternatives: [], range: result.range ?? null, events }
}

const answerEvents = async (r: InstructionRequest, range: { from: string; to: string }) =>
  (await queryOccurrences(r.db, r.userId, range.from, range.to)).slice(0, MAX_ANSWER_EVENTS)

function datesOutside(op: PlanOperation, window: PlanWindow): boolean {
  if (op.op === 'create') return dateOutside(op.event, window) !== null
  return op.op === 'update' && dateOutside(op.patch, window) !== null
}

async function viaModel(r: InstructionRequest, words: StudentWords): Promise<Reading> {
  const { now, zone } = r.time
  const session = toolSession(r.db, r.userId, zone, r.window, words)
  const run = await r.llm!.runTools({
    messages: [
      { role: 'system', content: planSystemPrompt(now, zone, r.lang, r.window) },
      { role: 'user', content: r.text },
    ],
    tools: PLAN_TOOLS,
    execute: session.execute,
    maxSteps: MAX_STEPS,
    maxCalls: MAX_TOOL_CALLS,
    signal: r.signal,
  })
  const ops = session.operations
  const say = (key: AssistantKey, params: Record<string, string | number> = {}) => textsIn(words.lang, 'plan')(`assistant.${key}`, params)
  // Nothing to preview and something refused: the server says why, the model's words are not shown.
  const refusedReply = (refused: Set<Refusal>) =>
    refused.has('too_many')
      ? say('narrow', { max: MAX_PREVIEW_OPERATIONS })
      : refused.has('dates')
        ? say('dates', windowDays(r.window))
        : refused.has('delete_words') && !words.questionLike
          ? say('deleteWords', { few: FEW_DELETES })
          : say('question')
  const listed = session.listed && ops.length === 0 ? { range: session.listed } : {}
  const intent = intentOf(ops.length > 0 ? ops : words.asksOnly ? [] : session.tried, !!session.listed)
  if (ops.length === 0 && session.refused.size > 0) return { result: { intent, operations: [], ...listed, reply: refusedReply(session.refused) }, engine: 'model' }
  const text = run.text.trim() || say('silent')
  return {
    // The model's words stand only as an answer or a question; a change it might claim never happened.
    result: { intent, operations: ops, ...listed, reply: ops.length === 0 && !words.asksOnly ? `${text}\n${say('unchanged')}` : text },
    engine: 'model',
    refused: session.refused,
  }
}

function whyOf(refused: Set<Refusal>, window: PlanWindow, say: (key: AssistantKey, params?: Record<string, string | number>) => string): string {
  const why: Record<Refusal, () => string> = {
    question: () => say('whyQuestion'),
    delete_words: () => say('whyDeletes', { few: FEW_DELETES }),
    dates: () => say('whyDates', windowDays(window)),
    too_many: () => say('whyMany', { max: MAX_PREVIEW_OPERATIONS }),
  }
  return [...refused].map((k) => why[k]()).join('; ')
}

function intentOf(ops: PlanOperation[], listed: boolean): InstructionResult['intent'] {
  if (ops.length === 0) return listed ? 'list' : 'question'
  if (ops.every((o) => o.op === 'create')) return ops.some((o) => o.op === 'create' && o.event.rrule) ? 'repeat' : 'add'
  if (ops.every((o) => o.op === 'delete')) return 'delete'
  return 'move'
}
