import { PATHS } from '@contract/paths'
import type { RetestHelp, RetestVerdict, SimilarQuestion, TodayTasks } from '@contract/today-tasks'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from './mistake-fixture'
import { clock } from '../../src/lib/time'

const T = PATHS.todayTasks
const DAY = 86_400_000

/** The local date (YYYY-MM-DD) of an instant in `zone`, read with Intl (independently of the server's code). */
const dateIn = (t: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(t))

/** The first minute of local day `date` in `zone`, found by scanning. */
function localMidnight(date: string, zone: string): number {
  let t = Date.parse(`${date}T00:00:00Z`) - 15 * 3600_000
  while (dateIn(t, zone) !== date) t += 60_000
  return t
}

/** The root of "Solve ax ± b = c", worked out here (not by the tutor's engine). */
function linearRoot(question: string): number {
  const m = /^Solve (\d+)x ([+-]) (\d+) = (-?\d+)$/.exec(question)
  if (!m) throw new Error(`not a linear exercise: ${question}`)
  return (Number(m[4]) - (m[2] === '+' ? Number(m[3]) : -Number(m[3]))) / Number(m[1])
}

/**
 * How the student meets the n-th re-test of a mistake: the first three wrong (the gap shrinks to
 * a day), the next right after a hint from the ladder ("with help"), every later one right alone.
 */
type Plan = 'wrong' | 'hint' | 'alone'
const planFor = (n: number): Plan => (n === 0 ? 'wrong' : n === 1 ? 'hint' : 'alone')
const GRADE: Record<Plan, string> = { wrong: 'wrong', hint: 'helped', alone: 'solved' }

/**
 * Two students, Shanghai and Los Angeles, walked through 15 simulated days (6 to 20 March 2027,
 * across the night Los Angeles moves its clocks forward) at 10:00 local each day: every due re-test
 * is answered by typing into the checked exercise. The grades come from the checker and the help
 * ladder, never from a tap; the gaps shrink after a wrong answer and grow on success; every
 * exercise keeps the method, is never the original and changes from one re-test to the next.
 */
describe(`re-tests graded by checked answers over 15 days (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  afterEach(() => jest.restoreAllMocks())

  it.each(['Asia/Shanghai', 'America/Los_Angeles'])('in %s', async (zone) => {
    const user = await createUserWithSession(ctx.app)
    const api: PlanClient = planClient(ctx.app, user, zone)
    const originals = ['Solve 3x + 5 = 20', 'Solve 2x - 7 = 9']
    const ids = await Promise.all(originals.map((q) => addMistake(ctx.app, user.user.id, q, '2027-03-01T00:00:00.000Z')))
    const seen = new Map<string, string[]>(ids.map((id) => [id, []]))
    const log: { id: string; date: string; plan: Plan; interval: number; next: string }[] = []

    for (let d = 0; d < 15; d++) {
      const date = dateIn(Date.parse('2027-03-06T12:00:00Z') + d * DAY, zone)
      const now = localMidnight(date, zone) + 10 * 3600_000
      jest.spyOn(clock, 'now').mockReturnValue(new Date(now))
      const due = (await api.get<TodayTasks>(T.list)).data.retests.map((r) => r.mistake_id)
      // Due exactly on the local day the last grade named, not a day early or late.
      for (const id of ids) {
        const last = log.filter((l) => l.id === id).at(-1)
        const expected = !last || dateIn(Date.parse(last.next), zone) <= date
        expect({ id, date, due: due.includes(id) }).toEqual({ id, date, due: expected })
      }
      for (const id of due) {
        const n = seen.get(id)!.length
        const plan = planFor(n)
        const ex = (await api.post<SimilarQuestion>(T.similarQuestion, { mistake_id: id })).data
        expect(ex).toMatchObject({ source: 'engine', checkable: true, attempts: 0, help: [] })
        expect(originals).not.toContain(ex.question)
        expect(seen.get(id)).not.toContain(ex.question)
        seen.get(id)!.push(ex.question)
        const x = linearRoot(ex.question)
        // Same method: a whole answer stays whole.
        expect(Number.isInteger(x)).toBe(true)

        let verdict: RetestVerdict
        if (plan === 'wrong') {
          for (let i = 1; i < 3; i++) expect((await api.post<RetestVerdict>(T.retestAnswer, { mistake_id: id, answer: `x = ${x + i}` })).data.outcome).toBeNull()
          verdict = (await api.post<RetestVerdict>(T.retestAnswer, { mistake_id: id, answer: `x = ${x + 3}` })).data
          expect(verdict.verdict).toBe('wrong')
        } else {
          if (plan === 'hint') expect((await api.post<RetestHelp>(T.retestHelp, { mistake_id: id, step: 'hint' })).data.help).toEqual(['hint'])
          verdict = (await api.post<RetestVerdict>(T.retestAnswer, { mistake_id: id, answer: `x = ${x}` })).data
          expect(verdict).toMatchObject({ verdict: 'right', attempts: 1, outcome: { advanced: plan === 'alone' } })
        }
        const outcome = verdict.outcome!
        // The next re-test is due at local midnight of the day `interval_days` on.
        expect(outcome.next_retest_at).toBe(new Date(localMidnight(dateIn(Date.parse(`${date}T12:00:00Z`) + outcome.interval_days * DAY, zone), zone)).toISOString())
        log.push({ id, date, plan, interval: outcome.interval_days, next: outcome.next_retest_at })
      }
    }

    for (const id of ids) {
      const mine = log.filter((l) => l.id === id)
      // Graded by the checker and the ladder: the server's record is exactly what was answered.
      const recorded = await ctx.app.db.selectFrom('mistake_retests').select(['result', 'local_date']).where('mistake_id', '=', id).orderBy('stage').execute()
      expect(recorded).toEqual(mine.map((l) => ({ result: GRADE[l.plan], local_date: l.date })))
      // Wrong: back tomorrow. Then the gaps grow with each success, and it keeps coming back.
      expect(mine[0].interval).toBe(1)
      expect(mine.length).toBeGreaterThanOrEqual(4)
      for (let i = 2; i < mine.length; i++) expect(mine[i].interval).toBeGreaterThan(mine[i - 1].interval)
      expect(mine[2].interval).toBeGreaterThan(mine[1].interval)
    }
  }, 300_000)
})
