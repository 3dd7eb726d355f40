import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify'
import { Envelope } from '@contract/envelope'
import type { DataOf, InputOf, Route } from '@contract/routes/route'
import type { App } from '../types'

/** What a route's handler receives: body and query typed from the route map (TypeBox validates them first). */
export type RouteRequest<R extends Route> = FastifyRequest<{
  Body: R['body'] extends undefined ? unknown : InputOf<R>
  Querystring: R['query'] extends undefined ? unknown : InputOf<R>
}>

/** A JSON or multipart route answers the envelope with the map's data; a stream writes its own reply. */
export type RouteAnswer<R extends Route> = R['kind'] extends 'sse' ? void : Envelope<DataOf<R>>

export type RouteHandler<R extends Route> = (req: RouteRequest<R>, reply: FastifyReply) => Promise<RouteAnswer<R>>

/** Per-route options the map does not hold: who may call (config.auth), body limits. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>

/** Any route's handler, as the implementation below sees it (the overloads type it). */
type AnyHandler = (req: never, reply: FastifyReply) => Promise<unknown>

/**
 * Registers one route of the contract's route map (contract/routes): its method, path and schemas
 * come from the map, so the handler's `req.body` / `req.query` have the map's types and what it
 * returns must match the map's response (a type error otherwise); at run time Fastify validates
 * the input and serialises the answer with the same schemas.
 */
export function defineRoute<R extends Route>(app: App, route: R, handler: NoInfer<RouteHandler<R>>): void
export function defineRoute<R extends Route>(app: App, route: R, extras: RouteExtras, handler: NoInfer<RouteHandler<R>>): void
// The overloads above carry the types; the body only hands the map's schemas to Fastify.
export function defineRoute(app: App, route: Route, ...rest: [AnyHandler] | [RouteExtras, AnyHandler]): void {
  const [extras, handler] = rest.length === 1 ? [{}, rest[0]] : rest
  app.route({
    ...extras,
    method: route.method,
    url: route.path,
    schema: {
      ...(route.body && { body: route.body }),
      ...(route.query && { querystring: route.query }),
      ...(route.response && { response: { 200: Envelope(route.response) } }),
    },
    handler: handler as RouteHandlerMethod,
  })
}
