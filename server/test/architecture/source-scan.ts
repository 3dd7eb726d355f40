import fs from 'node:fs'
import path from 'node:path'

/** Reads the server's source as text: these tests check where code lives, not what it does. */
export const SRC = path.resolve(__dirname, '../../src')

export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** A path relative to server/src, with forward slashes. */
export const rel = (file: string): string => path.relative(SRC, file).split(path.sep).join('/')

/** Which folder owns each table: the one whose `*.tables.ts` declares it (db/schema.ts assembles them). */
export function tableOwners(files = sourceFiles()): Map<string, string> {
  const owners = new Map<string, string>()
  for (const file of files.filter((f) => f.endsWith('.tables.ts'))) {
    const text = fs.readFileSync(file, 'utf8')
    for (const block of text.matchAll(/export interface \w+Tables\s*\{([^}]*)\}/g)) {
      for (const [, table] of block[1].matchAll(/^\s+([a-z_]+):/gm)) owners.set(table, path.dirname(rel(file)))
    }
  }
  return owners
}

// Kysely's builders that name a table, and plain SQL in sql`` templates.
const BUILDER = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*\[?\s*'([a-z_]+)/g
const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_]+)\b/gi

/** The tables a file reads or writes. */
export function tablesIn(text: string, known: Map<string, string>): string[] {
  const found = new Set<string>()
  for (const [, table] of text.matchAll(BUILDER)) found.add(table)
  for (const [, body] of text.matchAll(/sql`([^`]*)`/g)) for (const [, table] of body.matchAll(RAW_TABLE)) found.add(table)
  return [...found].filter((t) => known.has(t)).sort()
}

/** True when the file builds any query at all (whatever the table). */
export const hasQuery = (text: string): boolean => /\b(?:selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(text)
