import { checkAnswer } from '../../src/modules/tutor/check'
import { answerOffline, solveQuestion } from '../../src/modules/tutor/offline'
import { numbersOf, questionText, similarExample, similarQuestion } from '../../src/modules/tutor/offline/similar'

/**
 * Similar exercises: the example rung of the ladder, and the public generator re-tests use. Every
 * kind of question gets one with other numbers, the same method, and an answer the independent
 * checker confirms from the exercise's own text.
 */
const KINDS = [
  'Solve |2x + 1| = 9',
  'Solve |x - 1| = 2x',
  'Solve 2x + 3 < 7',
  'Solve |2x - 1| >= 5',
  'Solve -1 < 2x + 1 ≤ 7',
  'Solve 5 : x = 10 : 14',
  'Evaluate 3a - 4 when a = 2',
  'g(t) = t^2 - 1, find g(4)',
  'What is 30% less than 80?',
  'What is the percent change from 50 to 40?',
  'What is 2/5 of 35 plus 6?',
  'Simplify sqrt(50) + sqrt(18)',
  'Solve log_2(x) = 5',
  'Solve 3^(x+1) = 27',
  'What is the slope of y = 3x - 2?',
  'Find the slope of the line through (1, 2) and (3, 8)',
  "f(x) = x^3. Find f'(2)",
  'What is sin 30°?',
  'Solve x^2 = 9 for x < 0',
  'Solve 2x + 1 = 7, then find x^3',
  'Factorise x^2 - 5x + 6',
  'Solve sqrt(x) = 3',
]

describe('similar exercises', () => {
  it.each(KINDS)('%s: another exercise, same method, its answer confirmed by the checker', (question) => {
    const read = solveQuestion(question, 'en')!
    expect(read).not.toBeNull()
    const example = similarExample(read.problem, read.solved, 1234)
    expect(example).not.toBeNull()
    expect(numbersOf(example!.problem)).not.toBe(numbersOf(read.problem))
    expect(example!.solved.final.text).not.toBe(read.solved.final.text)
    const text = questionText(example!.problem)!
    expect(checkAnswer(text, example!.solved.final.text).status).toBe('verified')
  })

  it.each(KINDS)('%s: the example rung works it out and hands back to the student', (question) => {
    const reply = answerOffline(question, { lang: 'en', level: 'example' })!
    expect(reply.markdown).toContain('**Similar example:**')
    expect(reply.markdown).toContain('**Your turn:**')
  })

  it('gives re-tests a question to ask, in the student’s language, and its answer to grade', () => {
    const variant = similarQuestion('解方程 |2x+1|=9', 'zh-Hans', 7)!
    expect(variant.markdown).toMatch(/^解方程/)
    expect(variant.question).toMatch(/^Solve /)
    expect(checkAnswer(variant.question, variant.answer).status).toBe('verified')
    expect(checkAnswer(variant.question, 'x = 0').status).toBe('failed')
    // Deterministic: the same seed gives the same exercise.
    expect(similarQuestion('解方程 |2x+1|=9', 'zh-Hans', 7)).toEqual(variant)
    expect(similarQuestion('Who was president in 1990?', 'en', 7)).toBeNull()
  })
})

describe('printing', () => {
  it('writes factors with the sign folded in: (x + 1), never (x - (-1))', () => {
    const solution = answerOffline('Solve x^2 + 3x + 2 = 0', { lang: 'en', level: 'solution' })!.markdown
    expect(solution).toMatch(/\(x \+ 2\)\(x \+ 1\) = 0/)
    expect(solution).not.toMatch(/- \(-|-\s*\\left\(-/)
    const factored = answerOffline('Factorise x^2 + 3x + 2', { lang: 'en', level: 'solution' })!
    expect(factored.final!.text).toBe('(x + 2)(x + 1)')
  })

  it('keeps radicals exact: 6√2 for √72, never a decimal alone', () => {
    const solution = answerOffline('Simplify √72', { lang: 'en', level: 'solution' })!
    expect(solution.final).toMatchObject({ latex: '6\\sqrt{2}', text: '6sqrt(2)' })
    expect(solution.markdown).toContain('\\sqrt{72} = \\sqrt{36 \\times 2} = 6\\sqrt{2}')
  })
})
