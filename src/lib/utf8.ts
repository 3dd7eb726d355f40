/**
 * A streaming UTF-8 decoder for runtimes without TextDecoder (the mini-program): bytes of a
 * character split across chunks are kept until the rest arrives. Malformed input becomes U+FFFD,
 * as TextDecoder would.
 */
export class Utf8Decoder {
  private pending: number[] = []

  decode(chunk: Uint8Array, options: { stream?: boolean } = {}): string {
    const bytes = this.pending.length > 0 ? concat(this.pending, chunk) : chunk
    this.pending = []
    const units: number[] = []
    let out = ''
    let i = 0
    while (i < bytes.length) {
      const b = bytes[i]
      if (b < 0x80) {
        units.push(b)
        i++
      } else {
        const need = b >= 0xf0 && b <= 0xf4 ? 3 : b >= 0xe0 ? 2 : b >= 0xc2 && b < 0xe0 ? 1 : -1
        if (need < 0) {
          units.push(0xfffd)
          i++
        } else {
          const valid = validTail(bytes, i, need)
          if (valid === 'short') {
            if (options.stream === false) units.push(0xfffd)
            else this.pending = Array.from(bytes.subarray(i))
            break
          }
          if (typeof valid === 'number') {
            // One U+FFFD for the lead and the continuation bytes that were fine (WHATWG "maximal subpart").
            units.push(0xfffd)
            i += 1 + valid
          } else {
            let cp = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07)
            for (let k = 1; k <= need; k++) cp = (cp << 6) | (bytes[i + k] & 0x3f)
            if (cp > 0xffff) {
              cp -= 0x10000
              units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff))
            } else units.push(cp)
            i += need + 1
          }
        }
      }
      if (units.length >= 8192) out += String.fromCharCode(...units.splice(0))
    }
    return out + String.fromCharCode(...units)
  }
}

function concat(head: number[], tail: Uint8Array): Uint8Array {
  const all = new Uint8Array(head.length + tail.length)
  all.set(head)
  all.set(tail, head.length)
  return all
}

/**
 * Checks the continuation bytes of the sequence starting at `at` (shortest form, no surrogates):
 * 'ok', 'short' (the chunk ends first), or how many continuation bytes were fine before a bad one.
 */
function validTail(bytes: Uint8Array, at: number, need: number): 'ok' | 'short' | number {
  const lead = bytes[at]
  for (let k = 1; k <= need; k++) {
    if (at + k >= bytes.length) return 'short'
    const c = bytes[at + k]
    if ((c & 0xc0) !== 0x80) return k - 1
    if (k === 1) {
      if ((lead === 0xe0 && c < 0xa0) || (lead === 0xed && c > 0x9f) || (lead === 0xf0 && c < 0x90) || (lead === 0xf4 && c > 0x8f)) return 0
    }
  }
  return 'ok'
}
