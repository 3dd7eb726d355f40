import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/**
 * better-sqlite3 compiles SQL on every prepare(), and Kysely prepares every query it runs: on a
 * read such as user/info that compiling was the largest cost after the socket write. Queries
 * come from a few hundred call sites, so their compiled statements are kept (least recently
 * used out past `max`). A statement still being iterated is never handed out twice.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql)
      if (cached && !cached.busy) {
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql)
      if (!cached) {
        cache.set(sql, statement)
        if (cache.size > max) cache.delete(cache.keys().next().value!)
      }
      return statement
    },
  }
}
