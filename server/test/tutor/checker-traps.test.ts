import { checkAnswer } from '../../src/modules/tutor/check'
import { judgeAttempt } from '../../src/modules/tutor/follow-up'
import { TRAP_ROWS } from './tables/answer-traps'
import { HELD_OUT_TRAPS } from './tables/answer-traps-held-out'
import { eachRowGetsItsBadge } from './tables/checker-rows'

/**
 * Answer traps (tables/answer-traps.ts, 76 rows in five languages): a question and the kind of answer
 * a model gets subtly wrong. Above all no wrong answer is verified; right answers in their usual forms
 * (mixed numbers, French intervals, set notation, 解集为, general solutions with k) are.
 */
describe('checker: answer traps', () => {
  it('has rows in every language', () => {
    for (const lang of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant']) expect(TRAP_ROWS.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(10)
  })

  eachRowGetsItsBadge(TRAP_ROWS)

  // Held out (written after the work, scored once: 24/24, none wrongly verified).
  eachRowGetsItsBadge(HELD_OUT_TRAPS, 'held out ')

  it('judges a general solution family by family, near and far', () => {
    expect(checkAnswer('Solve tan(x) = 1', 'x = π/4 + kπ', 'en').status).toBe('verified')
    expect(checkAnswer('Solve sin(x) = 0', 'x = kπ, k ∈ Z', 'en').status).toBe('verified')
    expect(checkAnswer('Solve cos(x) = 0', 'x = π/2 + 2kπ', 'en').status).toBe('failed')
    expect(checkAnswer('Solve sin(x) = 1/2', 'x = π/3 + 2kπ or x = 2π/3 + 2kπ', 'en').status).toBe('failed')
    expect(checkAnswer('Solve x^2 = 4', 'x = 2 + 2kπ', 'en').status).toBe('failed')
    // k as the question's own unknown is read as before.
    expect(checkAnswer('Solve 2k + 1 = 7', 'k = 3', 'en').status).toBe('verified')
    expect(checkAnswer('Solve 2k + 1 = 7', 'k = 4', 'en').status).toBe('failed')
    expect(checkAnswer('解方程 sin x = 1/2', 'x = 2kπ + π/6 或 x = 2kπ + 5π/6，k∈Z', 'zh-Hans').status).toBe('verified')
  })

  it('reads a degree sign only on an angle, and an area apart from a length', () => {
    expect(checkAnswer('Calculate 30° + 45°', '75°', 'en').status).toBe('verified')
    expect(checkAnswer('Calculate 30° + 45°', '80°', 'en').status).toBe('failed')
    expect(checkAnswer('What is sin(30°)?', '1/2', 'en').status).toBe('verified')
    expect(checkAnswer('What is 20% of 50 cm²?', '10 cm²', 'en').status).toBe('verified')
    expect(checkAnswer('What is 20% of 50 cm²?', '10 cm', 'en').status).toBe('unchecked')
    // m² on the question's unknown m is algebra, not square metres.
    expect(checkAnswer('Simplify 3m^2 + 2m^2', '5 m²', 'en').status).toBe('verified')
    expect(checkAnswer('Simplify 3m^2 + 2m^2', '6m^2', 'en').status).toBe('failed')
  })

  it('reads "every number except a" as ℝ without a, and never as every number', () => {
    expect(checkAnswer('Solve x^2 + 1 > 0', 'all real numbers except 0', 'en').status).toBe('failed')
    expect(checkAnswer('Solve (x - 2)^2 > 0', 'all real numbers except 2', 'en').status).toBe('verified')
    expect(checkAnswer('Solve (x - 2)^2 > 0', 'x ∈ ℝ \\ {2}', 'en').status).toBe('verified')
    // Overlapping parts joined by a comma alone may mean "and": not read as their union.
    expect(checkAnswer('Solve x^2 + 1 > 0', 'x > -1, x < 3', 'en').status).toBe('unchecked')
    expect(checkAnswer('Solve x^2 - 4 > 0', 'x < -2, x > 2', 'en').status).toBe('verified')
  })

  it('leaves a right but coarse rounding unchecked, and fails a wrong one', () => {
    expect(checkAnswer('Calculate 2/3', '0.67', 'en').status).toBe('unchecked')
    expect(checkAnswer('Calculate 2/3', '0.66', 'en').status).toBe('failed')
    expect(checkAnswer('Calculate 2/3', '0.667', 'en').status).toBe('verified')
    expect(checkAnswer('Solve x^2 = 2', 'x ≈ 1.4 or x ≈ -1.4', 'en').status).toBe('unchecked')
    expect(checkAnswer('Solve x^2 = 2', 'x ≈ 1.4', 'en').status).toBe('failed')
  })

  it('never verifies the question given back as its own simplification', () => {
    expect(checkAnswer('Simplify 3x + 2x', '3x + 2x', 'en').status).toBe('unchecked')
    expect(checkAnswer('Simplify √72', '√72', 'en').status).toBe('failed')
    expect(checkAnswer('Simplify √72', '6√2', 'en').status).toBe('verified')
  })

  it("judges a student's mixed number and set answers the same way", () => {
    expect(judgeAttempt('Calculate 1/2 + 5/4', '1 3/4', 'en')).toBe('correct')
    expect(judgeAttempt('Calculate 1/2 + 1/4', '1 3/4', 'en')).toBe('wrong')
    expect(judgeAttempt('Résous x² - 5x + 4 = 0', 'S = {1 ; 4}', 'fr')).toBe('correct')
    expect(checkAnswer('解方程组 x+y=5, x-y=1', '{x=3, y=2}', 'zh-Hans').status).toBe('verified')
    expect(checkAnswer('解方程组 x+y=5, x-y=1', '{x=2, y=3}', 'zh-Hans').status).toBe('failed')
  })
})
