import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ERRORS, type ErrorName } from '@contract/errors'
import type { Lang } from '@contract/common'
import { AppError, errorMessage } from '../errors'
import { resolveLang } from '../i18n'
import type { App } from '../types'

interface ValidationIssue {
  instancePath?: string
  keyword?: string
  params?: Record<string, unknown>
}

/** Names the field a schema error is about, e.g. `phone` or `body.items/0/title`. */
function fieldOf(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue
  const missing = issue.params?.missingProperty
  const path = (issue.instancePath ?? '').replace(/^\//, '')
  if (typeof missing === 'string') return path ? `${path}/${missing}` : missing
  return path || error.validationContext || 'request'
}

// Errors of Fastify and its plugins (body parsers, multipart, static files) by their code.
const BY_CODE: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'MULTIPART_INVALID',
}

// Everything else with a 4xx status keeps its meaning through the status.
const BY_STATUS: Record<number, ErrorName> = {
  403: 'PATH_FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'HEADERS_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
}

/** The catalogue name for a refusal by the framework, or null for a real failure (5xx). */
export function catalogueNameOf(error: { code?: string; statusCode?: number }): ErrorName | null {
  const named = error.code ? BY_CODE[error.code] : undefined
  if (named) return named
  const status = error.statusCode ?? 500
  if (status < 400 || status >= 500) return null
  return BY_STATUS[status] ?? 'BAD_REQUEST'
}

/** The `{code,msg,data}` body of a catalogue error. */
export const envelopeOf = (name: ErrorName, lang: Lang, params: Record<string, string | number> = {}) => ({
  code: ERRORS[name].code,
  msg: errorMessage(name, lang, params),
  data: null,
})

/**
 * One error handler: catalogue errors get their status and translated message; schema errors
 * name the field; the framework's own refusals get a catalogue code; anything unexpected is
 * logged in full and answered with a bare 500.
 */
export default fp(async function errorHandler(app: App) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    // The language hook may not have run (errors raised before onRequest, e.g. a bad URL).
    const lang = request.lang ?? resolveLang(request.headers['accept-language'])
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.messageIn(lang), data: null })
    }
    if (error.validation) {
      const field = fieldOf(error)
      const tooLong = (error.validation[0] as ValidationIssue).keyword === 'maxLength'
      const max = (error.validation[0] as ValidationIssue).params?.limit
      const key = tooLong ? 'FIELD_TOO_LONG' : 'VALIDATION'
      return reply.status(400).send(envelopeOf(key, lang, { field, max: Number(max ?? 0) }))
    }
    const name = catalogueNameOf(error)
    if (name) {
      request.log.info({ code: error.code, status: error.statusCode, msg: error.message }, 'request refused')
      return reply.status(ERRORS[name].status).send(envelopeOf(name, lang, { field: 'request' }))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(envelopeOf('INTERNAL', lang))
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    // Only the API has routes to name; any other path is a file the app does not have.
    if (!path.startsWith('/api/')) return reply.status(404).send(envelopeOf('NOT_FOUND', request.lang))
    return reply.status(404).send(envelopeOf('ROUTE_NOT_FOUND', request.lang, { method: request.method, url: path }))
  })
})
