import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ERRORS, type ErrorName } from '@contract/errors'
import { resolveLang } from '../i18n'
import { catalogueNameOf, envelopeOf } from './error-handler'
import { BARE_ERROR_HEADERS } from './security-headers'

/**
 * Fastify's `frameworkErrors`: refusals raised before any hook runs (a URL that does not decode,
 * e.g. `%zz`). Same envelope as every other error; the language comes straight from the header.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const name = catalogueNameOf(error) ?? 'BAD_REQUEST'
  const lang = resolveLang(request.headers['accept-language'])
  reply.status(ERRORS[name].status).headers(BARE_ERROR_HEADERS).send(envelopeOf(name, lang, { field: 'request' }))
}

const CLIENT_ERRORS: Record<string, ErrorName> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers or URL over
 * its limit: 431, malformed request: 400) before there is a request to answer. The answer is
 * written on the socket by hand, still as the envelope; the headers were not read, so English.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const name = CLIENT_ERRORS[error.code ?? ''] ?? 'BAD_REQUEST'
  const { status } = ERRORS[name]
  const body = JSON.stringify(envelopeOf(name, 'en', { field: 'request' }))
  const headers = Object.entries(BARE_ERROR_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('')
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${headers}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
