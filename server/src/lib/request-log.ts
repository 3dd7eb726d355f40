import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify'
import pino from 'pino'

const MESSAGE = 'request completed'
const LEVEL_INFO = 30

/**
 * pino's own pieces of a line (level prefix, time, the logger's bindings with the request id,
 * the end of line and the destination), when the logger writes plain lines: no mixin, no log
 * formatter, no hook on the stream, no message prefix, a destination that wants no metadata (our
 * loggerFor makes such loggers). Otherwise null, and the line goes through pino as any other.
 */
interface PinoParts {
  [key: symbol]: unknown
  levelVal: number
}

function plainPino(log: FastifyBaseLogger): PinoParts | null {
  const parts = log as unknown as PinoParts
  // msgPrefixSym is in pino's symbols at run time (9.x) but not in its types.
  const symbols = pino.symbols as typeof pino.symbols & { msgPrefixSym: symbol }
  const stream = parts[symbols.streamSym] as { write?: unknown; [key: symbol]: unknown } | undefined
  if (typeof stream?.write !== 'function' || stream[symbols.needsMetadataGsym] === true) return null
  const formatters = parts[symbols.formattersSym] as { log?: unknown } | undefined
  const hooks = parts[symbols.hooksSym] as { streamWrite?: unknown } | undefined
  if (parts[symbols.mixinSym] || formatters?.log || hooks?.streamWrite || parts[symbols.msgPrefixSym]) return null
  if (parts[symbols.messageKeySym] !== 'msg') return null
  return parts
}

/**
 * The request's line as pino would write it for `log.info({ req, res, responseTime, userId },
 * 'request completed')` with our serializers, built directly: pino's generic path (a loop over
 * the object's keys, a serializer and a stringifier looked up for each, Fastify's `res`
 * serializer) was about a sixth of the log line's cost on user/info. The request's own fields
 * still go through JSON.stringify, so what a client sent is escaped as pino escapes it.
 */
function plainLine(parts: PinoParts, req: object, statusCode: number, responseTime: number, userId: string | undefined): string {
  const { symbols } = pino
  const level = (parts[symbols.lsCacheSym] as Record<number, string>)[LEVEL_INFO]
  const time = (parts[symbols.timeSym] as () => string)()
  const chindings = parts[symbols.chindingsSym] as string
  const end = parts[symbols.endSym] as string
  // responseTime is a finite number (a difference of clock readings): printed as JSON prints it.
  return (
    `${level}${time}${chindings},"req":${JSON.stringify(req)},"res":{"statusCode":${statusCode}},"responseTime":${responseTime}` +
    `${userId === undefined ? '' : `,"userId":${JSON.stringify(userId)}`},"msg":"${MESSAGE}"${end}`
  )
}

/** How a request is logged (what loggerFor's `req` serializer does with it). */
export type RequestForLog = (req: FastifyRequest) => object

/**
 * One log line per request, written when it is answered, with the request (method, URL with
 * secrets masked), the outcome, the time it took and the signed-in user's id when there is one:
 * Fastify's default writes two, and at the API's rate the second serialisation and write were a
 * measurable share of a read's cost.
 */
export class OneLineRequestLog extends LogController {
  constructor(private readonly requestForLog: RequestForLog) {
    super()
  }

  incomingRequest() {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const userId = request.session?.userId
    const log = reply.log
    if (error) {
      log.error({ req: request, res: reply, responseTime: reply.elapsedTime, userId, err: error }, 'request errored')
      return
    }
    const parts = plainPino(log)
    if (!parts) {
      log.info({ req: request, res: reply, responseTime: reply.elapsedTime, userId }, MESSAGE)
      return
    }
    if (parts.levelVal > LEVEL_INFO) return
    const line = plainLine(parts, this.requestForLog(request), reply.statusCode, reply.elapsedTime, userId)
    ;(parts[pino.symbols.streamSym] as { write(line: string): void }).write(line)
  }
}
