import { checkAnswer } from '../../src/modules/tutor/check'
import { judgeAttempt } from '../../src/modules/tutor/follow-up'
import { eachRowGetsItsBadge } from './tables/checker-rows'
import { UNIT_ROWS } from './tables/units'

/**
 * Answers with a unit or a currency (tables/units.ts, 40 rows in five languages): a right number in
 * the question's own unit is verified, a wrong one failed, another unit never verified.
 */
describe('checker: answers with units and currencies', () => {
  eachRowGetsItsBadge(UNIT_ROWS)

  it('keeps a letter the question uses as an unknown, and an expression touching the number', () => {
    expect(checkAnswer('Simplify 3m + 2m', '5m', 'en').status).toBe('verified')
    expect(checkAnswer('Simplify 3m + 2m', '5 m', 'en').status).toBe('verified')
    expect(checkAnswer('Simplify 3m + 2m', '6 m', 'en').status).toBe('failed')
    expect(checkAnswer('Calculate 15 * 3', '50 - 5 cm', 'en').status).toBe('unchecked')
    expect(checkAnswer('Solve 2x + 3 = 13', '$x = 5$', 'en').status).toBe('verified')
    expect(checkAnswer('Solve 2x + 3 = 13', 'x = 5 cm', 'en').status).toBe('verified')
  })

  it('reads a compound unit only when the question names both parts', () => {
    expect(checkAnswer('What is 20% of 50 cm?', '10 cm/s', 'en').status).toBe('unchecked')
    expect(checkAnswer('A shirt costs $40 and is 25% off. What is the sale price?', '30 €', 'en').status).toBe('unchecked')
  })

  it("judges a student's re-test answer with a unit the same way", () => {
    expect(judgeAttempt('一件衣服原价200元，打八折后多少元？', '160元', 'zh-Hans')).toBe('correct')
    expect(judgeAttempt('一件衣服原价200元，打八折后多少元？', '40元', 'zh-Hans')).toBe('wrong')
    expect(judgeAttempt('Un pull coûte 40 € avec une remise de 25 %. Quel est le prix après remise ?', '30 €', 'fr')).toBe('correct')
  })
})
