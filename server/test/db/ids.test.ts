import { newId } from '../../src/db/ids'

describe('ids', () => {
  it('are the prefix and 96 random bits, never repeated across refills of the random pool', () => {
    const ids = Array.from({ length: 2000 }, () => newId('ev'))
    for (const id of ids) expect(id).toMatch(/^ev_[A-Za-z0-9_-]{16}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
