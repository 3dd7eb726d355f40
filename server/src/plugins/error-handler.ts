import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ERRORS, type ErrorName } from '@contract/errors'
import type { Lang } from '@contract/common'
import { AppError, errorMessage } from '../errors'
import type { FieldIssue } from '../i18n/fields'
import { resolveLang } from '../i18n'
import type { App } from '../types'

interface ValidationIssue {
  instancePath?: string
  keyword?: string
  params?: Record<string, unknown>
}

/**
 * What a schema error is about, in the terms of i18n/fields: which field (`sms_code`,
 * `items/0/title`) and whether it is missing, too long, too many or otherwise wrong. A body that
 * is absent altogether is the first field the route requires.
 */
export function issueOf(error: FastifyError, request: FastifyRequest): { field: string | null; kind: FieldIssue['kind']; max?: number } {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue
  const params = issue.params ?? {}
  const path = (issue.instancePath ?? '').replace(/^\//, '')
  const limit = Number(params.limit ?? 0)
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { field: path ? `${path}/${params.missingProperty}` : params.missingProperty, kind: 'missing' }
  }
  if (!path && error.validationContext === 'body' && request.body === undefined) {
    const required = (request.routeOptions.schema?.body as { required?: string[] } | undefined)?.required
    return { field: required?.[0] ?? null, kind: 'missing' }
  }
  if (!path) return { field: null, kind: 'invalid' }
  if (issue.keyword === 'maxLength') return { field: path, kind: 'too_long', max: limit }
  if (issue.keyword === 'maxItems') return { field: path, kind: 'too_many', max: limit }
  if ((issue.keyword === 'minLength' || issue.keyword === 'minItems') && limit <= 1) return { field: path, kind: 'missing' }
  return { field: path, kind: 'invalid' }
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
 * name the field in the student's words; the framework's own refusals get a catalogue code;
 * anything unexpected is logged in full and answered with a bare 500.
 */
export default fp(async function errorHandler(app: App) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    // The language hook may not have run (errors raised before onRequest, e.g. a bad URL).
    const lang = request.lang ?? resolveLang(request.headers['accept-language'])
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.messageIn(lang), data: null })
    }
    if (error.validation) {
      const { field, kind, max } = issueOf(error, request)
      const key = kind === 'too_long' ? 'FIELD_TOO_LONG' : 'VALIDATION'
      const params: Record<string, string | number> = { max: max ?? 0 }
      if (field) Object.assign(params, { field, issue: kind, route: request.routeOptions.url ?? '' })
      return reply.status(400).send(envelopeOf(key, lang, params))
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
