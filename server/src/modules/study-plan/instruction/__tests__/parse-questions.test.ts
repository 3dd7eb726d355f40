import { parseInstruction } from '../parse-instruction'
import { contextFor } from './fixture'

const ZONE = 'America/Mexico_City'

describe('questions about the plan', () => {
  const questions = [
    'what do I have this week?',
    "what's my schedule today?",
    'do I have an exam next week?',
    'when is my next piano lesson?',
    'show me Friday',
    "qu'est-ce que j'ai demain ?",
    'y a-t-il un contrôle cette semaine ?',
    'quand est le prochain cours de chimie ?',
    '¿qué tengo el lunes?',
    '¿tengo algo el domingo?',
    '¿cuándo es la próxima clase de química?',
    '明天有什么安排',
    '明天几点有课？',
    '下周有考试吗？',
    '這週有什麼安排？',
    '週日下午有空嗎？',
  ]

  it.each(questions)('answers “%s” without changing anything', (text) => {
    const result = parseInstruction(text, contextFor(ZONE))
    expect(['list', 'question']).toContain(result.intent)
    expect(result.operations).toEqual([])
    expect(result.range).toBeDefined()
    expect(result.reply.length).toBeGreaterThan(0)
  })

  it('lists the events of the day asked about', () => {
    const result = parseInstruction('¿qué tengo el lunes?', contextFor(ZONE))
    expect(result.reply).toContain('Biology exam')
    expect(result.reply).toContain('09:00–10:30')
    expect(result.reply).toContain('Piano')
    expect(result.reply).not.toContain('Chemistry')
  })

  it('answers a yes/no question about a subject with the matching events only', () => {
    const result = parseInstruction('do I have maths on Friday?', contextFor(ZONE))
    expect(result.intent).toBe('question')
    expect(result.reply).toMatch(/^Yes:/)
    expect(result.reply).toContain('Maths')
    expect(result.reply).not.toContain('背单词')
  })

  it('answers “when” with the next matching event', () => {
    const result = parseInstruction('下次生物考试是什么时候？', contextFor(ZONE, 'en'))
    expect(result.reply).toBe('下一次：Biology exam, 3月16日周一 09:00–10:30。')
  })

  it('says the student is free, or what is planned, for a part of a day', () => {
    expect(parseInstruction('¿estoy libre el domingo por la mañana?', contextFor(ZONE)).reply).toMatch(/^Sí, estás libre/)
    const busy = parseInstruction('am I free on Saturday afternoon?', contextFor(ZONE))
    expect(busy.reply).toContain('数学复习')
    expect(busy.reply).not.toContain('History essay')
  })

  it('says when nothing is planned', () => {
    const result = parseInstruction("qu'est-ce que j'ai le 1er avril ?", contextFor(ZONE))
    expect(result.intent).toBe('list')
    expect(result.reply).toMatch(/^Rien de prévu/)
  })

  it('does not pretend to answer questions that are not about the plan', () => {
    const result = parseInstruction('what is photosynthesis?', contextFor(ZONE))
    expect(result).toMatchObject({ intent: 'unknown', operations: [] })
    expect(result.reply).toContain('only answer questions about your plan')
  })
})
