import { FormatRegistry } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import fc from 'fast-check'
import { InstructionResult, type InstructionContext } from '../operations'
import { MAX_INSTRUCTION_LENGTH, parseInstruction } from '../parse-instruction'
import { contextFor } from './fixture'

if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)))

const ctx = contextFor('Asia/Shanghai', 'fr')

describe('bad input', () => {
  it.each([
    ['empty', ''],
    ['blank', '   \n\t '],
    ['emoji only', '🙂🙂🙂'],
    ['digits only', '12345'],
    ['punctuation', '???!!!'],
    ['gibberish', 'asdf qwerty zxcv'],
    ['control characters', '\u0000\u0007\u001b[31m'],
    ['markup', '<script>alert(1)</script>'],
  ])('reads %s as unknown, with a reply', (_, text) => {
    const result = parseInstruction(text, ctx)
    expect(result.intent).toBe('unknown')
    expect(result.operations).toEqual([])
    expect(result.reply.length).toBeGreaterThan(0)
  })

  it('changes nothing for text that only looks like a command', () => {
    expect(parseInstruction("'; DROP TABLE study_events; --", ctx).operations).toEqual([])
  })

  it('answers empty input in the UI language, having nothing else to go by', () => {
    expect(parseInstruction('', ctx).reply).toMatch(/^Écris une consigne/)
  })

  it(`refuses more than ${MAX_INSTRUCTION_LENGTH} characters`, () => {
    const long = 'demain 19h révision de maths '.repeat(20)
    expect(long.length).toBeGreaterThan(MAX_INSTRUCTION_LENGTH)
    const result = parseInstruction(long, ctx)
    expect(result).toMatchObject({ intent: 'unknown', operations: [] })
    expect(result.reply).toContain('500')
    expect(parseInstruction('x'.repeat(10_000), ctx).intent).toBe('unknown')
  })

  it('survives a broken context', () => {
    const broken = [
      { ...ctx, timeZone: 'Mars/Olympus_Mons' },
      { ...ctx, now: new Date('not a date') },
      { ...ctx, events: undefined },
      { ...ctx, courses: undefined },
      { ...ctx, lang: 'xx' },
    ] as unknown as InstructionContext[]
    for (const c of broken) expect(() => parseInstruction('demain 19h révision de maths', c)).not.toThrow()
    expect(() => parseInstruction(undefined as unknown as string, ctx)).not.toThrow()
  })

  it('never throws and always answers with a valid result, whatever the text', () => {
    const pieces = fc.constantFrom('明天', '下午三点', '到', 'every', 'Monday', 'à', '7h', 'de', 'las', '5', 'delete', '删除', '?', '¿', 'maths', ' ', '半小时', 'tous les', 'jusqu\'au', '30 juin', 'move', 'to', '改到', '10 veces', '🙂', '每周')
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.array(pieces, { maxLength: 12 }).map((a) => a.join(' '))), (text) => {
        const result = parseInstruction(text, ctx)
        expect(Value.Check(InstructionResult, result)).toBe(true)
        if (result.intent === 'list' || result.intent === 'question' || result.intent === 'unknown') expect(result.operations).toEqual([])
      }),
      { numRuns: 400 },
    )
  })
})

describe('time zones', () => {
  it('puts “明天下午三点” at 07:00Z in Shanghai whatever the server’s own zone', () => {
    const previous = process.env.TZ
    try {
      for (const serverZone of ['UTC', 'America/New_York', 'Pacific/Kiritimati']) {
        process.env.TZ = serverZone
        const result = parseInstruction('明天下午三点复习物理', contextFor('Asia/Shanghai'))
        expect(result.operations[0]).toMatchObject({ event: { start_at: '2026-03-12T07:00:00.000Z', end_at: '2026-03-12T08:00:00.000Z' } })
      }
    } finally {
      if (previous === undefined) delete process.env.TZ
      else process.env.TZ = previous
    }
  })

  it('keeps local times across a daylight-saving change (Paris, end of March)', () => {
    const paris: InstructionContext = { ...contextFor('Asia/Shanghai'), timeZone: 'Europe/Paris', now: new Date('2026-03-11T09:30:00Z'), events: [] }
    const result = parseInstruction("tous les jours à 7h lecture jusqu'au 30 juin", paris)
    // 07:00 CET on the first day; UNTIL closes 30 June in CEST (UTC+2).
    expect(result.operations[0]).toMatchObject({
      event: { start_at: '2026-03-12T06:00:00.000Z', end_at: '2026-03-12T07:00:00.000Z', rrule: 'FREQ=DAILY;UNTIL=20260630T215959Z' },
    })
    const april = parseInstruction('samedi 4 avril à 10h révision de physique', paris)
    expect(april.operations[0]).toMatchObject({ event: { start_at: '2026-04-04T08:00:00.000Z' } })
  })

  it('reads the instruction’s own language, not the UI’s, and answers in it', () => {
    const hant = parseInstruction('明天下午三點到五點複習物理', contextFor('Asia/Shanghai', 'zh-Hans'))
    expect(hant.reply).toMatch(/^新增「複習物理」/)
    const fr = parseInstruction('samedi matin révision de chimie', contextFor('Asia/Shanghai', 'zh-Hans'))
    expect(fr.reply).toMatch(/^Ajouter « Révision de chimie »/)
  })
})
