import { PATHS } from '@contract/paths'
import type { InstructionAnswer } from '@contract/study-plan'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { clock } from '../../src/lib/time'

/**
 * The instruction endpoint reads "tomorrow" in the student's day at every hour, whatever the server
 * process's zone (scripts/test.sh runs this file with the process in UTC, America/Los_Angeles and
 * Asia/Shanghai). The clock is injected; expected days are worked out with Intl alone.
 */

// Each case builds an app, seeds a plan and makes several requests: slow on a loaded machine.
jest.setTimeout(60_000)

const dayOf = (instant: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)

/** Local midnight of a calendar day in a zone (the first instant whose local day is that day). */
function midnight(day: string, zone: string): number {
  let t = Date.parse(`${day}T00:00:00Z`) - 15 * 3_600_000
  while (dayOf(t, zone) < day) t += 15 * 60_000
  return t
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

const QUESTIONS = [
  { lang: 'zh-Hans', text: '明天有什么安排？' },
  { lang: 'zh-Hant', text: '明天有什麼安排？' },
  { lang: 'en', text: 'what do I have tomorrow?' },
  { lang: 'fr', text: "qu'est-ce que j'ai demain ?" },
  { lang: 'es', text: '¿qué tengo mañana?' },
]

describe(`"tomorrow" through the API is the student's tomorrow (server process TZ=${process.env.TZ})`, () => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  afterEach(() => jest.restoreAllMocks())

  const ask = async (headers: Record<string, string>, text: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.instruction, payload: { text }, headers })
    expect(res.statusCode).toBe(200)
    return (res.json() as { data: InstructionAnswer }).data
  }

  it.each(['Asia/Shanghai', 'America/Los_Angeles'])('at every hour of a day in %s, in five languages', async (zone) => {
    const user = await createUserWithSession(ctx.app)
    const day = '2026-03-11'
    const start = midnight(day, zone)
    const wrong: string[] = []
    for (let h = 0; h < 24; h++) {
      const now = start + h * 3_600_000 + 20 * 60_000
      jest.spyOn(clock, 'now').mockReturnValue(new Date(now))
      const tomorrow = nextDay(dayOf(now, zone))
      const expected = { from: new Date(midnight(tomorrow, zone)).toISOString(), to: new Date(midnight(nextDay(tomorrow), zone)).toISOString() }
      for (const q of QUESTIONS) {
        const answer = await ask({ ...user.headers, 'accept-language': q.lang, 'x-time-zone': zone }, q.text)
        if (answer.range?.from !== expected.from || answer.range?.to !== expected.to) wrong.push(`${h}:20 ${q.text} → ${JSON.stringify(answer.range)}`)
      }
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('remembers the zone the app sent, and reads in it when a request comes without one', async () => {
    const user = await createUserWithSession(ctx.app)
    // 19:30 on the 10th in New York is already the 11th in Shanghai, the default zone.
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T23:30:00Z'))
    const newYork = await ask({ ...user.headers, 'x-time-zone': 'America/New_York' }, 'what do I have tomorrow?')
    expect(newYork.range).toEqual({ from: '2026-03-11T04:00:00.000Z', to: '2026-03-12T04:00:00.000Z' })
    const withoutHeader = await ask(user.headers, 'what do I have tomorrow?')
    expect(withoutHeader.range).toEqual(newYork.range)
    const stored = await ctx.app.db.selectFrom('users').select('time_zone').where('id', '=', user.user.id).executeTakeFirstOrThrow()
    expect(stored.time_zone).toBe('America/New_York')
  })

  it('ignores a zone that does not exist and keeps the one it knew', async () => {
    const user = await createUserWithSession(ctx.app)
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T23:30:00Z'))
    await ask({ ...user.headers, 'x-time-zone': 'Asia/Shanghai' }, 'what do I have tomorrow?')
    const answer = await ask({ ...user.headers, 'x-time-zone': 'Mars/Olympus_Mons' }, 'what do I have tomorrow?')
    expect(answer.range).toEqual({ from: '2026-03-11T16:00:00.000Z', to: '2026-03-12T16:00:00.000Z' })
    const stored = await ctx.app.db.selectFrom('users').select('time_zone').where('id', '=', user.user.id).executeTakeFirstOrThrow()
    expect(stored.time_zone).toBe('Asia/Shanghai')
  })
})
