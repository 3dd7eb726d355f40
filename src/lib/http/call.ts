import type { Endpoint, Route, RouteOf } from '@contract/routes'
import type { DataOf, InputOf } from '@contract/routes/route'
import type { Query } from '../url'
import { request, type RequestOptions } from './http-client'

/** Per-call options: time-out, toast or not, abort. */
export type CallOptions = Omit<RequestOptions, 'method' | 'url' | 'query' | 'data'>

/**
 * No input argument when the route takes none; otherwise exactly its body (POST/PUT) or query
 * (GET/DELETE). Only the map's JSON routes are called this way (uploads and streams have their own
 * clients): any other route takes no arguments at all, so calling it is a type error.
 */
type Args<R extends Route> = R extends { kind: 'json' }
  ? InputOf<R> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions]
  : [notJson: never]

/** A GET/DELETE route's input as query-string pairs: the map's query schemas hold scalars only. */
function toQuery(input: unknown): Query {
  const query: Query = {}
  if (input === undefined || input === null) return query
  if (typeof input !== 'object') throw new TypeError('call: a query must be an object')
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && typeof value === 'object') throw new TypeError(`call: query field ${key} is not a scalar`)
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new TypeError(`call: query field ${key} is not a scalar`)
    query[key] = value
  }
  return query
}

/**
 * One API call through the contract's route map: `call(TODAY_TASKS_API.focus, body)`. The input
 * and the answer's type come from the map (contract/routes), so a wrong body or a wrong expected
 * answer is a type error; only the method and path are in the bundle (ENDPOINTS is plain strings).
 * Resolves with the envelope's data; rejects with an ApiError after the error catalogue's reaction.
 */
export function call<E extends Endpoint, R extends Route = RouteOf<E>>(endpoint: E, ...args: Args<R>): Promise<DataOf<R>>
export function call(endpoint: Endpoint, input?: unknown, options?: CallOptions): Promise<unknown> {
  const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE'
  return request({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    ...(bodyless ? { query: toQuery(input) } : { data: input }),
  })
}
