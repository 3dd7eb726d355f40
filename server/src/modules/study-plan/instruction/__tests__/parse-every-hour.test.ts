import type { Lang } from '@contract/common'
import { COURSES } from '../../../dictionary'
import { parseInstruction } from '../parse-instruction'
import type { InstructionContext } from '../operations'

/**
 * "Tomorrow", "tonight", "in 20 minutes" are the student's, at every hour of their day, whatever
 * the server process's own zone (scripts/test.sh runs this file with TZ=UTC, America/Los_Angeles
 * and Asia/Shanghai). Expected instants are worked out here with Intl alone, not with the
 * parser's own zone code. Two days: an ordinary one, and the day Los Angeles moves its clocks.
 */

const STUDENT_ZONES = ['Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Auckland']
const DAYS = ['2026-03-11', '2026-03-08']

interface Wall {
  y: number
  m: number
  d: number
  h: number
  min: number
}

const formats = new Map<string, Intl.DateTimeFormat>()
function wallOf(instant: number, zone: string): Wall {
  let f = formats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    formats.set(zone, f)
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]))
  return { y: p.year, m: p.month, d: p.day, h: p.hour % 24, min: p.minute }
}

/** The instant of a wall-clock time in a zone (two rounds of offset correction; never a skipped hour here). */
function instantOf(zone: string, y: number, m: number, d: number, h: number, min = 0): string {
  const naive = Date.UTC(y, m - 1, d, h, min)
  let t = naive
  for (let i = 0; i < 2; i++) {
    const w = wallOf(t, zone)
    t = naive - (Date.UTC(w.y, w.m - 1, w.d, w.h, w.min) - t)
  }
  return new Date(t).toISOString()
}

const plusDays = (w: Wall, n: number) => {
  const t = new Date(Date.UTC(w.y, w.m - 1, w.d + n))
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() }
}

interface Case {
  lang: Lang
  text: string
  /** Expected start (create) or range start (list), from the student's wall clock now. */
  expect: (now: number, w: Wall, zone: string) => { start: string; end?: string; list?: boolean }
}

const tomorrowAt = (h: number) => (_: number, w: Wall, zone: string) => {
  const t = plusDays(w, 1)
  return { start: instantOf(zone, t.y, t.m, t.d, h) }
}
const dayList = (n: number) => (_: number, w: Wall, zone: string) => {
  const a = plusDays(w, n)
  const b = plusDays(w, n + 1)
  return { start: instantOf(zone, a.y, a.m, a.d, 0), end: instantOf(zone, b.y, b.m, b.d, 0), list: true }
}
const inMinutes = (n: number) => (now: number) => ({ start: new Date(Math.round(now / 60_000) * 60_000 + n * 60_000).toISOString() })

const CASES: Case[] = [
  { lang: 'en', text: 'tomorrow 7pm study maths', expect: tomorrowAt(19) },
  { lang: 'en', text: 'what do I have tomorrow?', expect: dayList(1) },
  { lang: 'en', text: 'read in 20 minutes', expect: inMinutes(20) },
  { lang: 'fr', text: 'demain à 19h révision de maths', expect: tomorrowAt(19) },
  { lang: 'fr', text: "qu'est-ce que j'ai aujourd'hui ?", expect: dayList(0) },
  { lang: 'fr', text: 'lecture dans une heure', expect: inMinutes(60) },
  { lang: 'es', text: 'mañana a las 19:00 repaso de química', expect: tomorrowAt(19) },
  { lang: 'es', text: '¿qué tengo pasado mañana?', expect: dayList(2) },
  { lang: 'es', text: 'en media hora leer', expect: inMinutes(30) },
  { lang: 'zh-Hans', text: '明天晚上7点复习物理', expect: tomorrowAt(19) },
  { lang: 'zh-Hans', text: '明天有什么安排？', expect: dayList(1) },
  { lang: 'zh-Hans', text: '二十分钟后背单词', expect: inMinutes(20) },
  { lang: 'zh-Hant', text: '明天晚上七點複習物理', expect: tomorrowAt(19) },
  { lang: 'zh-Hant', text: '後天有什麼安排？', expect: dayList(2) },
  { lang: 'zh-Hant', text: '半小時後背單字', expect: inMinutes(30) },
]

function context(now: number, zone: string, lang: Lang): InstructionContext {
  return { now: new Date(now), timeZone: zone, lang, events: [], courses: COURSES.map((c) => ({ id: c.id, name: c.name })), defaults: { durationMin: 60 } }
}

describe(`relative dates at every hour of the student's day (server process TZ=${process.env.TZ ?? 'unset'})`, () => {
  it.each(STUDENT_ZONES)('reads them in the student’s zone %s', (zone) => {
    const wrong: string[] = []
    let hours = 0
    for (const day of DAYS) {
      const [y, m, d] = day.split('-').map(Number)
      const midnight = Date.parse(instantOf(zone, y, m, d, 0))
      for (let h = 0; h < 24; h++) {
        // Every hour of that day, at a minute that is not on the hour.
        const now = midnight + h * 3_600_000 + 17 * 60_000 + 25_000
        const w = wallOf(now, zone)
        hours++
        for (const c of CASES) {
          const want = c.expect(now, w, zone)
          const result = parseInstruction(c.text, context(now, zone, c.lang))
          const got = want.list ? result.range?.from : result.operations[0]?.op === 'create' ? result.operations[0].event.start_at : undefined
          const gotEnd = want.list ? result.range?.to : undefined
          if (got !== want.start || gotEnd !== want.end) {
            wrong.push(`${zone} ${w.y}-${w.m}-${w.d} ${w.h}:${w.min} “${c.text}”: got ${got}${gotEnd ? `…${gotEnd}` : ''}, expected ${want.start}${want.end ? `…${want.end}` : ''}`)
          }
        }
      }
    }
    expect(hours).toBe(48)
    expect(wrong).toEqual([])
  })
})
