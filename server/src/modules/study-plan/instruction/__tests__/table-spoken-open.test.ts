import { check, summary } from './table-check'
import { SPOKEN_OPEN } from './table-spoken-open'

const ZONES = ['Asia/Shanghai', 'America/Mexico_City']

/**
 * What session 9 left open (lists of days without separators, "this weekend" with no day, a clock
 * word with no hour, "call X Y"), written before the fixes. First run: see the README's table list.
 */
describe('the offline instruction parser, on what session 9 left open (fixed after their first run)', () => {
  const outcomes = ZONES.flatMap((zone) => SPOKEN_OPEN.map((row) => check(row, zone)))

  it('reads every row in both student zones', () => {
    console.log(summary(`Session 9 open rows (${SPOKEN_OPEN.length} instructions × ${ZONES.length} time zones)`, outcomes))
    expect(outcomes.filter((o) => !o.ok).map((o) => `[${o.zone}] ${o.row.text}\n    ${o.why}`)).toEqual([])
  })
})
