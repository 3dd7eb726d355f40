import { verifyAnswer } from '../../src/modules/tutor/offline'

describe('offline verifier for the "Verified" badge', () => {
  it.each([
    ['Solve x^2 - 5x + 6 = 0', 'Factor: (x-2)(x-3) = 0.\nSo x = 2 or x = 3'],
    ['Solve x^2 - 5x + 6 = 0', 'The roots are x = 3 or x = 2.'],
    ['解方程 x^2-5x+6=0', '所以 x₁=3，x₂=2。'],
    ['Solve x^2 - 5x + 6 = 0', '$$x_1 = 2, \\quad x_2 = 3$$'],
    ['计算 5/6 - 1/4', '通分后相减……\n\n\\boxed{7/12}'],
    ['计算 5/6 - 1/4', 'The result is $\\boxed{\\frac{7}{12}}$.'],
    ['1/4 + 1/4', 'Answer: 0.5'],
    ['1/4 + 1/4', 'Answer: 1/2'],
    ['1/4 + 1/4', 'Réponse : 0,5'],
    ['Calcula 3/4 + 1/6', 'Respuesta: 0.9167'],
    ['Resuelve el sistema x + y = 3, 2x - y = 0', 'Sumando: 3x = 3.\n答案：x=1, y=2'],
    ['Resuelve el sistema x + y = 3, 2x - y = 0', 'Final answer: y = 2, x = 1'],
    ['Resuelve el sistema x + y = 3, 2x - y = 0', 'The solution is (1, 2).'],
    ['Solve x^2 - 5x + 3 = 0', 'Using the formula, $x = \\frac{5 \\pm \\sqrt{13}}{2}$'],
    ['Solve x^2 + x + 1 = 0', 'The discriminant is -3, so there are no real solutions.'],
    ['解方程 x^2+x+1=0', '判别式小于零，所以方程没有实数根。'],
    ['What percent of 80 is 20?', 'It is 25%.'],
    ['What is 12.5% of 80?', '12.5% of 80 is 0.125 × 80 = 10'],
    ['derivative of sin(x)*x^2', "By the product rule, f'(x) = 2x sin x + x^2 cos x"],
    ['求 y=x^3-2x 的导数', "所以 y' = 3x² − 2"],
    ['化简 (x+1)^2 - (x-1)^2', '答案：4x'],
    ['Simplify 2(x+3) - x', '$$6 + x$$'],
    ['Solve 2x + 1 = 2x + 5', 'Subtracting 2x gives 1 = 5, which is impossible: no solution.'],
    ['Solve 3x - 5 = 10', 'Adding 5 and dividing by 3, **x = 5**.'],
  ])('verifies a correct answer to %j', (question, reply) => {
    expect(verifyAnswer(question, reply)).toEqual({ status: 'verified' })
  })

  it.each([
    ['Solve 2x + 3 = 7', 'x = 4', 'x = 2'],
    ['Solve x^2 - 5x + 6 = 0', 'x = 2 or x = 4', 'x = 2, x = 3'],
    ['Solve x^2 - 5x + 6 = 0', 'x = 2', 'x = 2, x = 3'],
    ['计算 5/6 - 1/4', '\\boxed{5/12}', '7/12'],
    ['1/4 + 1/4', 'Answer: 2/8 + 0 = 0.25', '1/2'],
    ['Resuelve el sistema x + y = 3, 2x - y = 0', 'x = 2, y = 1', 'x = 1, y = 2'],
    ['Solve x^2 + x + 1 = 0', 'x = 1', 'x ∈ ∅'],
    ['derivative of sin(x)*x^2', "f'(x) = 2x cos x", "f'(x) = x^2*cos(x) + 2x*sin(x)"],
    ['化简 (x+1)^2 - (x-1)^2', '答案：2x', '4x'],
  ])('flags a wrong answer to %j', (question, reply, expected) => {
    expect(verifyAnswer(question, reply)).toEqual({ status: 'mismatch', expected })
  })

  it.each([
    ['Write an essay about the French Revolution', 'The French Revolution began in 1789.'],
    ['Who won the World Cup in 2018?', 'France won, 4-2 against Croatia.'],
    ['Solve 3x - 5 = 10', "I'm not sure, sorry!"],
    ['Solve 3x - 5 = 10', ''],
    ['Solve x^2 + 1 = 0', 'x = ±i'],
    ['Solve 3x - 5 = 10', 'x'.repeat(50)],
    ['x'.repeat(2001), 'x = 1'],
  ])('leaves %j unchecked when it cannot tell', (question, reply) => {
    expect(verifyAnswer(question, reply).status).toBe('unchecked')
  })

  it('accepts a rounded decimal only with enough digits', () => {
    expect(verifyAnswer('Compute 7/12', 'about 0.5833').status).toBe('verified')
    expect(verifyAnswer('Compute 7/12', 'about 0.6').status).toBe('mismatch')
  })

  it.each([
    ['Solve x^2-5x+6=0', "Let's factor.\n\n1. Two numbers with product 6 and sum -5: -2 and -3.\n2. So $(x-2)(x-3)=0$.\n\n**Answer:** $x = 2$ or $x = 3$"],
    ['解方程 x^2-5x+6=0', '因式分解得 $(x-2)(x-3)=0$，\n\n所以方程的解为 $x_1=2$，$x_2=3$。'],
    ['计算 5/6 - 1/4', 'The answer is \\(\\frac{7}{12}\\).'],
    ['计算 5/6 - 1/4', '5/6 - 1/4 = 10/12 - 3/12 = 7/12 ≈ 0.583'],
    ['Solve 3x - 5 = 10', 'Step 1: add 5, 3x = 15\nStep 2: divide by 3, x = 5\n\nHope this helps! 😊'],
    ['Résous le système x + y = 5, x - y = 1', 'En additionnant : 2x = 6 donc x = 3, puis y = 2.\n\n**Réponse :** $(x ; y) = (3 ; 2)$'],
    ['derivative of x^3 - 2x', 'Using the power rule:\n$$\\frac{d}{dx}(x^3 - 2x) = 3x^2 - 2$$'],
    ['Resuelve x^2 + 1 = 0', 'El discriminante es negativo, así que la ecuación no tiene soluciones reales.'],
  ])('verifies a whole model reply to %j', (question, reply) => {
    expect(verifyAnswer(question, reply).status).toBe('verified')
  })

  it('reads the last answer when the working contains other equations', () => {
    const reply = 'We have 3x - 5 = 10, so 3x = 15.\nDividing by 3:\n\nAnswer: x = 5'
    expect(verifyAnswer('Solve 3x - 5 = 10', reply).status).toBe('verified')
  })
})
