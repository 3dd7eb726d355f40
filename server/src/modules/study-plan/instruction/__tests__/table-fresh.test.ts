import { TABLE_ZONES, checkAll, summary } from './table-check'
import { FRESH } from './table-fresh'

/**
 * Held out: written after the parser work and never tuned on (table-fresh.ts). Its first run read
 * 76/80 rows in each zone, 152/160 (95.0%): en, fr, es 16/16; zh-Hans 15/16; zh-Hant 13/16. The
 * misses: "明天24点半…" is read as 00:30 the next day instead of being asked back (both scripts);
 * "歷史論文" does not find "History essay" (論 has no Simplified twin in han-variants.ts), and
 * "所有行程" is not read as "everything" — these two ask or say nothing is planned, and change
 * nothing. They are left as they are, so the score stays a measure; the bar is that first run.
 */
const FIRST_RUN = 152 / 160

describe('the offline instruction parser, on a held-out set for issue 12 (never tuned on)', () => {
  it('scores what it scored on its first run', () => {
    const outcomes = checkAll(FRESH)
    console.log(summary(`Held-out set for issue 12 (${FRESH.length} instructions × ${TABLE_ZONES.length} time zones)`, outcomes))
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(FIRST_RUN)
  })

  it('has at least 15 rows per language', () => {
    for (const lang of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant']) expect(FRESH.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(15)
  })
})
