import fc from 'fast-check'
import { formatFen } from '../money'

describe('formatFen', () => {
  it.each([
    [0, '¥0.00'],
    [1, '¥0.01'],
    [1990, '¥19.90'],
    [16800, '¥168.00'],
    [-250, '-¥2.50'],
  ])('%d fen -> %s', (fen, text) => expect(formatFen(fen)).toBe(text))

  it('never loses or invents a fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        const digits = formatFen(fen).slice(1).replace('.', '')
        expect(Number(digits)).toBe(fen)
      }),
    )
  })
})
