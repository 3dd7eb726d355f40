import { Type } from '@sinclair/typebox'
import { Instant } from '@contract/common'
import { DeleteOperation, EventDraft, UpdateOperation, type PlanOperation, type TimeRange } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { ToolError, type LlmTool, type ToolExecutor } from '../../providers/llm'
import { applyOperation } from './apply-operation'
import { localIso } from './local-time'
import { queryOccurrences } from './occurrences'
import { dryRun } from './plan-tx'

/** The model may look at most this far in one call, and sees at most this many occurrences. */
const MAX_LIST_DAYS = 62
const MAX_LISTED = 120

export const PLAN_TOOLS: LlmTool[] = [
  {
    name: 'list_events',
    description: "List the student's plan between two instants (at most 62 days). Returns each occurrence with the event_id and occurrence_start to use in changes.",
    parameters: Type.Object({ from: Instant, to: Instant }),
  },
  {
    name: 'create_event',
    description: 'Plan a new event or a repeating series (rrule). The student sees a preview and confirms.',
    parameters: EventDraft,
  },
  {
    name: 'update_event',
    description: 'Change an event, one occurrence of a repeating event (scope "occurrence" + occurrence_start) or the whole series (scope "series"). Only ids from list_events.',
    parameters: Type.Omit(UpdateOperation, ['op']),
  },
  {
    name: 'delete_event',
    description: 'Remove an event, one occurrence (scope "occurrence" + occurrence_start) or a whole series (scope "series"). Only ids from list_events.',
    parameters: Type.Omit(DeleteOperation, ['op']),
  },
]

export interface ToolSession {
  /** Changes the model asked for, in order: each was checked against the plan as it would be. */
  operations: PlanOperation[]
  /** The first period the model listed (shown with the answer to a question). */
  listed: TimeRange | null
  execute: ToolExecutor
}

/**
 * Runs the model's tool calls for ONE student: the user id comes from the session, never from the
 * model, and every id the model names is looked up among that student's rows only, so an id of
 * someone else's event is refused as "not found" and fed back to the model.
 * Nothing is written here: changes are checked by a rolled-back run and become a preview.
 */
export function toolSession(db: DB, userId: string, zone: string): ToolSession {
  const session: ToolSession = { operations: [], listed: null, execute: async () => null }
  const ctx = { source: 'assistant' as const, zone, byAssistant: true }
  const plan = async (op: PlanOperation) => {
    const next = [...session.operations, op]
    await dryRun(db, userId, async (tx) => {
      for (const each of next) await applyOperation(tx, each, ctx)
    })
    session.operations = next
    return { planned: op.op, note: 'Shown to the student as a preview; done once they confirm.' }
  }
  session.execute = async (name, args) => {
    switch (name) {
      case 'list_events': {
        const from = new Date(String(args.from)).toISOString()
        const to = new Date(String(args.to)).toISOString()
        const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
        if (!(days > 0) || days > MAX_LIST_DAYS) throw new ToolError(`"to" must be after "from" and at most ${MAX_LIST_DAYS} days later`)
        session.listed ??= { from, to }
        const events = await queryOccurrences(db, userId, from, to)
        return {
          events: events.slice(0, MAX_LISTED).map((e) => ({
            event_id: e.event_id,
            occurrence_start: e.occurrence_start,
            title: e.title,
            course_id: e.course_id,
            kind: e.kind,
            status: e.status,
            start: localIso(e.start_at, zone),
            end: localIso(e.end_at, zone),
            all_day: e.all_day,
            repeats: e.rrule,
          })),
          ...(events.length > MAX_LISTED ? { more: events.length - MAX_LISTED } : {}),
        }
      }
      case 'create_event':
        return plan({ op: 'create', event: args as never })
      case 'update_event':
        return plan({ op: 'update', ...(args as Omit<Extract<PlanOperation, { op: 'update' }>, 'op'>) })
      case 'delete_event':
        return plan({ op: 'delete', ...(args as Omit<Extract<PlanOperation, { op: 'delete' }>, 'op'>) })
      default:
        throw new ToolError(`Unknown tool ${name}`)
    }
  }
  return session
}
