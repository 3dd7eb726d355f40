import { FormatRegistry } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { RRule } from 'rrule'
import { InstructionResult, type PlanOperation } from '../operations'
import { parseInstruction } from '../parse-instruction'
import { contextFor, utc, type ExpectedOp, type Row } from './fixture'

if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)))

/** Runs table rows through the parser and compares with what the rows expect. */

/** Same rule, however its parts are ordered; `@<local>` becomes the UTC UNTIL of that local time. */
function normalRrule(rule: string | null, zone: string): string | null {
  if (!rule) return null
  const withUntil = rule.replace(/@([\dT:-]+)/, (_, local: string) => utc(local, zone).replace(/[-:]/g, '').replace(/\.\d{3}/, ''))
  RRule.parseString(withUntil) // throws on a malformed rule
  return withUntil.split(';').sort().join(';')
}

/** A patch compared whatever order its fields were written in. */
const sortedKeys = (o: object) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))

function expected(op: ExpectedOp, zone: string): unknown {
  if ('create' in op) {
    const c = op.create
    return { op: 'create', title: c.title, course_id: c.course, kind: c.kind, start_at: utc(c.start, zone), end_at: utc(c.end, zone), all_day: c.allDay, rrule: normalRrule(c.rrule, zone) }
  }
  if ('update' in op) {
    const u = op.update
    const patch = { ...(u.start && { start_at: utc(u.start, zone) }), ...(u.end && { end_at: utc(u.end, zone) }), ...(u.title && { title: u.title }) }
    return { op: 'update', event_id: u.id, occurrence_start: u.occ && utc(u.occ, zone), scope: u.scope, patch: sortedKeys(patch) }
  }
  return { op: 'delete', event_id: op.delete.id, occurrence_start: op.delete.occ && utc(op.delete.occ, zone), scope: op.delete.scope }
}

function actual(op: PlanOperation, zone: string): unknown {
  if (op.op === 'create') {
    const e = op.event
    return { op: 'create', title: e.title, course_id: e.course_id, kind: e.kind, start_at: e.start_at, end_at: e.end_at, all_day: e.all_day, rrule: normalRrule(e.rrule, zone) }
  }
  if (op.op === 'update') return { op: 'update', event_id: op.event_id, occurrence_start: op.occurrence_start, scope: op.scope, patch: sortedKeys(op.patch) }
  return { op: 'delete', event_id: op.event_id, occurrence_start: op.occurrence_start, scope: op.scope }
}

export interface Outcome {
  row: Row
  zone: string
  ok: boolean
  why: string
}

/** The UI language a row is read with: never the instruction's own, so detection is tested too. */
export const uiLangOf = (row: Row) => (row.lang === 'en' ? 'fr' : 'en')

export function check(row: Row, zone: string): Outcome {
  return compare(row, zone, parseInstruction(row.text, contextFor(zone, uiLangOf(row))))
}

/** Compares what came back for a row (from the parser, or through the API) with what the row expects. */
export function compare(row: Row, zone: string, result: InstructionResult): Outcome {
  const problems: string[] = []
  if (!Value.Check(InstructionResult, result)) problems.push(`not an InstructionResult: ${[...Value.Errors(InstructionResult, result)].map((e) => e.path + ' ' + e.message).join('; ')}`)
  if (result.intent !== row.intent) problems.push(`intent ${result.intent}, expected ${row.intent}`)
  const want = JSON.stringify((row.ops ?? []).map((o) => expected(o, zone)))
  const got = JSON.stringify(result.operations.map((o) => actual(o, zone)))
  if (want !== got) problems.push(`operations ${got}\n      expected ${want}`)
  const alternatives = result.alternatives ?? []
  if (row.alt) {
    const wantAlt = JSON.stringify(row.alt.map((o) => expected(o, zone)))
    const gotAlt = JSON.stringify((alternatives[0]?.operations ?? []).map((o) => actual(o, zone)))
    if (alternatives.length !== 1 || wantAlt !== gotAlt) problems.push(`alternative ${gotAlt} (${alternatives.length} offered)\n      expected ${wantAlt}`)
  } else if (alternatives.length > 0) problems.push(`offered ${alternatives.length} other reading(s) of a clear instruction`)
  if (row.clarify && !/[?？]/.test(result.reply)) problems.push('the reply does not ask the student anything')
  if (row.range) {
    const range = { from: utc(row.range[0], zone), to: utc(row.range[1], zone) }
    if (JSON.stringify(result.range) !== JSON.stringify(range)) problems.push(`range ${JSON.stringify(result.range)}, expected ${JSON.stringify(range)}`)
  }
  if (!result.reply.trim()) problems.push('empty reply')
  return { row, zone, ok: problems.length === 0, why: `${problems.join('\n    ')}\n    reply: ${result.reply.replace(/\n/g, ' | ')}` }
}

/** The student zones every table is read in: one east of UTC, one west, neither the server's. */
export const TABLE_ZONES = ['Asia/Shanghai', 'America/Mexico_City']

/** Every row read in every zone. */
export const checkAll = (rows: Row[], zones = TABLE_ZONES): Outcome[] => zones.flatMap((zone) => rows.map((row) => check(row, zone)))

/** One line per row misread, with why (empty when every row reads as expected). */
export const misreadsOf = (outcomes: Outcome[]): string[] => outcomes.filter((o) => !o.ok).map((o) => `[${o.zone}] ${o.row.text}\n    ${o.why}`)

export function summary(title: string, outcomes: Outcome[]): string {
  const rate = (list: Outcome[]) => `${list.filter((o) => o.ok).length}/${list.length} (${((100 * list.filter((o) => o.ok).length) / list.length).toFixed(1)}%)`
  const by = (key: (o: Outcome) => string) => {
    const groups = new Map<string, Outcome[]>()
    for (const o of outcomes) groups.set(key(o), [...(groups.get(key(o)) ?? []), o])
    return [...groups].map(([k, list]) => `  ${k.padEnd(20)} ${rate(list)}`).join('\n')
  }
  const failures = outcomes.filter((o) => !o.ok).map((o) => `  ✗ [${o.zone}] ${o.row.text}\n    ${o.why}`)
  return [
    `${title}: ${rate(outcomes)}`,
    'By language:',
    by((o) => o.row.lang),
    'By intent:',
    by((o) => o.row.intent),
    'By time zone:',
    by((o) => o.zone),
    failures.length ? `Failures:\n${failures.join('\n')}` : 'No failures.',
  ].join('\n')
}
