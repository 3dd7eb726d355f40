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

// Characters that draw nothing: spaces of every width, zero-width spaces and joiners, the word
// joiner and invisible operators, the soft hyphen, the BOM, Hangul and Braille fillers, variation
// selectors and tag characters. Inside a text they matter (a family emoji is three faces joined
// by U+200D); a text made only of them is blank, though JavaScript's \s misses most of them.
const INVISIBLE_ONLY = /^[\s\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}]*$/u

/**
 * The text with what `kind` does not allow removed; lone surrogates become U+FFFD. A text that
 * shows nothing (only spaces and invisible characters) becomes empty, so a required field's
 * `minLength` refuses it as missing, like an empty one: a nickname or a feedback of zero-width
 * spaces would otherwise pass every check and show as a blank.
 */
export function cleanText(value: string, kind: TextKind): string {
  if (kind === 'raw') return value
  const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD')
  const clean = kind === 'line' ? wellFormed.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '') : wellFormed.replace(LINE_BREAKS, '\n').replace(CONTROLS, '')
  return INVISIBLE_ONLY.test(clean) ? '' : clean
}

/**
 * Characters as the API's schemas count them (ajv's maxLength: Unicode code points), so a service
 * that checks a length again agrees with the schema: `'😀'.length` is 2 UTF-16 units but one
 * character, and a title of 60 emoji passes the schema's 100.
 */
export function charLength(value: string): number {
  let n = 0
  for (const _ of value) n++
  return n
}
