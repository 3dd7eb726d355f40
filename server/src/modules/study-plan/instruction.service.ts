import type { FastifyBaseLogger } from 'fastify'
import type { Lang } from '@contract/common'
import type { InstructionAnswer, InstructionResult, PlanOperation } from '@contract/study-plan'
import type { DB } from '../../db/database'
import type { Localized } from '../../i18n'
import { LlmAbortError, LlmError, type LlmProvider } from '../../providers/llm'
import { planSystemPrompt } from './assistant-prompt'
import { PLAN_TOOLS, toolSession } from './assistant-tools'
import { parseInstruction } from './instruction'
import { instructionContext } from './instruction.context'
import { queryOccurrences } from './occurrences'
import { createProposal } from './proposals'
import type { StudentTime } from './student-time'

/** Occurrences listed with an answer. */
const MAX_ANSWER_EVENTS = 50
/** Model calls per instruction (list, a few changes, the answer). */
const MAX_STEPS = 6

export interface InstructionRequest {
  db: DB
  llm: LlmProvider | null
  log: FastifyBaseLogger
  userId: string
  /** The student's now and zone: every relative date is read from them. */
  time: StudentTime
  lang: Lang
  text: string
  /** Aborts when the student's request goes away or the time is up. */
  signal: AbortSignal
  /** True once the student is gone (then there is nobody to answer). */
  clientGone: () => boolean
}

/**
 * Reads an instruction with the model's tool calls when one is configured, else (or when the
 * model fails) with the offline parser; changes come back as a preview, never applied here.
 */
export async function runInstruction(r: InstructionRequest): Promise<InstructionAnswer> {
  const { now, zone } = r.time
  let result: InstructionResult | null = null
  let engine: InstructionAnswer['engine'] = 'offline'
  if (r.llm) {
    try {
      result = await viaModel(r)
      engine = 'model'
    } catch (err) {
      if (r.clientGone() || !(err instanceof LlmError || err instanceof LlmAbortError)) throw err
      r.log.warn({ err: err.message, key: err instanceof LlmError ? err.key : 'timeout' }, 'study plan: model failed, offline parser answers')
    }
  }
  result ??= parseInstruction(r.text, await instructionContext(r.db, r.userId, now, zone, r.lang))
  const propose = (operations: PlanOperation[]) => createProposal(r.db, r.userId, { kind: 'instruction', source: 'assistant', operations, zone })
  const proposal = result.operations.length > 0 ? await propose(result.operations) : null
  const alternatives = []
  for (const alt of proposal ? (result.alternatives ?? []) : []) {
    if (alt.operations.length > 0) alternatives.push({ scope: alt.scope, reply: alt.reply, proposal: await propose(alt.operations) })
  }
  const events =
    result.range && !proposal ? (await queryOccurrences(r.db, r.userId, result.range.from, result.range.to)).slice(0, MAX_ANSWER_EVENTS) : []
  return { intent: result.intent, reply: result.reply, engine, proposal, alternatives, range: result.range ?? null, events }
}

async function viaModel(r: InstructionRequest): Promise<InstructionResult> {
  const { now, zone } = r.time
  const session = toolSession(r.db, r.userId, zone)
  const run = await r.llm!.runTools({
    messages: [
      { role: 'system', content: planSystemPrompt(now, zone, r.lang) },
      { role: 'user', content: r.text },
    ],
    tools: PLAN_TOOLS,
    execute: session.execute,
    maxSteps: MAX_STEPS,
    signal: r.signal,
  })
  const ops = session.operations
  return {
    intent: intentOf(ops, !!session.listed),
    operations: ops,
    ...(session.listed && ops.length === 0 ? { range: session.listed } : {}),
    reply: run.text.trim() || SILENT_MODEL[ops.length > 0 ? 'change' : 'answer'][r.lang],
  }
}

/** When a model ends with tool calls and no words. */
const SILENT_MODEL: Record<'change' | 'answer', Localized> = {
  change: {
    en: 'Here is the change to confirm.',
    fr: 'Voici la modification à confirmer.',
    es: 'Este es el cambio que debes confirmar.',
    'zh-Hans': '以下是待确认的修改。',
    'zh-Hant': '以下是待確認的修改。',
  },
  answer: {
    en: 'I could not find an answer in your plan.',
    fr: "Je n'ai pas trouvé de réponse dans votre planning.",
    es: 'No encontré una respuesta en tu plan.',
    'zh-Hans': '在你的计划里没有找到答案。',
    'zh-Hant': '在你的計畫裡沒有找到答案。',
  },
}

function intentOf(ops: PlanOperation[], listed: boolean): InstructionResult['intent'] {
  if (ops.length === 0) return listed ? 'list' : 'question'
  if (ops.every((o) => o.op === 'create')) return ops.some((o) => o.op === 'create' && o.event.rrule) ? 'repeat' : 'add'
  if (ops.every((o) => o.op === 'delete')) return 'delete'
  return 'move'
}
