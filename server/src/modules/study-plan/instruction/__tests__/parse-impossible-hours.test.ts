import { parseInstruction } from '../parse-instruction'
import { contextFor } from './fixture'

/**
 * An hour of 24 or more is no time of day: "24:30" is never read as 00:30 the next day (the
 * student may have meant 14:30, or 00:30 of the day they named). Every language, every way of
 * writing a clock time: the student is asked back, and nothing is planned.
 */
const ZONE = 'Asia/Shanghai'

const SAID: Array<[string, string, string]> = [
  ['en', 'read tomorrow at 24:30', '24:30'],
  ['en', 'maths tomorrow at 24', '24'],
  ['en', 'piano at 25:00 on Friday', '25:00'],
  ['fr', 'lecture demain à 24h30', '24h30'],
  ['fr', 'demain à 24h lecture', '24h'],
  ['fr', 'piano vendredi à 24:15', '24:15'],
  ['es', 'leer mañana a las 24:30', '24:30'],
  ['es', 'mañana a las 24 leer', '24'],
  ['es', 'piano el viernes a las 26', '26'],
  ['zh-Hans', '明天24点半读书', '24点半'],
  ['zh-Hans', '明天二十四点读书', '二十四点'],
  ['zh-Hans', '明天24:30读书', '24:30'],
  ['zh-Hans', '周五25点弹钢琴', '25点'],
  ['zh-Hant', '明天24點半讀書', '24點半'],
  ['zh-Hant', '明天二十四點一刻讀書', '二十四點一刻'],
]

describe('hours of 24 or more are asked back, in every language', () => {
  it.each(SAID)('%s: “%s” asks about “%s” and plans nothing', (lang, text, said) => {
    const result = parseInstruction(text, contextFor(ZONE, lang as never))
    expect(result.operations).toEqual([])
    expect(result.reply).toMatch(/[?？]/)
    expect(result.reply).toContain(said)
  })

  it.each([
    ['en', 'read tomorrow at 23:30'],
    ['fr', 'lecture demain à 23h30'],
    ['es', 'leer mañana a las 23:30'],
    ['zh-Hans', '明天23点半读书'],
    ['zh-Hant', '明天晚上十一點半讀書'],
  ])('%s: the last half hour of the day still plans (“%s”)', (lang, text) => {
    const result = parseInstruction(text, contextFor(ZONE, lang as never))
    expect(result.operations).toHaveLength(1)
    expect(result.operations[0]).toMatchObject({ op: 'create', event: { start_at: '2026-03-12T15:30:00.000Z' } })
  })
})
