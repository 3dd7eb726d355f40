import { TextDecoderStream, TextEncoderStream, TransformStream } from 'node:stream/web'
import { createParser, type EventSourceParser } from 'eventsource-parser'

/**
 * A `fetch` for the openai client that drops server-sent events carrying no data. The SSE
 * standard never dispatches such an event (keep-alives like `event: ping` with an empty line
 * after it), but the client parses every event's data as JSON and ends a good answer with a
 * SyntaxError on them. Events are re-parsed by eventsource-parser (the standard's algorithm,
 * split lines and characters handled) and passed on unchanged otherwise, one as soon as it ends.
 */
export function withoutEmptyEvents(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init)
    if (!res.body || !res.headers.get('content-type')?.includes('text/event-stream')) return res
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    const body = (res.body as unknown as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream() as never)
      .pipeThrough(dataEventsOnly() as never)
      .pipeThrough(new TextEncoderStream() as never)
    return new Response(body as never, { status: res.status, statusText: res.statusText, headers })
  }
}

function dataEventsOnly(): TransformStream<string, string> {
  let parser: EventSourceParser
  return new TransformStream<string, string>({
    start(controller) {
      parser = createParser({
        onEvent: (event) => {
          if (event.data === '') return
          const type = event.event ? `event: ${event.event}\n` : ''
          controller.enqueue(`${type}${event.data.replace(/^/gm, 'data: ')}\n\n`)
        },
      })
    },
    transform(chunk) {
      parser.feed(chunk)
    },
    flush() {
      // An event the stream did not close with a blank line is passed on, as the client would read it.
      parser.reset({ consume: true })
    },
  })
}
