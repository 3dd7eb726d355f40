import type { Endpoint, Route, RouteOf } from '@contract/routes'
import type { DataOf, InputOf } from '@contract/routes/route'
import type { Query } from '../url'
import { request, type RequestOptions } from './http-client'

/** Per-call options: time-out, toast or not, abort. */
export type CallOptions = Omit<RequestOptions, 'method' | 'url' | 'query' | 'data'>

/**
 * No input argument when the route takes none; otherwise exactly its body (POST/PUT) or query
 * (GET/DELETE). Only the map's JSON routes are called this way (uploads and streams have their own
 * clients): any other route takes no arguments at all, so calling it is a type error. A query is
 * checked flat (scalars only, what a query string holds) here, by the compiler, not at run time.
 */
type Args<R extends Route> = R extends { kind: 'json' }
  ? InputOf<R> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : R['method'] extends 'GET' | 'DELETE'
      ? InputOf<R> extends Query
        ? [input: InputOf<R>, options?: CallOptions]
        : [queryNotFlat: never]
      : [input: InputOf<R>, options?: CallOptions]
  : [notJson: never]

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
    // Args<R> made a GET/DELETE input a flat Query (or nothing).
    ...(bodyless ? { query: input as Query | undefined } : { data: input }),
  })
}
