import fs from 'node:fs'
import path from 'node:path'
import { hasQuery, rel, sourceFiles, tableOwners, tablesIn } from './source-scan'

/**
 * Each table belongs to one module (the folder whose `*.tables.ts` declares it) and is read and
 * written only by that module's `*.repository.ts` files; everyone else calls their functions,
 * passing a transaction when the change must be atomic. Route files hold no SQL at all.
 *
 * Two lists say where the code does not follow the rule yet, each entry with its reason:
 * EXCEPTIONS are deliberate; NOT_YET_MOVED is debt that may only shrink. Both must stay exact:
 * a new violation fails, and so does an entry whose file has since been fixed (remove it).
 */

/**
 * The two lists live in eslint/sql-debt.json, read here (which tables) and by the lint rule
 * eslint/sql-in-repository.mjs (which files may hold SQL outside a repository).
 */
interface SqlDebt {
  exceptions: Record<string, { tables: string[]; why: string }>
  notYetMoved: Record<string, { tables: string[]; note?: string }>
}
const debt = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../eslint/sql-debt.json'), 'utf8')) as SqlDebt
/** Deliberate: a query that needs another module's table and would lose something if split. */
const EXCEPTIONS = debt.exceptions
/** Debt: SQL that still sits outside its owning repository. Move it, then delete the entry. */
const NOT_YET_MOVED = Object.fromEntries(Object.entries(debt.notYetMoved).map(([file, { tables }]) => [file, tables]))

const files = sourceFiles().filter((f) => !rel(f).startsWith('db/migrations/') && !rel(f).includes('__tests__'))
const owners = tableOwners(files)

/** file -> the tables it touches against the rule. */
function violations(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const file of files) {
    const name = rel(file)
    const wrong = tablesIn(fs.readFileSync(file, 'utf8'), owners).filter(
      (table) => !(name.startsWith(`${owners.get(table)}/`) && name.endsWith('.repository.ts')),
    )
    if (wrong.length) out[name] = wrong
  }
  return out
}

describe('each table is read and written only through its owning repository', () => {
  it('finds the tables and their owners (the scan itself works)', () => {
    expect(owners.get('users')).toBe('modules/user')
    expect(owners.get('sessions')).toBe('modules/session')
    expect(owners.size).toBeGreaterThan(30)
    expect(tablesIn("db.selectFrom('users as u').innerJoin('sessions', 'a', 'b')", owners)).toEqual(['sessions', 'users'])
    expect(tablesIn('sql`delete from users where id = 1`', owners)).toEqual(['users'])
  })

  it('no file touches a table outside its owning repository, except the listed ones', () => {
    const expected: Record<string, string[]> = { ...NOT_YET_MOVED }
    for (const [file, { tables }] of Object.entries(EXCEPTIONS)) expected[file] = tables
    expect(violations()).toEqual(expected)
  })

  it('every exception says why', () => {
    for (const { why } of Object.values(EXCEPTIONS)) expect(why.length).toBeGreaterThan(40)
  })

  it('route files hold no SQL', () => {
    const withSql = files.filter((f) => f.endsWith('.routes.ts') && hasQuery(fs.readFileSync(f, 'utf8'))).map(rel)
    expect(withSql).toEqual([])
  })
})
