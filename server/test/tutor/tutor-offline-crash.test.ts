import { ERRORS } from '@contract/errors'
import { TEST_DIALECT } from '../helpers'
import { openStream, replyOf, useTutorApp } from './tutor-setup'

// The offline engine's renderer, made to crash on demand (a bug), everything else real.
let mockCrash = false
jest.mock('../../src/modules/tutor/offline/render', () => {
  const actual = jest.requireActual('../../src/modules/tutor/offline/render')
  return {
    ...actual,
    render: (...args: unknown[]) => {
      if (mockCrash) throw new Error('renderer bug')
      return actual.render(...args)
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

describe(`the offline tutor tells "cannot help" from "crashed" (${TEST_DIALECT})`, () => {
  const lines: string[] = []
  const h = useTutorApp({ offline: true, log: lines })
  const ask = async (headers: Record<string, string>, chatId: string, content: string) =>
    replyOf(await (await openStream(h.baseUrl, '/api/v1/chat/message', { headers, body: { chat_id: chatId, content } })).rest())
  const logged = () => lines.map((l) => JSON.parse(l) as LogLine)
  afterEach(() => {
    mockCrash = false
  })

  it('a question it does not solve gets the honest decline, and no error is logged', async () => {
    const student = await h.student({ lang: 'en' })
    const reply = await ask(student.headers, await h.newChat(student), 'Explain the French Revolution')
    expect(reply.end).toMatchObject({ status: 'done' })
    expect(reply.end!.content).toContain('needs an AI model')
    expect(logged().filter((l) => l.level >= 50)).toEqual([])
  })

  it('a crash ends the reply with the catalogue error (not a decline) and is logged with the request id', async () => {
    mockCrash = true
    const student = await h.student({ lang: 'en' })
    const reply = await ask(student.headers, await h.newChat(student), 'Solve 2x + 3 = 7')
    expect(reply.end).toMatchObject({ status: 'error' })
    expect(JSON.stringify(reply.end)).toContain(String(ERRORS.AI_MODEL_FAILED.code))
    const error = logged().find((l) => l.level >= 50 && l.err?.message === 'renderer bug')
    expect(error?.reqId).toBeTruthy()
    const asked = logged().find((l) => l.reqId === error?.reqId && l.req?.url === '/api/v1/chat/message')
    expect(asked).toBeDefined()
  })
})
