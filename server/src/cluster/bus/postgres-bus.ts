import { Client } from 'pg'
import { sql } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '../../db/database'
import { encode, TopicRouter, type MessageBus } from './types'

const RECONNECT_MAX_MS = 5000

/**
 * PostgreSQL LISTEN/NOTIFY: one connection of its own per instance listens (outside the pool,
 * since LISTEN belongs to a session), and messages are sent with pg_notify through the pool.
 * The channel is named after the schema, so deployments (and parallel test runs) sharing a
 * database never hear each other. A lost listening connection is re-opened with back-off.
 */
export async function postgresBus(url: string, db: DB, log: FastifyBaseLogger): Promise<MessageBus> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public'
  const channel = `bus_${schema}`.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 63)
  const router = new TopicRouter((err) => log.warn({ err }, 'bus handler failed'))
  let client: Client | null = null
  let listening: Promise<void> | null = null
  let retry: NodeJS.Timeout | undefined
  let closed = false
  let failures = 0

  const scheduleRetry = () => {
    if (closed || retry) return
    const wait = Math.min(200 * 2 ** failures++, RECONNECT_MAX_MS)
    retry = setTimeout(() => {
      retry = undefined
      // Logged here (a reconnect that failed); ensureListening has already scheduled the next try.
      void ensureListening().catch((err: unknown) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'bus listener reconnect failed'))
    }, wait).unref()
  }
  const listen = async () => {
    const c = new Client({ connectionString: url, application_name: 'bus-listener' })
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) router.deliver(n.payload)
    })
    c.on('error', (err) => log.warn({ err: err.message }, 'bus listener connection failed'))
    c.on('end', () => {
      if (client !== c) return
      client = null
      listening = null
      scheduleRetry()
    })
    try {
      await c.connect()
      await c.query(`LISTEN "${channel}"`)
    } catch (err) {
      // Expected: ending a client that never connected may fail too; the connect error is the one thrown.
      c.end().catch(() => {})
      throw err
    }
    if (failures > 0) log.info('bus listener back')
    failures = 0
    client = c
  }
  const ensureListening = (): Promise<void> =>
    (listening ??= listen().catch((err) => {
      listening = null
      scheduleRetry()
      throw err
    }))

  await ensureListening()
  return {
    kind: 'postgres',
    async publish(topic, message) {
      await sql`select pg_notify(${channel}, ${encode(topic, message)})`.execute(db)
    },
    subscribe: (topic, handler) => router.subscribe(topic, handler),
    async check() {
      await ensureListening()
      if (!client) throw new Error('bus listener not connected')
      await client.query('select 1')
    },
    async close() {
      closed = true
      clearTimeout(retry)
      // Expected: the bus is closing; a connection that is already gone has nothing left to end.
      await client?.end().catch(() => {})
    },
  }
}
