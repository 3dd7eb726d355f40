import { TextDecoder } from 'util'
import fc from 'fast-check'
import { SseParser, type SseEvent } from '../sse'
import { Utf8Decoder } from '../utf8'

const encode = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'))
const text = '解 x² + 2x = 3 😀👨‍👩‍👧 café — ∑ done'

/** Every way of cutting `bytes` in two, and every third byte, and one byte at a time. */
function cuts(bytes: Uint8Array): Uint8Array[][] {
  const out: Uint8Array[][] = []
  for (let i = 0; i <= bytes.length; i++) out.push([bytes.subarray(0, i), bytes.subarray(i)])
  const thirds: Uint8Array[] = []
  for (let i = 0; i < bytes.length; i += 3) thirds.push(bytes.subarray(i, i + 3))
  out.push(thirds, Array.from(bytes, (b) => Uint8Array.of(b)))
  return out
}

describe('UTF-8 decoder (the mini-program has no TextDecoder)', () => {
  it('reassembles Chinese, emoji and combined emoji cut at any byte', () => {
    for (const pieces of cuts(encode(text))) {
      const decoder = new Utf8Decoder()
      expect(pieces.map((p) => decoder.decode(p, { stream: true })).join('') + decoder.decode(new Uint8Array(0))).toBe(text)
    }
  })

  it('turns malformed bytes into U+FFFD like TextDecoder, and a truncated end too', () => {
    const samples = [
      Uint8Array.of(0x61, 0xff, 0x62),
      Uint8Array.of(0xe4, 0xb8, 0x41),
      Uint8Array.of(0xc0, 0xaf),
      Uint8Array.of(0xed, 0xa0, 0x80),
      Uint8Array.of(0xf0, 0x9f, 0x98),
    ]
    for (const bytes of samples) {
      expect(new Utf8Decoder().decode(bytes, { stream: false })).toBe(new TextDecoder().decode(bytes))
    }
  })
})

describe('SSE parser', () => {
  const stream = 'event: meta\ndata: {"a":"中文"}\n\n: ping\n\nevent: delta\ndata: {"text":"😀 x"}\n\r\nevent: delta\r\ndata: line one\r\ndata: line two\r\n\r\ndata: plain\n\n'
  const expected: SseEvent[] = [
    { event: 'meta', data: '{"a":"中文"}' },
    { event: 'delta', data: '{"text":"😀 x"}' },
    { event: 'delta', data: 'line one\nline two' },
    { event: 'message', data: 'plain' },
  ]

  it('reads events, skips pings, joins data lines, accepts \\n, \\r\\n and \\r line ends', () => {
    const events: SseEvent[] = []
    new SseParser((e) => events.push(e)).push(stream)
    expect(events).toEqual(expected)
  })

  it('gives the same events however the bytes are cut, inside characters and events, through the decoder', () => {
    for (const pieces of cuts(encode(stream))) {
      const events: SseEvent[] = []
      const parser = new SseParser((e) => events.push(e))
      const decoder = new Utf8Decoder()
      for (const p of pieces) parser.push(decoder.decode(p, { stream: true }))
      expect(events).toEqual(expected)
    }
  })

  it('drops an event the stream ended before finishing', () => {
    const events: SseEvent[] = []
    const parser = new SseParser((e) => events.push(e))
    parser.push('event: end\ndata: {"partial"')
    parser.end()
    expect(events).toEqual([])
  })
})

describe('UTF-8 decoder, any text cut anywhere (property)', () => {
  it('decodes what Buffer encoded, whatever the chunks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.array(fc.nat(200), { maxLength: 6 }), (s, points) => {
        const bytes = encode(s)
        const at = [...new Set(points.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b)
        const decoder = new Utf8Decoder()
        let out = ''
        let from = 0
        for (const p of [...at, bytes.length]) {
          out += decoder.decode(bytes.subarray(from, p), { stream: true })
          from = p
        }
        return out + decoder.decode(new Uint8Array(0)) === s
      }),
    )
  })
})
