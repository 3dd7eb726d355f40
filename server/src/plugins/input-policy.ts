import type Ajv from 'ajv'
import type { FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { isInstant } from '../lib/instant'
import { cleanText, type TextKind } from '../lib/text'
import type { App } from '../types'

/**
 * One input policy at the edge, applied to every route's request schema:
 * - `date-time` means an instant a JavaScript date can hold (`lib/instant.ts`): second 60, the
 *   30th of February and years past 9999 are refused by the schema with the field named, so no
 *   service ever computes with an invalid date;
 * - every string is cleaned by the `text` keyword (`lib/text.ts`) before its length and pattern
 *   are checked: one line unless the contract marks it `text: 'multiline'` (or `'raw'`).
 * - every number must be finite (`finite` keyword): ajv refuses Infinity in JSON, but a query
 *   string's `limit=Infinity` or `1e400` is coerced to Infinity after that check and then skips
 *   `maximum` (ajv 8.17 checks bounds only on finite numbers), reaching SQL as a 500.
 */
export function inputPolicyAjvPlugin(ajv: Ajv): Ajv {
  ajv.addFormat('date-time', { type: 'string', validate: isInstant })
  const stringRules = ajv.RULES.rules.find((group) => group.type === 'string')?.rules ?? []
  ajv.addKeyword({
    keyword: 'text',
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: false,
    // Cleaned first, so minLength and pattern judge what will be stored.
    ...(stringRules[0] && { before: stringRules[0].keyword }),
    validate: (kind: TextKind, data: string, _schema?: unknown, ctx?: { parentData?: unknown; parentDataProperty?: string | number }) => {
      if (ctx?.parentData && ctx.parentDataProperty !== undefined) {
        ;(ctx.parentData as Record<string | number, unknown>)[ctx.parentDataProperty] = cleanText(data, kind)
      }
      return true
    },
  })
  // No `type`: ajv skips its whole number group for a non-finite value, custom keywords included.
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || Number.isFinite(data),
  })
  return ajv
}

type Schema = Record<string, unknown>

// Keywords that hold data, not schemas; keywords that map names to schemas.
const DATA_KEYWORDS = new Set(['default', 'enum', 'const', 'examples', 'required'])
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'])

/** A copy of `schema` where every string without a `text` kind gets `line`, every number `finite`. */
export function withInputPolicy<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => withInputPolicy(s)) as T
  if (!schema || typeof schema !== 'object') return schema
  const copy: Schema = {}
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (DATA_KEYWORDS.has(key)) copy[key] = value
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withInputPolicy(sub)]))
    } else copy[key] = withInputPolicy(value)
  }
  if (copy.type === 'string' && copy.text === undefined) copy.text = 'line'
  if ((copy.type === 'number' || copy.type === 'integer') && copy.finite === undefined) copy.finite = true
  return copy as T
}

export interface RouteEntry {
  method: string
  url: string
  schema: FastifySchema
  auth: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its request schema, for the fuzz test and the operator. */
    routeTable: RouteEntry[]
  }
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const

export default fp(async function inputPolicy(app: App) {
  const table: RouteEntry[] = []
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.schema) {
      const schema: FastifySchema = { ...route.schema }
      for (const part of REQUEST_PARTS) if (schema[part]) schema[part] = withInputPolicy(schema[part])
      route.schema = schema
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const auth = (route.config as { auth?: string } | undefined)?.auth ?? 'active'
    for (const method of methods) table.push({ method, url: route.url, schema: route.schema ?? {}, auth })
  })
})
