import { parseInstruction } from '../parse-instruction'
import { contextFor, utc } from './fixture'

/**
 * Messier phrasings tried while probing the parser; each once read wrong. Kept as regressions,
 * not counted in the accuracy tables (their expectations were written after the fix).
 */
const ZONE = 'Asia/Shanghai'
const at = (local: string) => utc(local, ZONE)
const read = (text: string) => parseInstruction(text, contextFor(ZONE))

describe('phrasings found while probing', () => {
  it('reads a duration with a half after the number ("两个半小时", "一个半小时")', () => {
    expect(read('星期六下午两点去补习英语两个半小时').operations[0]).toMatchObject({
      event: { title: '补习英语', start_at: at('2026-03-14T14:00'), end_at: at('2026-03-14T16:30') },
    })
    expect(read('今晚复习历史一个半小时').operations[0]).toMatchObject({ event: { title: '复习历史', end_at: at('2026-03-11T20:30') } })
  })

  it('reads 考 + subject as an exam', () => {
    expect(read('下周五考物理').operations[0]).toMatchObject({ event: { kind: 'exam', course_id: 4, all_day: true, start_at: at('2026-03-20T00:00') } })
  })

  it('does not read the Spanish "a" as the number one ("a primera hora")', () => {
    expect(read('el jueves tengo examen de mates a primera hora').operations[0]).toMatchObject({
      event: { title: 'Examen de mates', kind: 'exam', start_at: at('2026-03-12T07:00'), end_at: at('2026-03-12T08:00') },
    })
  })

  it('reads "until the end of the month" and drops "je veux" from the title', () => {
    expect(read("je veux réviser la physique tous les jours à 20h pendant 45 min jusqu'à la fin du mois").operations[0]).toMatchObject({
      event: { title: 'Réviser la physique', rrule: 'FREQ=DAILY;UNTIL=20260331T155959Z' },
    })
    expect(read('每天晚上背单词到月底').operations[0]).toMatchObject({ event: { title: '背单词', rrule: 'FREQ=DAILY;UNTIL=20260331T155959Z' } })
  })

  it('deletes every event of a day for "everything", "tout", "todo", "所有"', () => {
    for (const text of ['delete everything tomorrow', 'annule tout demain', '帮我把明天所有的安排都删了']) {
      expect(read(text).operations.map((o) => (o.op === 'delete' ? o.event_id : ''))).toEqual(['vocab', 'chem', 'phys-rev', 'callig', 'reading'])
    }
    expect(read('borra todo lo del viernes').operations).toHaveLength(4)
  })

  it('never deletes a class for "the test"', () => {
    expect(read('delete the chemistry test')).toMatchObject({ intent: 'delete', operations: [] })
    expect(read('do I have a chemistry test this week?').reply).toMatch(/^No /)
  })

  it('deletes a kind of event on a day ("all my classes on friday")', () => {
    expect(read('cancel all my classes on friday').operations).toEqual([{ op: 'delete', event_id: 'maths-fri', occurrence_start: null, scope: 'series' }])
  })

  it('answers "what time is my piano lesson today?" with the piano event', () => {
    expect(read('what time is my piano lesson today?').reply).toContain('Piano')
  })

  it('lists the plan for "dame mi horario"', () => {
    expect(read('dame mi horario')).toMatchObject({ intent: 'list', range: { from: at('2026-03-11T00:00'), to: at('2026-03-12T00:00') } })
  })

  it('moves between weekdays said with 从…改到', () => {
    expect(read('把钢琴课从周一改到周二').operations[0]).toMatchObject({
      event_id: 'piano',
      occurrence_start: at('2026-03-16T18:00'),
      patch: { start_at: at('2026-03-17T18:00'), end_at: at('2026-03-17T19:00') },
    })
  })

  it('reads "2h" and "1h30" as durations in English', () => {
    expect(read('physics 1h30 tomorrow 5pm').operations[0]).toMatchObject({ event: { start_at: at('2026-03-12T17:00'), end_at: at('2026-03-12T18:30') } })
  })

  it('reads a hyphenated range of bare hours ("9-11")', () => {
    expect(read('next friday 9-11 chemistry').operations[0]).toMatchObject({
      event: { title: 'Chemistry', start_at: at('2026-03-13T09:00'), end_at: at('2026-03-13T11:00') },
    })
  })

  it('shows a day named on its own instead of filling it', () => {
    for (const text of ['tomorrow', '明天', 'demain']) {
      expect(read(text)).toMatchObject({ intent: 'list', operations: [], range: { from: at('2026-03-12T00:00'), to: at('2026-03-13T00:00') } })
    }
  })
})
