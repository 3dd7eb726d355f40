/** A UNIQUE constraint refused the row: PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
