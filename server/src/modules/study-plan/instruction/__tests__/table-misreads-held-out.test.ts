import { TABLE_ZONES, checkAll, summary } from './table-check'
import { MISREADS_HELD_OUT } from './table-misreads-held-out'

/**
 * Held out (table-misreads-held-out.ts): written after session 10's fixes, never tuned on; no code
 * changed after its first run. First run: 25/25 in each zone, 50/50 (100%). Read that with care: the
 * same person wrote the fixes and these rows, in the kinds the fixes cover, so it shows the
 * mechanisms are not tied to the tuned sentences, not how the parser does on what students type.
 * Code changed once after that first run (a move, delete or question said "after class" is asked
 * back; none of these rows is one): strictly, the table is held out for the fixes before that change
 * only. It still reads 50/50.
 */
const FIRST_RUN = 50 / 50

describe('the offline instruction parser, on a held-out set for session 10 (never tuned on)', () => {
  it('scores what it scored on its first run', () => {
    const outcomes = checkAll(MISREADS_HELD_OUT)
    console.log(summary(`Held-out set for session 10 (${MISREADS_HELD_OUT.length} instructions × ${TABLE_ZONES.length} time zones)`, outcomes))
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(FIRST_RUN)
  })

  it('has 5 rows per language', () => {
    for (const lang of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant']) expect(MISREADS_HELD_OUT.filter((r) => r.lang === lang).length).toBe(5)
  })
})
