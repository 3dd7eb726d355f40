import { check, summary } from './table-check'
import { EVERYDAY_WORDS } from './table-everyday-words'

const ZONES = ['Asia/Shanghai', 'America/Mexico_City']

/**
 * Chinese words with a digit character and events that are not study, written before the fixes.
 * First run: see the README's table list.
 */
describe('the offline instruction parser, on everyday words (fixed after their first run)', () => {
  const outcomes = ZONES.flatMap((zone) => EVERYDAY_WORDS.map((row) => check(row, zone)))

  it('reads every row in both student zones', () => {
    console.log(summary(`Everyday words (${EVERYDAY_WORDS.length} instructions × ${ZONES.length} time zones)`, outcomes))
    expect(outcomes.filter((o) => !o.ok).map((o) => `[${o.zone}] ${o.row.text}\n    ${o.why}`)).toEqual([])
  })
})
