import { cleanText } from '../../../lib/text'
import { toWall } from '../../../lib/time'

/**
 * RFC 5545 TEXT (§3.3.11): backslash, semicolon and comma escaped; every line break (CRLF, a
 * bare CR or LF) written as `\n`; other control characters, which TEXT may not hold, dropped.
 */
export const escapeText = (s: string) =>
  cleanText(s, 'multiline').replace(/\t/g, ' ').replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n')

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch)
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '')

/** 20260312T190000Z */
export const utcStamp = (instant: string | Date) => `${stamp(new Date(instant))}Z`
/** 20260312T190000: wall-clock time in `zone` (written with TZID=zone). */
export const wallStamp = (instant: string | Date, zone: string) => stamp(toWall(instant, zone))
/** 20260312: the local day in `zone`. */
export const dateStamp = (instant: string | Date, zone: string) => wallStamp(instant, zone).slice(0, 8)
