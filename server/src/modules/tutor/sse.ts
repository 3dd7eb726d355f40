import type { FastifyReply } from 'fastify'
import { copySecurityHeaders } from '../../plugins/security-headers'

// Proxies and phone networks drop connections that stay silent for about a minute.
export const HEARTBEAT_MS = 15_000

export interface SseChannel {
  send(event: string, data: unknown): void
  end(): void
  /** The client went away (or end() was called). */
  readonly closed: Promise<void>
}

/**
 * Turns the reply into a `text/event-stream`: Fastify lets go of it (hijack), so every header is
 * set here, including what the usual hooks would add. Events are `event: <name>` plus one
 * `data:` line of JSON (JSON never contains a raw newline); `: ping` comments keep it open.
 */
export function openSse(reply: FastifyReply): SseChannel {
  reply.hijack()
  const res = reply.raw
  // The security headers were set on the reply, which a hijacked answer does not send.
  copySecurityHeaders(reply)
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // The student's question and the tutor's answer: no cache may keep them (no-store), and no
    // proxy may rewrite or compress the stream (no-transform).
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the answer and deliver it all at the end.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  })
  res.flushHeaders()
  const ping = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS)
  const closed = new Promise<void>((resolve) => res.once('close', resolve))
  void closed.then(() => clearInterval(ping))
  return {
    send(event, data) {
      if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    end() {
      clearInterval(ping)
      if (!res.writableEnded) res.end()
    },
    closed,
  }
}
