import { parseInstruction } from '../parse-instruction'
import { contextFor, PLAN, utc } from './fixture'

const ZONE = 'Asia/Shanghai'

describe('finding the events a move or a delete is about', () => {
  // Two maths events on Friday 13 March: a class at 10:00 and a revision at 16:00.
  const twoMaths = [
    ...PLAN,
    { id: 'maths-rev-fri', series: false, title: 'Maths revision', course_id: 2, kind: 'study' as const, times: [['2026-03-13T16:00', '2026-03-13T17:00']] as [string, string][] },
  ]
  const ctx = (lang: 'en' | 'fr' | 'zh-Hans' = 'en') => contextFor(ZONE, lang, twoMaths)

  it('asks which one when two maths events are on Friday, and changes nothing', () => {
    const result = parseInstruction("move Friday's maths to Saturday morning", ctx())
    expect(result.intent).toBe('move')
    expect(result.operations).toEqual([])
    expect(result.reply).toContain('Which one?')
    expect(result.reply).toContain('10:00')
    expect(result.reply).toContain('16:00')
  })

  it('says so in the instruction’s own language', () => {
    const fr = parseInstruction('supprime les maths de vendredi', ctx('zh-Hans'))
    expect(fr).toMatchObject({ intent: 'delete', operations: [] })
    expect(fr.reply).toContain('Lequel ?')
    const zh = parseInstruction('删除周五的数学', ctx('en'))
    expect(zh).toMatchObject({ intent: 'delete', operations: [] })
    expect(zh.reply).toContain('是哪一项')
  })

  it('tells them apart by the time said', () => {
    const result = parseInstruction("delete Friday's 4pm maths", ctx())
    expect(result.operations).toEqual([{ op: 'delete', event_id: 'maths-rev-fri', occurrence_start: null, scope: 'series' }])
  })

  it('says nothing matches when the course is not on that day', () => {
    const result = parseInstruction("delete Sunday's chemistry", contextFor(ZONE))
    expect(result).toMatchObject({ intent: 'delete', operations: [] })
    expect(result.reply).toMatch(/couldn’t find “Chemistry”/)
    const es = parseInstruction('borra la música del martes', contextFor(ZONE))
    expect(es).toMatchObject({ intent: 'delete', operations: [] })
    expect(es.reply).toContain('No encuentro')
  })

  it('says nothing matches when the plan is empty', () => {
    const result = parseInstruction('把周四的化学改到周五下午4点', contextFor(ZONE, 'zh-Hans', []))
    expect(result).toMatchObject({ intent: 'move', operations: [] })
    expect(result.reply).toContain('找不到')
  })

  it('asks which event when neither a subject nor a day is said', () => {
    const result = parseInstruction('delete it', contextFor(ZONE))
    expect(result).toMatchObject({ intent: 'delete', operations: [] })
    expect(result.reply).toContain('Which event?')
  })

  it('asks where to when a move has no destination', () => {
    const result = parseInstruction('move the biology exam', contextFor(ZONE))
    expect(result).toMatchObject({ intent: 'move', operations: [] })
    expect(result.reply).toContain('to when?')
  })

  it('reads a new time for a series named without a day as the whole series, and offers the next one alone', () => {
    const result = parseInstruction('move piano to 8pm', contextFor(ZONE))
    const next = { event_id: 'piano', occurrence_start: utc('2026-03-11T18:00', ZONE), patch: { start_at: utc('2026-03-11T20:00', ZONE), end_at: utc('2026-03-11T21:00', ZONE) } }
    expect(result.operations).toEqual([{ op: 'update', ...next, scope: 'series' }])
    expect(result.alternatives).toEqual([{ scope: 'occurrence', operations: [{ op: 'update', ...next, scope: 'occurrence' }], reply: expect.stringContaining('Piano') }])
  })

  it('will not move a whole series by instruction', () => {
    const result = parseInstruction('move all piano lessons to Tuesday', contextFor(ZONE))
    expect(result).toMatchObject({ intent: 'move', operations: [] })
    expect(result.reply).toContain('whole series')
  })

  it('clears a whole day, each occurrence on its own', () => {
    const result = parseInstruction('清空明天的所有安排', contextFor(ZONE, 'zh-Hans'))
    expect(result.intent).toBe('delete')
    expect(result.operations).toEqual([
      { op: 'delete', event_id: 'vocab', occurrence_start: utc('2026-03-12T07:00', ZONE), scope: 'occurrence' },
      { op: 'delete', event_id: 'chem', occurrence_start: utc('2026-03-12T14:00', ZONE), scope: 'occurrence' },
      { op: 'delete', event_id: 'phys-rev', occurrence_start: null, scope: 'series' },
      { op: 'delete', event_id: 'callig', occurrence_start: utc('2026-03-12T20:00', ZONE), scope: 'occurrence' },
      { op: 'delete', event_id: 'reading', occurrence_start: utc('2026-03-12T21:00', ZONE), scope: 'occurrence' },
    ])
  })

  it('turns an all-day event into a timed one when moved to a time', () => {
    const result = parseInstruction('move the history essay to Sunday at 3pm', contextFor(ZONE))
    expect(result.operations).toEqual([
      {
        op: 'update',
        event_id: 'hist-essay',
        occurrence_start: null,
        scope: 'series',
        patch: { start_at: utc('2026-03-15T15:00', ZONE), end_at: utc('2026-03-15T16:00', ZONE), all_day: false },
      },
    ])
  })
})
