import fc from 'fast-check'
import { RRule } from 'rrule'
import type { PlanEvent } from '@contract/study-plan'
import { newId } from '../../src/db/ids'
import type { EventRow, NewEventRow } from '../../src/modules/study-plan/event-row'
import { combine, queryOccurrences } from '../../src/modules/study-plan/store/occurrences'
import { PlanTx } from '../../src/modules/study-plan/store/plan-tx'
import { expandSeries, NEVER_ENDS, parseExdates, seriesEnd, type Occurrence, type SeriesTimes } from '../../src/modules/study-plan/time/recurrence'
import { normalizeRrule } from '../../src/modules/study-plan/time/rrule-check'
import { insertUser } from '../../src/modules/user/user.repository'
import { createTestApp, type TestContext } from '../helpers'
import { fromWall, toWall } from '../../src/lib/time'

/**
 * Plan reads load only the rows that can reach the window asked for, and walk a series from just
 * before it (issue 16). Both are held here to the plain definition: every live row of the student
 * loaded, every series walked from its first date (as the plan was read before). Random plans of
 * series (every kind of rule the plan accepts, ending or not), removed and edited occurrences,
 * later edits and deletions, in zones with and without daylight saving, read through random windows.
 */

const DAY = 86_400_000
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Europe/Paris', 'Australia/Sydney']
const KINDS = ['study', 'class', 'exam', 'rest', 'other']
/** Local dates are counted in days from 2025-01-01; plans span about three years. */
const EPOCH = Date.UTC(2025, 0, 1)
const SPAN_DAYS = 3 * 365

/** The series as it was expanded before: rrule.js walking from the first date. */
function expandFromFirst(series: SeriesTimes, from: string, to: string): Occurrence[] {
  const zone = series.time_zone
  const start = toWall(series.start_at, zone)
  const options = RRule.parseString(series.rrule)
  if (options.until) options.until = toWall(options.until, zone)
  const duration = toWall(series.end_at, zone).getTime() - start.getTime()
  const removed = parseExdates(series.exdates)
  const walls = new RRule({ ...options, dtstart: start }).between(new Date(toWall(from, zone).getTime() - duration - 2 * DAY), new Date(toWall(to, zone).getTime() + 2 * DAY), true)
  return walls
    .map((wall) => ({ start: fromWall(wall, zone), end: fromWall(new Date(wall.getTime() + duration), zone) }))
    .filter((o) => Date.parse(o.start) < Date.parse(to) && Date.parse(o.end) > Date.parse(from) && !removed.has(Date.parse(o.start)))
}

/** The instant of local day `day` at `minutes` past midnight in `zone`. */
const localInstant = (day: number, minutes: number, zone: string) => fromWall(new Date(EPOCH + day * DAY + minutes * 60_000), zone)

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '')

