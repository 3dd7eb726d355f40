import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ERRORS } from '@contract/errors'
import { AppError, errorMessage } from '../errors'
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

/**
 * One error handler: catalogue errors get their status and translated message; schema errors
 * name the field; anything unexpected is logged in full and answered with a bare 500.
 */
export default fp(async function errorHandler(app: App) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.messageIn(lang), data: null })
    }
    if (error.validation) {
      const field = fieldOf(error)
      const tooLong = (error.validation[0] as ValidationIssue).keyword === 'maxLength'
      const max = (error.validation[0] as ValidationIssue).params?.limit
      const key = tooLong ? 'FIELD_TOO_LONG' : 'VALIDATION'
      return reply.status(400).send({
        code: ERRORS[key].code,
        msg: errorMessage(key, lang, { field, max: Number(max ?? 0) }),
        data: null,
      })
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
