import { HELD_OUT } from './tables/held-out'
import { offlineTableChecks } from './tables/offline-table'

/**
 * The held-out table (108 rows, tables/held-out.ts), written after the issue-11 engine work and
 * committed before its one and only first run: 99 right, 9 declined (5 of them declines the table
 * expects), 0 wrong, 97 badged verified. The engine is not tuned on it; if a later change breaks a
 * row, fix the engine in general, and say in the README that the table is no longer held out.
 */
describe('offline tutor: the held-out table', () => {
  offlineTableChecks(HELD_OUT, { perLanguage: 20, answered: { atLeast: 99, title: 'keeps the coverage of its first run (99 of 108 answered)' } })
})