const ruleArb = fc
  .record({
    freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.constantFrom(1, 1, 2, 3),
    days: fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 0, maxLength: 3 }),
    monthly: fc.constantFrom('', 'BYMONTHDAY=31', 'BYMONTHDAY=-1', 'BYMONTHDAY=1,15', 'BYDAY=2TU', 'BYDAY=-1FR', 'BYDAY=MO,FR'),
    yearly: fc.constantFrom('', 'BYMONTH=2;BYMONTHDAY=29', 'BYMONTH=3;BYDAY=-1SU', 'BYMONTH=1,7'),
    end: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 60 }).map((n) => `COUNT=${n}`), fc.integer({ min: 0, max: 500 }).map((d) => `UNTIL+${d}`)),
  })
  .map((r) => {
    const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`]
    if ((r.freq === 'WEEKLY' || r.freq === 'DAILY') && r.days.length > 0) parts.push(`BYDAY=${r.days.join(',')}`)
    if (r.freq === 'MONTHLY' && r.monthly) parts.push(r.monthly)
    if (r.freq === 'YEARLY' && r.yearly) parts.push(r.yearly)
    return { parts, end: r.end }
  })

const seriesArb = fc.record({
  day: fc.integer({ min: 0, max: SPAN_DAYS }),
  minutes: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
  quarters: fc.integer({ min: 1, max: 12 }),
  allDayDays: fc.constantFrom(0, 0, 0, 1, 3),
  rule: ruleArb,
  kind: fc.constantFrom(...KINDS),
  /** Occurrences (by index among the first ones) removed, and edited on their own. */
  removed: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 3 }),
  edited: fc.array(
    fc.record({ index: fc.integer({ min: 0, max: 30 }), shiftHours: fc.integer({ min: -40 * 24, max: 40 * 24 }), quarters: fc.integer({ min: 1, max: 8 }), kind: fc.constantFrom(...KINDS), deleted: fc.boolean() }),
    { maxLength: 4 },
  ),
  /** A later edit of the whole series. */
  later: fc.constantFrom('none', 'none', 'end', 'move', 'delete'),
  laterDays: fc.integer({ min: -60, max: 200 }),
})

const singleArb = fc.record({
  day: fc.integer({ min: -40, max: SPAN_DAYS + 40 }),
  minutes: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
  length: fc.oneof(fc.integer({ min: 1, max: 16 }).map((q) => q * 15 * 60_000), fc.integer({ min: 1, max: 31 }).map((d) => d * DAY)),
  kind: fc.constantFrom(...KINDS),
  deleted: fc.boolean(),
})

const planArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  series: fc.array(seriesArb, { maxLength: 6 }),
  singles: fc.array(singleArb, { maxLength: 8 }),
  windows: fc.array(fc.record({ day: fc.integer({ min: -60, max: SPAN_DAYS + 60 }), hours: fc.integer({ min: 0, max: 23 }), days: fc.constantFrom(1, 7, 7, 35, 180) }), { minLength: 3, maxLength: 6 }),
})

type Plan = typeof planArb extends fc.Arbitrary<infer T> ? T : never

function row(userId: string, now: string, fields: Partial<NewEventRow> & Pick<NewEventRow, 'title' | 'start_at' | 'end_at' | 'time_zone'>): NewEventRow {
  return {
    id: newId('ev'),
    user_id: userId,
    course_id: null,
    all_day: 0,
    rrule: null,
    exdates: '[]',
    parent_id: null,
    recurrence_id: null,
    reminder_min: null,
    location: '',
    note: '',
    kind: 'study',
    status: 'todo',
    source: 'manual',
    unread: 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    done_at: null,
    ...fields,
  }
}

/** Writes the plan through the server's own row writer (which stores each series' end). */
async function writePlan(ctx: TestContext, userId: string, plan: Plan): Promise<void> {
  const { zone } = plan
  const now = '2026-06-01T00:00:00.000Z'
  await ctx.app.db.transaction().execute(async (trx) => {
    const tx = new PlanTx(trx, userId, now)
    for (const [i, s] of plan.series.entries()) {
      const start_at = localInstant(s.day, s.allDayDays ? 0 : s.minutes, zone)
      const end_at = s.allDayDays ? localInstant(s.day + s.allDayDays, 0, zone) : localInstant(s.day, s.minutes + s.quarters * 15, zone)
      const end = s.rule.end.startsWith('UNTIL+') ? `UNTIL=${stamp(EPOCH + (s.day + Number(s.rule.end.slice(6))) * DAY)}` : s.rule.end
      const rrule = normalizeRrule([...s.rule.parts, end].filter(Boolean).join(';'), zone)
      const times: SeriesTimes = { start_at, end_at, time_zone: zone, rrule, exdates: '[]' }
      const first = expandFromFirst(times, start_at, new Date(Date.parse(start_at) + 3 * 366 * DAY).toISOString()).slice(0, 31)
      const exdates = JSON.stringify(s.removed.filter((k) => k < first.length).map((k) => first[k].start))
      const series = await tx.insert(row(userId, now, { title: `S${i}`, start_at, end_at, time_zone: zone, rrule, exdates, kind: s.kind, all_day: s.allDayDays ? 1 : 0 }))
      for (const [j, e] of s.edited.entries()) {
        const occurrence = first[e.index]
        if (!occurrence) continue
        const moved = Date.parse(occurrence.start) + e.shiftHours * 3_600_000
        await tx.insert(
          row(userId, now, {
            title: `S${i}E${j}`,
            parent_id: series.id,
            recurrence_id: occurrence.start,
            start_at: new Date(moved).toISOString(),
            end_at: new Date(moved + e.quarters * 15 * 60_000).toISOString(),
            time_zone: zone,
            kind: e.kind,
            deleted_at: e.deleted ? now : null,
          }),
        )
      }
      if (s.later === 'delete') await tx.update(series, { deleted_at: now })
      if (s.later === 'move') {
        const by = s.laterDays * DAY
        await tx.update(series, { start_at: new Date(Date.parse(start_at) + by).toISOString(), end_at: new Date(Date.parse(end_at) + by).toISOString() })
      }
      if (s.later === 'end') {
        const until = `UNTIL=${stamp(EPOCH + (s.day + Math.abs(s.laterDays)) * DAY)}`
        await tx.update(series, { rrule: normalizeRrule([...s.rule.parts, until].join(';'), zone) })
      }
    }
    for (const [i, e] of plan.singles.entries()) {
      const start = Date.parse(localInstant(e.day, e.minutes, zone))
      await tx.insert(
        row(userId, now, { title: `E${i}`, start_at: new Date(start).toISOString(), end_at: new Date(start + e.length).toISOString(), time_zone: zone, kind: e.kind, deleted_at: e.deleted ? now : null }),
      )
    }
  })
}

/** Every occurrence in the window by the plain definition: all live rows, every series walked from its first date. */
async function everything(ctx: TestContext, userId: string, from: string, to: string): Promise<PlanEvent[]> {
  const rows: EventRow[] = await ctx.app.db.selectFrom('study_events').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).execute()
  const singles = rows.filter((r) => r.rrule === null && r.parent_id === null && r.start_at < to && r.end_at > from)
  const series = rows.filter((r) => r.rrule !== null && r.parent_id === null)
  const overrides = rows.filter((r) => r.parent_id !== null)
  return combine(singles, series, overrides, from, to, expandFromFirst)
}

const inOrder = (events: PlanEvent[]) => [...events].sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id.localeCompare(b.id) || (a.occurrence_start ?? '').localeCompare(b.occurrence_start ?? ''))

describe('a window of the plan read from the rows that reach it', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('shows exactly what the whole plan expanded from every first date shows, for any plan, zone and window', async () => {
    let phone = 0
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        const user = await insertUser(ctx.app.db, { phone: `+86137${String(70_000_000 + phone++)}`, inviteMaxQuota: 5 })
        await writePlan(ctx, user.id, plan)
        for (const w of plan.windows) {
          const from = localInstant(w.day, w.hours * 60, plan.zone)
          const to = localInstant(w.day + w.days, w.hours * 60, plan.zone)
          const expected = await everything(ctx, user.id, from, to)
          expect(inOrder(await queryOccurrences(ctx.app.db, user.id, from, to))).toEqual(inOrder(expected))
          // The exam list's read (kind filtered in SQL) is the same list, exams only.
          expect(inOrder(await queryOccurrences(ctx.app.db, user.id, from, to, { kind: 'exam' }))).toEqual(inOrder(expected.filter((e) => e.kind === 'exam')))
        }
      }),
      { numRuns: 30 },
    )
    // Bounds a hang, not a speed: 30 plans of up to 14 rows and 6 windows each, on a loaded machine.
  }, 600_000)
})

describe('a series walked from just before the window', () => {
  const timesArb = fc.record({ zone: fc.constantFrom(...ZONES), series: seriesArb, removedAll: fc.boolean() })

  it('yields the occurrences a walk from the first date yields, in any window', () => {
    fc.assert(
      fc.property(timesArb, fc.integer({ min: -400, max: 20 * 365 }), fc.constantFrom(1, 7, 31, 180), ({ zone, series: s }, day, days) => {
        const start_at = localInstant(s.day, s.minutes, zone)
        const end_at = localInstant(s.day, s.minutes + s.quarters * 15, zone)
        const end = s.rule.end.startsWith('UNTIL+') ? `UNTIL=${stamp(EPOCH + (s.day + Number(s.rule.end.slice(6))) * DAY)}` : s.rule.end
        const times: SeriesTimes = { start_at, end_at, time_zone: zone, rrule: normalizeRrule([...s.rule.parts, end].filter(Boolean).join(';'), zone), exdates: '[]' }
        const from = localInstant(s.day + day, 0, zone)
        const to = localInstant(s.day + day + days, 0, zone)
        expect(expandSeries(times, from, to)).toEqual(expandFromFirst(times, from, to))
      }),
      { numRuns: 1000 },
    )
  }, 300_000)

  it('never has an occurrence ending after the end stored with it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), seriesArb, (zone, s) => {
        const start_at = localInstant(s.day, s.allDayDays ? 0 : s.minutes, zone)
        const end_at = s.allDayDays ? localInstant(s.day + s.allDayDays, 0, zone) : localInstant(s.day, s.minutes + s.quarters * 15, zone)
        const end = s.rule.end.startsWith('UNTIL+') ? `UNTIL=${stamp(EPOCH + (s.day + Number(s.rule.end.slice(6))) * DAY)}` : s.rule.end
        const times: SeriesTimes = { start_at, end_at, time_zone: zone, rrule: normalizeRrule([...s.rule.parts, end].filter(Boolean).join(';'), zone), exdates: '[]' }
        const bound = seriesEnd(times)
        if (!s.rule.end) return expect(bound).toBe(NEVER_ENDS)
        // Every occurrence of the rule (it ends), walked from the first date.
        const zoneStart = toWall(start_at, zone)
        const options = RRule.parseString(times.rrule)
        if (options.until) options.until = toWall(options.until, zone)
        const duration = toWall(end_at, zone).getTime() - zoneStart.getTime()
        const all = new RRule({ ...options, dtstart: zoneStart }).all().map((wall) => ({ end: fromWall(new Date(wall.getTime() + duration), zone) }))
        for (const o of all) expect(o.end <= bound).toBe(true)
        // For a COUNT, the bound is the last occurrence's end itself.
        if (s.rule.end.startsWith('COUNT') && all.length > 0) expect(bound).toBe(all.at(-1)!.end)
      }),
      { numRuns: 600 },
    )
  }, 300_000)
})
