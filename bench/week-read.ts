// The week read's hot path without HTTP or SQL: expanding many recurring series over one week in
// the student's zone (what GET query-event does per request), warm and with a cold zone cache.
// Run before and after a change to the time layer and compare the ratio, not the raw numbers.
//   npx tsx bench/week-read.ts [series=300] [weeks=52]
import { expandSeries, type SeriesTimes } from '../server/src/modules/study-plan/time/recurrence'

const SERIES = Number(process.argv[2] ?? 300)
const WEEKS = Number(process.argv[3] ?? 52)
const ZONES = ['Asia/Shanghai', 'America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe']
const RULES = ['FREQ=WEEKLY;BYDAY=MO,WE,FR', 'FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=SA', 'FREQ=DAILY;INTERVAL=2']
const WEEK = 7 * 86_400_000
const START = Date.parse('2026-01-05T00:00:00Z')

function seriesList(): SeriesTimes[] {
  return Array.from({ length: SERIES }, (_, i) => {
    const start = START + (i % 24) * 3_600_000
    return {
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 3_600_000).toISOString(),
      time_zone: ZONES[i % ZONES.length],
      rrule: RULES[i % RULES.length],
      exdates: '[]',
    }
  })
}

function readWeeks(list: SeriesTimes[]): number {
  let n = 0
  for (let w = 0; w < WEEKS; w++) {
    const from = new Date(START + w * WEEK).toISOString()
    const to = new Date(START + (w + 1) * WEEK).toISOString()
    for (const s of list) n += expandSeries(s, from, to).length
  }
  return n
}

const list = seriesList()
let t = performance.now()
const occurrences = readWeeks(list)
const cold = performance.now() - t
const warm: number[] = []
for (let i = 0; i < 3; i++) {
  t = performance.now()
  readWeeks(list)
  warm.push(performance.now() - t)
}
warm.sort((a, b) => a - b)
const perWeek = (ms: number) => (ms / WEEKS).toFixed(2)
console.log(`${SERIES} series x ${WEEKS} weeks, ${occurrences} occurrences per pass`)
console.log(`first pass (cold zone cache): ${cold.toFixed(0)} ms, ${perWeek(cold)} ms per week read`)
console.log(`warm (median of 3): ${warm[1].toFixed(0)} ms, ${perWeek(warm[1])} ms per week read`)
