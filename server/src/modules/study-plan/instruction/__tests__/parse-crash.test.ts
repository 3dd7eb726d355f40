import { parseInstruction } from '../parse-instruction'
import { contextFor } from './fixture'

// A recogniser that crashes on demand: the parser must let the crash through, not call it "unknown".
let mockCrash = false
jest.mock('../handlers/create', () => {
  const actual = jest.requireActual('../handlers/create')
  return {
    ...actual,
    handleCreate: (...args: unknown[]) => {
      if (mockCrash) throw new Error('recogniser bug')
      return actual.handleCreate(...args)
    },
  }
})

afterEach(() => {
  mockCrash = false
})

describe('the parser tells "did not understand" from "crashed"', () => {
  it('an instruction it cannot read is a normal result: intent unknown, with a reply', () => {
    const result = parseInstruction('qwzx plorf', contextFor('Asia/Shanghai'))
    expect(result.intent).toBe('unknown')
    expect(result.operations).toEqual([])
    expect(result.reply).toBeTruthy()
  })

  it('reads the same sentence when nothing crashes', () => {
    expect(parseInstruction('tomorrow at 7pm maths revision', contextFor('Asia/Shanghai')).intent).toBe('add')
  })

  it('a recogniser that throws is not disguised as "unknown": the error reaches the caller', () => {
    mockCrash = true
    expect(() => parseInstruction('tomorrow at 7pm maths revision', contextFor('Asia/Shanghai'))).toThrow('recogniser bug')
  })
})
