import fs from 'node:fs'
import path from 'node:path'
import { hasQuery, rel, sourceFiles, tableOwners, tablesIn } from './source-scan'

/**
 * Each table belongs to one module (the folder whose `*.tables.ts` declares it) and is read and
 * written only by that module's `*.repository.ts` files; everyone else calls their functions,
 * passing a transaction when the change must be atomic. Route files hold no SQL at all.
 *
 * The only files that may touch another module's table are the deliberate exceptions, each with
 * its reason, in eslint/sql-exceptions.json: read here (which tables) and by the lint rule
 * eslint/sql-in-repository.mjs (which files may hold SQL outside a repository). The list must stay
 * exact: a new violation fails, and so does an entry whose file no longer needs it (remove it).
 */
interface SqlExceptions {
  exceptions: Record<string, { tables: string[]; why: string }>
}
const listed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../eslint/sql-exceptions.json'), 'utf8')) as SqlExceptions
/** Deliberate: a query that needs another module's table and would lose something if split. */
const EXCEPTIONS = listed.exceptions

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
    const expected: Record<string, string[]> = {}
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
