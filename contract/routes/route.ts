import type { Static, TSchema } from '@sinclair/typebox'

/**
 * The shape of one API route (contract/routes/README in docs/ARCHITECTURE.md "How a request flows").
 * This file holds types and one small constructor only: the client imports its types, never
 * TypeBox's runtime (the H5 first-route budget, DESIGN.md §8).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Where a route is and how it is called: plain strings, all the client's bundle carries. */
export interface Endpoint<M extends Method = Method, P extends string = string> {
  readonly method: M
  readonly path: P
}

/**
 * What a route carries: `json` answers `{code,msg,data}` with `response` as data; `multipart` takes a
 * form-data upload (one `file`) and answers the same envelope; `sse` answers text/event-stream.
 */
export type Kind = 'json' | 'multipart' | 'sse'

/** One route: where (method, path), what goes in (body for POST/PUT, query for GET/DELETE), what comes back. */
export interface Route<
  M extends Method = Method,
  P extends string = string,
  K extends Kind = Kind,
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  R extends TSchema | undefined = TSchema | undefined,
> extends Endpoint<M, P> {
  readonly kind: K
  readonly body: B
  readonly query: Q
  /** The envelope's `data` (the envelope itself is the same for every route: contract/envelope.ts). */
  readonly response: R
}

/** Bodyless methods carry their input in the query string (spec §7), the others in a JSON body. */
type Schemas<M extends Method, B, Q, R> = (M extends 'GET' | 'DELETE' ? { query?: Q; body?: never } : { body?: B; query?: never }) & {
  response?: R
}

/** Declares a route from its endpoint (contract/routes/endpoints.ts) and its schemas. */
export function route<
  M extends Method,
  P extends string,
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  R extends TSchema | undefined = undefined,
  K extends Kind = 'json',
>(endpoint: Endpoint<M, P>, schemas: Schemas<M, B, Q, R>, kind?: K): Route<M, P, K, B, Q, R> {
  return {
    method: endpoint.method,
    path: endpoint.path,
    // The default kind: a type parameter's default cannot be a value, hence the one assertion.
    kind: kind ?? ('json' as K),
    body: schemas.body as B,
    query: schemas.query as Q,
    response: schemas.response as R,
  }
}

/** What a client sends: the body for POST/PUT, the query for GET/DELETE, nothing when the route takes nothing. */
export type InputOf<R extends Route> = R['body'] extends TSchema
  ? Static<R['body']>
  : R['query'] extends TSchema
    ? Static<R['query']>
    : undefined

/** The envelope's `data` a route answers with. */
export type DataOf<R extends Route> = R['response'] extends TSchema ? Static<R['response']> : never
