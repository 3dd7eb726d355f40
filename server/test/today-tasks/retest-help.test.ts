import { PATHS } from '@contract/paths'
import type { RetestHelp, RetestVerdict, SimilarQuestion } from '@contract/today-tasks'
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

describe('the help ladder on a re-test: its steps make a right answer "with help"', () => {
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

  const exercise = async (id: string) => (await api.post<SimilarQuestion>(T.similarQuestion, { mistake_id: id })).data
  const help = (mistake_id: string, step: unknown) => api.post<RetestHelp>(T.retestHelp, { mistake_id, step })
  const answer = (mistake_id: string, body: Record<string, unknown>) => api.post<RetestVerdict>(T.retestAnswer, { mistake_id, ...body })
  const results = async (id: string) => (await ctx.app.db.selectFrom('mistake_retests').select('result').where('mistake_id', '=', id).execute()).map((r) => r.result)
  const rows = (id: string) => ctx.app.db.selectFrom('retest_attempts').select('verdict').where('mistake_id', '=', id).orderBy('created_at').execute()

  it('a hint, then the right answer on the first try: graded "with help", a shorter gap than solved alone', async () => {
    const [alone, hinted] = await Promise.all([addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE), addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE)])
    const a = await exercise(alone)
    expect(a.help).toEqual([])
    const solved = (await answer(alone, { answer: `x = ${linearRoot(a.question)}` })).data
    expect(solved).toMatchObject({ verdict: 'right', attempts: 1, outcome: { advanced: true } })
    expect(await results(alone)).toEqual(['solved'])

    const b = await exercise(hinted)
    const x = linearRoot(b.question)
    const hint = await help(hinted, 'hint')
    expect(hint.code).toBe(200)
    expect(hint.data.step).toBe('hint')
    expect(hint.data.help).toEqual(['hint'])
    // The hint is about this exercise and does not give its answer away.
    expect(hint.data.markdown).toContain(b.question.replace(/^Solve /, ''))
    expect(hint.data.markdown).not.toMatch(new RegExp(`x\\s*=\\s*${x}\\b`))
    expect((await exercise(hinted)).help).toEqual(['hint'])
    // Nothing is graded by a help step: the re-test is still due and no try is used.
    expect(await results(hinted)).toEqual([])
    expect((await exercise(hinted)).attempts).toBe(0)

    const right = (await answer(hinted, { answer: `x=${x}` })).data
    expect(right).toMatchObject({ verdict: 'right', attempts: 1, outcome: { advanced: false } })
    expect(right.outcome!.interval_days).toBeLessThan(solved.outcome!.interval_days)
    expect(await results(hinted)).toEqual(['helped'])
    expect((await rows(hinted)).map((r) => r.verdict)).toEqual(['help_hint', 'right'])
  })

  it('the similar example is a worked exercise with other numbers in the student’s language; asking twice records it once', async () => {
    const id = await addMistake(ctx.app, userId, 'Solve x^2 - 5x + 6 = 0', DUE)
    const shown = await exercise(id)
    const zh = planClient(ctx.app, { ...user, headers: { ...user.headers, 'accept-language': 'zh-Hans' } })
    const first = await zh.post<RetestHelp>(T.retestHelp, { mistake_id: id, step: 'example' })
    expect(first.data.markdown).toMatch(/类似例题/)
    expect(first.data.help).toEqual(['example'])
    const again = await help(id, 'example')
    expect(again.data.help).toEqual(['example'])
    expect(again.data.markdown).toMatch(/example/i)
    const hint = await help(id, 'hint')
    expect(hint.data.help).toEqual(['hint', 'example'])
    expect((await rows(id)).map((r) => r.verdict).sort()).toEqual(['help_example', 'help_hint'])

    // Giving up after help is still "wrong", not "with help".
    const revealed = (await answer(id, { give_up: true })).data
    expect(revealed).toMatchObject({ verdict: 'revealed', outcome: { interval_days: 1 } })
    expect(shown.checkable).toBe(true)
    expect(await results(id)).toEqual(['wrong'])
  })

  it('a question the checker cannot read has no help steps and stays self-graded', async () => {
    const id = await addMistake(ctx.app, userId, 'Explain photosynthesis', DUE)
    const shown = await exercise(id)
    expect(shown).toMatchObject({ checkable: false, help: [] })
    expect((await help(id, 'hint')).code).toBe(409043)
    expect((await answer(id, { answer: 'chlorophyll' })).code).toBe(409043)
    expect(await rows(id)).toEqual([])
    expect((await api.post(T.retestResult, { mistake_id: id, result: 'solved' })).code).toBe(200)
    expect(await results(id)).toEqual(['solved'])
  })

  it('refuses bad input with a catalogue error and records nothing', async () => {
    const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', DUE)
    const theirs = await addMistake(ctx.app, (await createUserWithSession(ctx.app)).user.id, 'Solve 3x + 5 = 20', DUE)
    const notDue = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-20T16:00:00.000Z')
    const cases: [unknown, unknown, number][] = [
      [id, 'solution', 400001],
      [id, 'HINT', 400001],
      [id, undefined, 400001],
      ['mis_doesnotexist', 'hint', 404042],
      [theirs, 'hint', 404042],
      [notDue, 'hint', 409041],
    ]
    for (const [mistake, step, code] of cases) {
      const res = await help(mistake as string, step)
      expect({ mistake, step, code: res.code, data: res.data }).toEqual({ mistake, step, code, data: null })
    }
    expect(await ctx.app.db.selectFrom('retest_attempts').selectAll().where('mistake_id', 'in', [id, theirs, notDue]).execute()).toEqual([])
    // Once graded, no more help on that re-test today.
    await answer(id, { give_up: true })
    expect((await help(id, 'hint')).code).toBe(409041)
  })
})
