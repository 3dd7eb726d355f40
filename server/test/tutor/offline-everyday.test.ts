import { answerOffline } from '../../src/modules/tutor/offline'
import { EVERYDAY } from './tables/everyday'
import { offlineTableChecks } from './tables/offline-table'

/**
 * The everyday table (46 rows, tables/everyday.ts): prices after a discount or an increase, unit
 * rates, powers in words, exponential inequalities. Committed before the session-9 reading work;
 * first run 4 right, 42 declined (1 of them an expected decline), 0 wrong. Fixed after that run:
 * 43 right, 43 of them verified by the independent checker, 3 declined; session 10 (a base 1/b,
 * (1/2)^x > 4): 44 right, 44 verified, 2 declined.
 */
describe('offline tutor: the everyday table', () => {
  offlineTableChecks(EVERYDAY, { perLanguage: 8, answered: { atLeast: 44, title: 'answers 44 of 46, each confirmed by the checker' }, verified: 44 })

  // Near misses the price frames must not read: another question about the same numbers.
  it.each([
    ['zh-Hans', '现价200元，打八折，原价是多少元？'],
    ['en', 'A shirt costs $40 and is 25% off. What is the discount?'],
    ['en', 'A shirt costs $40 after a 25% discount. What was the original price?'],
    ['en', 'If 5 pencils cost 3 yuan, how much do 12 pens cost?'],
    ['en', 'If 5 workers build a wall in 3 days, how long do 10 workers take?'],
    ['fr', 'Un pull coûte 40 € avec une remise de 25 %. Quel est le montant de la remise ?'],
    ['zh-Hans', '原价200元，打八折后便宜了多少元？'],
    ['en', 'Solve x + bananas = 3'],
    ['en', 'Solve 2^x > 7'],
    ['en', 'Solve (2/3)^x > 4'],
    ['en', 'Solve (1/2)^x > 3'],
  ] as const)('[%s] declines %s', (lang, question) => {
    expect(answerOffline(question, { lang, level: 'solution' })).toBeNull()
  })
})
