import { EventEmitter } from 'node:events'
import type { FastifyReply } from 'fastify'
import { HEARTBEAT_MS, openSse } from '../../src/modules/tutor/sse'

/** Just enough of a Node response to watch what the stream writes. */
function fakeReply() {
  const res = Object.assign(new EventEmitter(), {
    written: [] as string[],
    head: null as null | { status: number; headers: Record<string, string> },
    writableEnded: false,
    destroyed: false,
    writeHead(status: number, headers: Record<string, string>) {
      res.head = { status, headers }
    },
    flushHeaders() {},
    write(chunk: string) {
      res.written.push(chunk)
      return true
    },
    end() {
      res.writableEnded = true
      res.emit('close')
    },
  })
  const reply = { hijack: jest.fn(), raw: res } as unknown as FastifyReply
  return { reply, res }
}

describe('event stream writer', () => {
  afterEach(() => jest.useRealTimers())

  it('takes the reply over, tells proxies not to buffer, and pings every 15 s until closed', () => {
    jest.useFakeTimers()
    const { reply, res } = fakeReply()
    const sse = openSse(reply)
    expect(reply.hijack).toHaveBeenCalled()
    expect(res.head).toEqual({
      status: 200,
      headers: expect.objectContaining({ 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no', 'Cache-Control': 'no-store, no-transform' }),
    })
    sse.send('delta', { text: 'a\nb "q"' })
    expect(res.written).toEqual(['event: delta\ndata: {"text":"a\\nb \\"q\\""}\n\n'])
    jest.advanceTimersByTime(HEARTBEAT_MS * 2)
    expect(res.written.slice(1)).toEqual([': ping\n\n', ': ping\n\n'])
    sse.end()
    jest.advanceTimersByTime(HEARTBEAT_MS * 2)
    expect(res.written).toHaveLength(3)
    sse.send('delta', { text: 'late' })
    expect(res.written).toHaveLength(3)
  })
})
