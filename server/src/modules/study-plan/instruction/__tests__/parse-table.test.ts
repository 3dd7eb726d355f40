import { FormatRegistry } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { RRule } from 'rrule'
import { InstructionResult, type PlanOperation } from '../operations'
import { parseInstruction } from '../parse-instruction'
import { contextFor, utc, type ExpectedOp, type Row } from './fixture'
import { EN } from './table-en'
import { ES } from './table-es'
import { FR } from './table-fr'
import { ZH_HANS } from './table-zh-hans'
import { ZH_HANT } from './table-zh-hant'

if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)))

const TABLE: Row[] = [...EN, ...FR, ...ES, ...ZH_HANS, ...ZH_HANT]
const ZONES = ['Asia/Shanghai', 'America/Mexico_City']
/** Set from the measured accuracy (see the summary printed below), not to make the table pass. */
const THRESHOLD = 0.95

/** Same rule, however its parts are ordered; `@<local>` becomes the UTC UNTIL of that local time. */
function normalRrule(rule: string | null, zone: string): string | null {
  if (!rule) return null
  const withUntil = rule.replace(/@([\dT:-]+)/, (_, local: string) => utc(local, zone).replace(/[-:]/g, '').replace(/\.\d{3}/, ''))
  RRule.parseString(withUntil) // throws on a malformed rule
  return withUntil.split(';').sort().join(';')
}

function expected(op: ExpectedOp, zone: string): unknown {
  if ('create' in op) {
    const c = op.create
    return { op: 'create', title: c.title, course_id: c.course, kind: c.kind, start_at: utc(c.start, zone), end_at: utc(c.end, zone), all_day: c.allDay, rrule: normalRrule(c.rrule, zone) }
  }
  if ('update' in op) {
    const u = op.update
    return { op: 'update', event_id: u.id, occurrence_start: u.occ && utc(u.occ, zone), scope: u.scope, patch: { start_at: utc(u.start, zone), end_at: utc(u.end, zone) } }
  }
  return { op: 'delete', event_id: op.delete.id, occurrence_start: op.delete.occ && utc(op.delete.occ, zone), scope: op.delete.scope }
}

function actual(op: PlanOperation, zone: string): unknown {
  if (op.op === 'create') {
    const e = op.event
    return { op: 'create', title: e.title, course_id: e.course_id, kind: e.kind, start_at: e.start_at, end_at: e.end_at, all_day: e.all_day, rrule: normalRrule(e.rrule, zone) }
  }
  if (op.op === 'update') return { op: 'update', event_id: op.event_id, occurrence_start: op.occurrence_start, scope: op.scope, patch: op.patch }
  return { op: 'delete', event_id: op.event_id, occurrence_start: op.occurrence_start, scope: op.scope }
}

interface Outcome {
  row: Row
  zone: string
  ok: boolean
  why: string
}

function check(row: Row, zone: string): Outcome {
  const result = parseInstruction(row.text, contextFor(zone, row.lang === 'en' ? 'fr' : 'en'))
  const problems: string[] = []
  if (!Value.Check(InstructionResult, result)) problems.push(`not an InstructionResult: ${[...Value.Errors(InstructionResult, result)].map((e) => e.path + ' ' + e.message).join('; ')}`)
  if (result.intent !== row.intent) problems.push(`intent ${result.intent}, expected ${row.intent}`)
  const want = JSON.stringify((row.ops ?? []).map((o) => expected(o, zone)))
  const got = JSON.stringify(result.operations.map((o) => actual(o, zone)))
  if (want !== got) problems.push(`operations ${got}\n      expected ${want}`)
  if (row.range) {
    const range = { from: utc(row.range[0], zone), to: utc(row.range[1], zone) }
    if (JSON.stringify(result.range) !== JSON.stringify(range)) problems.push(`range ${JSON.stringify(result.range)}, expected ${JSON.stringify(range)}`)
  }
  if (!result.reply.trim()) problems.push('empty reply')
  return { row, zone, ok: problems.length === 0, why: `${problems.join('\n    ')}\n    reply: ${result.reply.replace(/\n/g, ' | ')}` }
}

function summary(outcomes: Outcome[]): string {
  const rate = (list: Outcome[]) => `${list.filter((o) => o.ok).length}/${list.length} (${((100 * list.filter((o) => o.ok).length) / list.length).toFixed(1)}%)`
  const by = (key: (o: Outcome) => string) => {
    const groups = new Map<string, Outcome[]>()
    for (const o of outcomes) groups.set(key(o), [...(groups.get(key(o)) ?? []), o])
    return [...groups].map(([k, list]) => `  ${k.padEnd(20)} ${rate(list)}`).join('\n')
  }
  const failures = outcomes.filter((o) => !o.ok).map((o) => `  ✗ [${o.zone}] ${o.row.text}\n    ${o.why}`)
  return [
    `Offline instruction parser: ${rate(outcomes)} over ${TABLE.length} instructions × ${ZONES.length} time zones`,
    'By language:',
    by((o) => o.row.lang),
    'By intent:',
    by((o) => o.row.intent),
    'By time zone:',
    by((o) => o.zone),
    failures.length ? `Failures:\n${failures.join('\n')}` : 'No failures.',
  ].join('\n')
}

describe('the offline instruction parser, on the table of instructions', () => {
  const outcomes = ZONES.flatMap((zone) => TABLE.map((row) => check(row, zone)))

  it(`reads at least ${THRESHOLD * 100}% of the table right in both time zones`, () => {
    const report = summary(outcomes)
    console.log(report)
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(THRESHOLD)
  })

  it('covers the five languages, at least 15 instructions each, and the examples of the brief verbatim', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100)
    for (const lang of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant']) expect(TABLE.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(15)
    const texts = TABLE.map((r) => r.text)
    for (const example of [
      '明天下午三点到五点复习物理',
      'tomorrow 7pm study maths for an hour',
      'samedi matin révision de chimie',
      'el viernes a las 16:00 examen de inglés',
      '每个工作日晚上7点背单词半小时',
      'every Monday and Wednesday at 6pm piano',
      "tous les jours à 7h lecture jusqu'au 30 juin",
      'cada martes 10 veces',
      "move Friday's maths to Saturday morning",
      '把周四的化学改到周五下午4点',
      'supprime le cours de chimie de jeudi',
      '删除明天的物理',
      '¿qué tengo el lunes?',
      '明天有什么安排',
      'what do I have this week?',
      "qu'est-ce que j'ai demain ?",
    ])
      expect(texts).toContain(example)
  })

  it('reads every example of the brief exactly as the table says', () => {
    const examples = outcomes.filter((o) =>
      ['明天下午三点到五点复习物理', 'tomorrow 7pm study maths for an hour', 'samedi matin révision de chimie', 'el viernes a las 16:00 examen de inglés', '每个工作日晚上7点背单词半小时', "move Friday's maths to Saturday morning", 'supprime le cours de chimie de jeudi', '¿qué tengo el lunes?'].includes(o.row.text),
    )
    expect(examples.filter((o) => !o.ok).map((o) => `${o.row.text}: ${o.why}`)).toEqual([])
  })

  it('never changes the plan for a list or a question', () => {
    for (const o of outcomes.filter((o) => o.row.intent === 'list' || o.row.intent === 'question')) {
      const result = parseInstruction(o.row.text, contextFor(o.zone))
      expect(result.operations).toEqual([])
    }
  })
})
