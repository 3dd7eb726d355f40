import { HELD_OUT } from './table-held-out'
import { check, summary } from './table-check'

const ZONES = ['Asia/Shanghai', 'America/Mexico_City']
/**
 * Measured on phrasings the parser was not written around (see table-held-out.ts). The first run
 * read 100/102 (98.0%): "持续到4月30日" stayed in a title, since fixed. The bar leaves room for
 * honest misses when the table grows.
 */
const THRESHOLD = 0.9

describe('the offline instruction parser, on held-out phrasings', () => {
  it(`reads at least ${THRESHOLD * 100}% of them right`, () => {
    const outcomes = ZONES.flatMap((zone) => HELD_OUT.map((row) => check(row, zone)))
    console.log(summary(`Offline instruction parser, held-out table (${HELD_OUT.length} instructions × ${ZONES.length} time zones)`, outcomes))
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(THRESHOLD)
  })
})
