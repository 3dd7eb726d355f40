import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ERRORS } from '@contract/errors'
import { AppError, errorMessage } from '../errors'
import type { FieldIssue } from '../i18n/fields'
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

/**
 * One error handler: catalogue errors get their status and translated message; schema errors
 * name the field in the student's words; anything unexpected is logged in full and answered with a bare 500.
 */
export default fp(async function errorHandler(app: App) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.messageIn(lang), data: null })
    }
    if (error.validation) {
      const { field, kind, max } = issueOf(error, request)
      const key = kind === 'too_long' ? 'FIELD_TOO_LONG' : 'VALIDATION'
      const params: Record<string, string | number> = { max: max ?? 0 }
      if (field) Object.assign(params, { field, issue: kind, route: request.routeOptions.url ?? '' })
      return reply.status(400).send({ code: ERRORS[key].code, msg: errorMessage(key, lang, params), data: null })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ code: ERRORS.BAD_JSON.code, msg: errorMessage('BAD_JSON', lang), data: null })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply
        .status(413)
        .send({ code: ERRORS.PAYLOAD_TOO_LARGE.code, msg: errorMessage('PAYLOAD_TOO_LARGE', lang), data: null })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return reply.status(415).send({
        code: ERRORS.UNSUPPORTED_MEDIA_TYPE.code,
        msg: errorMessage('UNSUPPORTED_MEDIA_TYPE', lang),
        data: null,
      })
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: ERRORS.RATE_LIMITED.code, msg: errorMessage('RATE_LIMITED', lang), data: null })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ code: ERRORS.INTERNAL.code, msg: errorMessage('INTERNAL', lang), data: null })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: ERRORS.ROUTE_NOT_FOUND.code,
      msg: errorMessage('ROUTE_NOT_FOUND', request.lang, { method: request.method, url: request.url.split('?')[0] }),
      data: null,
    })
  })
})
