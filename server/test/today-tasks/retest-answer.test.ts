import { PATHS } from '@contract/paths'
import type { RetestVerdict, SimilarQuestion, TodayTasks } from '@contract/today-tasks'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from './mistake-fixture'
import { clock } from '../../src/lib/time'

const T = PATHS.todayTasks
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai
const DUE = '2026-03-10T16:00:00.000Z'

/** The root of "Solve ax ± b = c", worked out here (not by the tutor's engine). */
function linearRoot(question: string): number {
  const m = /^Solve (\d+)x ([+-]) (\d+) = (-?\d+)$/.exec(question)
  if (!m) throw new Error(`not a linear exercise: ${question}`)
  const [a, sign, b, c] = [Number(m[1]), m[2], Number(m[3]), Number(m[4])]
  return (c - (sign === '+' ? b : -b)) / a
}

describe('re-tests answered and checked by the tutor', () => {
  let ctx: TestContext
  let user: TestUser
  let api: PlanClient
  let userId: string

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
    user = await createUserWithSession(ctx.app)
    userId = user.user.id
    api = planClient(ctx.app, user)
  })
  afterEach(() => jest.restoreAllMocks())

  const exercise = async (id: string, client = api) => {
    const res = await client.post<SimilarQuestion>(T.similarQuestion, { mistake_id: id })
    expect(res.code).toBe(200)
    return res.data
  }
  const answer = (mistake_id: string, body: Record<string, unknown>, client = api) => client.post<RetestVerdict>(T.retestAnswer, { mistake_id, ...body })
  const stateOf = async (id: string) => ({
    mistake: await ctx.app.db.selectFrom('mistakes').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    retests: await ctx.app.db.selectFrom('mistake_retests').select('result').where('mistake_id', '=', id).execute(),
  })
  const triesOf = (id: string) => ctx.app.db.selectFrom('retest_attempts').select(['verdict', 'answer']).where('mistake_id', '=', id).orderBy('created_at').execute()
  const dueIds = async () => (await api.get<TodayTasks>(T.list)).data.retests.map((r) => r.mistake_id)

  it('a wrong answer is checked and leaves the schedule alone; the right one then grades "with help" and schedules it', async () => {
    const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE)
    const shown = await exercise(id)
    const x = linearRoot(shown.question)
    expect(Number.isInteger(x)).toBe(true)
    const before = await stateOf(id)

    const wrong = await answer(id, { answer: `x = ${x + 1}` })
    expect(wrong.data).toEqual({ verdict: 'wrong', attempts: 1, attempts_left: 2, answer: null, solution: null, outcome: null })
    expect(await stateOf(id)).toEqual(before)
    expect(await dueIds()).toContain(id)
    expect((await exercise(id)).attempts).toBe(1)

    const right = await answer(id, { answer: `x=${x}` })
    expect(right.data).toMatchObject({ verdict: 'right', attempts: 2, attempts_left: 0, answer: `x = ${x}` })
    expect(right.data.solution).toContain(`x = ${x}`)
    expect(right.data.outcome).toMatchObject({ mistake_id: id, stage: 1, advanced: false, interval_days: expect.any(Number) })
    expect((await stateOf(id)).retests).toEqual([{ result: 'helped' }])
    expect(await dueIds()).not.toContain(id)
    expect((await triesOf(id)).map((t) => t.verdict)).toEqual(['wrong', 'right'])
    // Answered: the same re-test cannot be answered again today.
    expect(await answer(id, { answer: `x = ${x}` })).toMatchObject({ status: 409, code: 409041 })
  })

  it('right on the first try grades "solved": the gap is longer than after a try with help', async () => {
    const [first, helped] = await Promise.all([addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE), addMistake(ctx.app, userId, 'Solve 2x + 7 = 15', DUE)])
    const a = await exercise(first)
    const solved = (await answer(first, { answer: String(linearRoot(a.question)) })).data
    expect(solved).toMatchObject({ verdict: 'right', attempts: 1, outcome: { advanced: true, interval_days: 3 } })
    const b = await exercise(helped)
    await answer(helped, { answer: `x = ${linearRoot(b.question) + 2}` })
    const later = (await answer(helped, { answer: `x = ${linearRoot(b.question)}` })).data
    expect(later.outcome!.interval_days).toBeLessThan(solved.outcome!.interval_days)
  })

  it('three wrong tries, or giving up, grade "wrong": back tomorrow, with the answer and the worked solution in the student’s language', async () => {
    const [tries, giveUp] = await Promise.all([addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE), addMistake(ctx.app, userId, 'Solve x^2 - 5x + 6 = 0', DUE)])
    const x = linearRoot((await exercise(tries)).question)
    for (const n of [1, 2]) expect((await answer(tries, { answer: `x = ${x + n}` })).data).toMatchObject({ verdict: 'wrong', attempts_left: 3 - n, outcome: null })
    const last = (await answer(tries, { answer: `x = ${x + 3}` })).data
    expect(last).toMatchObject({ verdict: 'wrong', attempts: 3, attempts_left: 0, answer: `x = ${x}`, outcome: { interval_days: 1, advanced: false } })
    expect((await stateOf(tries)).retests).toEqual([{ result: 'wrong' }])

    const zh = planClient(ctx.app, { ...user, headers: { ...user.headers, 'accept-language': 'zh-Hans' } })
    const shown = await exercise(giveUp, zh)
    expect(shown.markdown).toMatch(/^解/)
    const revealed = (await answer(giveUp, { give_up: true }, zh)).data
    expect(revealed).toMatchObject({ verdict: 'revealed', attempts: 0, outcome: { interval_days: 1 } })
    expect(revealed.solution).toMatch(/解/)
    expect(revealed.answer).toMatch(/^x = -?\d+, x = -?\d+$/)
    expect((await stateOf(giveUp)).retests).toEqual([{ result: 'wrong' }])
  })

  it('an answer the checker cannot read is not a try and grades nothing', async () => {
    const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE)
    await exercise(id)
    const before = await stateOf(id)
    for (const text of ['no idea', 'banana']) {
      expect((await answer(id, { answer: text })).data).toEqual({ verdict: 'unread', attempts: 0, attempts_left: 3, answer: null, solution: null, outcome: null })
    }
    expect(await stateOf(id)).toEqual(before)
    expect((await exercise(id)).attempts).toBe(0)
  })

  it('refuses bad input with a catalogue error and changes nothing', async () => {
    const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE)
    const theirs = await addMistake(ctx.app, (await createUserWithSession(ctx.app)).user.id, 'Solve 3x + 5 = 20', DUE)
    const notDue = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-20T16:00:00.000Z')
    const words = await addMistake(ctx.app, userId, 'Explain photosynthesis', DUE)
    const before = await Promise.all([id, theirs, notDue, words].map(stateOf))
    const cases: [string, Record<string, unknown>, number][] = [
      [id, { answer: '' }, 400047],
      [id, { answer: '   ' }, 400047],
      [id, {}, 400047],
      [id, { answer: 'x = 1'.padEnd(201, ' ') }, 400003],
      [id, { answer: 'x = 5', give_up: 'perhaps' }, 400001],
      ['mis_doesnotexist', { answer: 'x = 5' }, 404042],
      [theirs, { answer: 'x = 5' }, 404042],
      [theirs, { give_up: true }, 404042],
      [notDue, { answer: 'x = 5' }, 409041],
      [words, { answer: 'chlorophyll' }, 409043],
    ]
    for (const [mistake, body, code] of cases) {
      const res = await answer(mistake, body)
      expect({ mistake, body, code: res.code, msg: typeof res.msg }).toEqual({ mistake, body, code, msg: 'string' })
      expect(res.data).toBeNull()
    }
    expect(await Promise.all([id, theirs, notDue, words].map(stateOf))).toEqual(before)
    expect(await ctx.app.db.selectFrom('retest_attempts').selectAll().where('mistake_id', 'in', [id, theirs, notDue, words]).execute()).toEqual([])
    // The free-text one is graded by the student, against the solution.
    expect((await api.post(T.retestResult, { mistake_id: words, result: 'helped' })).code).toBe(200)
  })
})
