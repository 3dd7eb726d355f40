/** One server-sent event: its name (`message` when none was given) and its data lines joined. */
export interface SseEvent {
  event: string
  data: string
}

/**
 * An incremental `text/event-stream` parser (the WHATWG rules we need): text arrives in pieces
 * cut anywhere, even between the `\r` and `\n` of a line end; comments (`: ping`) are skipped.
 */
export class SseParser {
  private buffer = ''
  private event = ''
  private data: string[] = []
  private started = false

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(text: string): void {
    if (!this.started && text) {
      this.started = true
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    }
    this.buffer += text
    let start = 0
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i]
      if (ch !== '\n' && ch !== '\r') continue
      // A \r at the very end may be the first half of \r\n: wait for the next piece.
      if (ch === '\r' && i === this.buffer.length - 1) break
      this.line(this.buffer.slice(start, i))
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++
      start = i + 1
    }
    this.buffer = this.buffer.slice(start)
  }

  /** The stream ended: an event without its blank line is dropped, as the spec says. */
  end(): void {
    this.buffer = ''
    this.event = ''
    this.data = []
  }

  private line(line: string) {
    if (line === '') {
      if (this.data.length > 0) this.onEvent({ event: this.event || 'message', data: this.data.join('\n') })
      this.event = ''
      this.data = []
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    let value = colon < 0 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') this.event = value
    else if (field === 'data') this.data.push(value)
  }
}
