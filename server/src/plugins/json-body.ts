import type { preValidationHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { App } from '../types'

/**
 * JSON bodies, with one difference from Fastify's parser: a request that carries a JSON content
 * type and no body at all (a DELETE from `Taro.request`/`wx.request`, which label every request
 * `application/json`) has no body instead of failing with "not valid JSON". Anything that is there
 * is parsed by Fastify's own parser (prototype-poisoning checks included), so a broken body,
 * whitespace included, still gets BAD_JSON. A route whose body fields are all optional takes no
 * body as an empty one; a route that needs fields names the first one missing (error handler).
 */
export default fp(async function jsonBody(app: App) {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') {
      done(null, undefined)
      return
    }
    parse(req, body as string, done)
  })
  // Attached only to the routes it concerns, decided once as each route is added: as a global
  // hook it ran on every request, GETs included, and read `req.routeOptions` (a new frozen object
  // on each read) to find out.
  const emptyBodyIsEmptyObject: preValidationHookHandler = (req, _reply, done) => {
    if (req.body === undefined) req.body = {}
    done()
  }
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.body as { type?: string; required?: string[] } | undefined
    if (schema?.type !== 'object' || schema.required?.length) return
    route.preValidation = [...(route.preValidation ? [route.preValidation].flat() : []), emptyBodyIsEmptyObject]
  })
})
