import { checkAnswer } from '../../src/modules/tutor/check'

/**
 * The checker's own reading of prices, unit rates, powers in words and exponential inequalities
 * (session 9): it confirms the hand-worked answer, rejects a near one, and does not read a
 * neighbouring question (the discount itself, the original price, another thing's price).
 */
describe('checker: prices, unit rates, powers in words, exponential inequalities', () => {
  it.each([
    ['en', 'A shirt costs $40 and is 25% off. What is the sale price?', '30', '35'],
    ['en', 'What is 20% off $60?', '48', '40'],
    ['en', 'A price of $50 is raised by 10%. What is the new price?', '55', '45'],
    ['fr', 'Un pull coûte 40 € avec une remise de 25 %. Quel est le prix après remise ?', '30', '10'],
    ['es', 'Un libro de 60 € tiene un descuento del 20%. ¿Cuánto cuesta?', '48', '12'],
    ['zh-Hans', '一件衣服原价200元，打八折后多少元？', '160', '40'],
    ['zh-Hans', '一本书原价50元，打七五折后是多少元？', '37.5', '12.5'],
    ['zh-Hant', '原價120元，打九折後是多少元？', '108', '12'],
    ['en', 'If 5 pencils cost 3 yuan, how much do 12 pencils cost?', '7.2', '20'],
    ['fr', 'Si 3 cahiers coûtent 4,50 €, combien coûtent 8 cahiers ?', '12', '13.5'],
    ['zh-Hant', '4 個蘋果 10 元，6 個多少元？', '15', '24'],
    ['en', 'What is 2 to the power of 10?', '1024', '20'],
    ['fr', 'Calcule 2 à la puissance 10', '1024', '100'],
    ['es', 'Calcula 3 elevado a la 5', '243', '15'],
    ['en', 'Solve 2^x > 8', 'x > 3', 'x > 4'],
    ['zh-Hant', '解不等式 3^x < 27', 'x < 3', 'x > 3'],
  ] as const)('[%s] %s: %s verified, %s failed', (lang, question, right, wrong) => {
    expect(checkAnswer(question, right, lang).status).toBe('verified')
    expect(checkAnswer(question, wrong, lang).status).toBe('failed')
  })

  it.each([
    ['en', 'A shirt costs $40 and is 25% off. What is the discount?', '30'],
    ['zh-Hans', '现价200元，打八折，原价是多少元？', '160'],
    ['en', 'If 5 pencils cost 3 yuan, how much do 12 pens cost?', '7.2'],
    ['en', 'A shirt is 25% off. What is the sale price?', '30'],
  ] as const)('[%s] does not read %s', (lang, question, answer) => {
    expect(checkAnswer(question, answer, lang).status).toBe('unchecked')
  })
})
