import { createHash } from 'node:crypto'
import type { Pool, PoolClient, QueryResult } from 'pg'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

/** Named statements per connection at most: SQL built with variable-length lists is bounded this way. */
const MAX_NAMED_PER_CONNECTION = 300

const named = new WeakMap<PoolClient, Set<string>>()

/** Names already worked out: hashing the SQL text again on every query cost more than the lookup. */
const nameBySql = new Map<string, string>()
const MAX_NAMES = 2_000

function statementName(sql: string): string {
  let name = nameBySql.get(sql)
  if (name === undefined) {
    name = `k${createHash('sha1').update(sql).digest('base64url')}`
    // Bounded: SQL built with variable-length lists would otherwise grow it for ever.
    if (nameBySql.size >= MAX_NAMES) nameBySql.clear()
    nameBySql.set(sql, name)
  }
  return name
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time. Naming a query
 * after its SQL text makes node-postgres prepare it once per connection and reuse the plan
 * (PostgreSQL re-plans a prepared statement by itself when a generic plan would be worse).
 */
function preparing(client: PoolClient): PostgresPoolClient {
  const query = (sql: string, parameters: readonly unknown[]): Promise<QueryResult> => {
    // Statements without parameters (migrations, BEGIN/COMMIT) keep the simple protocol, which
    // also allows several statements in one text.
    if (parameters.length === 0) return client.query(sql, [])
    const names = named.get(client) ?? new Set<string>()
    named.set(client, names)
    const name = statementName(sql)
    if (!names.has(name) && names.size >= MAX_NAMED_PER_CONNECTION) return client.query(sql, [...parameters])
    names.add(name)
    return client.query({ name, text: sql, values: [...parameters] })
  }
  return {
    query: ((sqlOrCursor: unknown, parameters?: readonly unknown[]) =>
      typeof sqlOrCursor === 'string' ? query(sqlOrCursor, parameters ?? []) : client.query(sqlOrCursor as never)) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  }
}

/** The pool Kysely talks to, handing out connections that prepare their queries. */
export function preparingPool(pool: Pool): PostgresPool {
  return {
    connect: async () => preparing(await pool.connect()),
    end: () => pool.end(),
  }
}
