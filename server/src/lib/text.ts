/**
 * What a text field may hold. Control characters (C0 but tab and newline, DEL, C1) and the
 * bidirectional embeddings, overrides and isolates never reach the database: they hide or
 * reorder what a reader sees (a title that displays differently from what it says), break
 * exports, and PostgreSQL refuses NUL outright. Newlines stay only in multi-line fields.
 *
 * - `line` (the default of every string in a request): one line; newlines and tabs become spaces.
 * - `multiline`: notes, questions, feedback; newlines kept (CRLF and CR become LF), tabs kept.
 * - `raw`: passwords, which are only ever hashed and must be compared exactly as typed.
 */
export type TextKind = 'line' | 'multiline' | 'raw'

const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g
// Half of a UTF-16 pair without its other half: not a character in any encoding.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The text with what `kind` does not allow removed; lone surrogates become U+FFFD. */
export function cleanText(value: string, kind: TextKind): string {
  if (kind === 'raw') return value
  const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD')
  if (kind === 'line') return wellFormed.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '')
  return wellFormed.replace(LINE_BREAKS, '\n').replace(CONTROLS, '')
}
