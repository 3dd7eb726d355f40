import { PATHS } from '@contract/paths'
import { ERRORS } from '@contract/errors'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../helpers'

// The offline parser, made to crash on demand (a bug in a recogniser), everything else real.
let mockCrash = false
jest.mock('../../src/modules/study-plan/instruction/parse-instruction', () => {
  const actual = jest.requireActual('../../src/modules/study-plan/instruction/parse-instruction')
  return {
    ...actual,
    parseInstruction: (...args: unknown[]) => {
      if (mockCrash) throw new Error('recogniser bug')
      return actual.parseInstruction(...args)
    },
  }
})

interface LogLine {
  level: number
  msg: string
  reqId?: string
  err?: { message: string }
  req?: { url: string }
}

describe('an instruction the parser crashes on is an error, not "did not understand"', () => {
  const lines: string[] = []
  let ctx: TestContext
  let student: TestUser

  beforeAll(async () => {
    ctx = await createTestApp({}, { log: lines })
    student = await createUserWithSession(ctx.app)
  })
  afterAll(() => ctx.close())
  afterEach(() => {
    mockCrash = false
  })

  const send = (text: string) =>
    ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.instruction, payload: { text }, headers: { ...student.headers, 'x-time-zone': 'Asia/Shanghai' } })
  const logged = () => lines.map((l) => JSON.parse(l) as LogLine)

  it('a sentence it cannot read is answered normally (intent unknown) and logs no error', async () => {
    const res = await send('qwzx plorf')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ intent: 'unknown' })
    expect(res.json().data.reply).toBeTruthy()
    expect(logged().filter((l) => l.level >= 50)).toEqual([])
  })

  it('a crash answers the catalogue internal error and is logged with the request id', async () => {
    mockCrash = true
    const res = await send('tomorrow at 7pm maths revision')
    expect(res.statusCode).toBe(ERRORS.INTERNAL.status)
    expect(res.json().code).toBe(ERRORS.INTERNAL.code)
    const error = logged().find((l) => l.level >= 50 && l.err?.message === 'recogniser bug')
    expect(error?.reqId).toBeTruthy()
    // The same id as the request's own lines: the crash can be traced to the request.
    const incoming = logged().find((l) => l.reqId === error?.reqId && l.req?.url === PATHS.studyPlan.instruction)
    expect(incoming).toBeDefined()
  })
})
