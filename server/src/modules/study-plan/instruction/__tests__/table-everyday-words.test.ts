import { TABLE_ZONES, checkAll, misreadsOf, summary } from './table-check'
import { EVERYDAY_WORDS } from './table-everyday-words'

/**
 * Chinese words with a digit character and events that are not study, written before the fixes.
 * First run: see the README's table list.
 */
describe('the offline instruction parser, on everyday words (fixed after their first run)', () => {
  const outcomes = checkAll(EVERYDAY_WORDS)

  it('reads every row in both student zones', () => {
    console.log(summary(`Everyday words (${EVERYDAY_WORDS.length} instructions × ${TABLE_ZONES.length} time zones)`, outcomes))
    expect(misreadsOf(outcomes)).toEqual([])
  })
})
