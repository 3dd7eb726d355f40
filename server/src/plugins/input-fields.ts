import fp from 'fastify-plugin'
import type { App } from '../types'

/** Where a request carries input that a route's schema checks. */
const PARTS = ['body', 'querystring', 'params', 'headers'] as const

export interface RouteInput {
  method: string
  url: string
  /** Every property name the route's input schemas declare, nested ones included. */
  fields: string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The input fields of every route, in registration order (each needs a label: i18n/fields). */
    inputFields: RouteInput[]
  }
}

type SchemaNode = Record<string, unknown>

/** Property names of a JSON schema (TypeBox output), walking objects, arrays and unions. */
export function schemaFields(schema: unknown, into: Set<string> = new Set()): Set<string> {
  if (!schema || typeof schema !== 'object') return into
  const node = schema as SchemaNode
  const properties = node.properties as Record<string, unknown> | undefined
  for (const [name, child] of Object.entries(properties ?? {})) {
    into.add(name)
    schemaFields(child, into)
  }
  const items = node.items
  for (const child of Array.isArray(items) ? items : [items]) schemaFields(child, into)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = node[key]
    if (Array.isArray(list)) for (const child of list) schemaFields(child, into)
  }
  return into
}

/** Records each route's input fields as it is added (root plugin: sees every route). */
export default fp(async function inputFields(app: App) {
  const routes: RouteInput[] = []
  app.decorate('inputFields', routes)
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Partial<Record<(typeof PARTS)[number], unknown>> | undefined
    if (!schema) return
    const fields = new Set<string>()
    for (const part of PARTS) schemaFields(schema[part], fields)
    if (fields.size === 0) return
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, fields: [...fields].sort() })
  })
})
