import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * One log line per request, written when it is answered, with the request (method, URL with
 * secrets masked), the outcome, the time it took and the signed-in user's id when there is one:
 * Fastify's default writes two, and at the API's rate the second serialisation and write were a
 * measurable share of a read's cost.
 */
export class OneLineRequestLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime, userId: request.session?.userId }
    if (error) reply.log.error({ ...entry, err: error }, 'request errored')
    else reply.log.info(entry, 'request completed')
  }
}
