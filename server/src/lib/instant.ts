import { AppError } from '../errors'

/**
 * RFC 3339 date-time with seconds and an offset, the only shape an instant may take in the API.
 * Second 60 (a leap second) is valid RFC 3339 but JavaScript dates cannot hold it, so it is not
 * accepted: the schema check and every service use `toInstantMs`, so a value that passes the
 * schema can always be computed with.
 */
const DATE_TIME =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.\d{1,9})?(?:Z|([+-])([01]\d|2[0-3]):?([0-5]\d))$/i

const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
const daysIn = (year: number, month: number) => (month === 2 ? (leap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31)

// Instants are stored as ISO text with a four-digit year (it sorts as text); an offset can push
// 0000-01-01 or 9999-12-31 past that.
const FIRST_MS = Date.parse('0000-01-01T00:00:00.000Z')
const LAST_MS = Date.parse('9999-12-31T23:59:59.999Z')

/** Milliseconds since the epoch, or NaN when `value` is not an instant we can represent. */
export function toInstantMs(value: string): number {
  const m = DATE_TIME.exec(value)
  if (!m) return Number.NaN
  const [, y, mo, d] = m
  // 2026-02-30 matches the pattern; Date.parse would roll it over to March.
  if (Number(d) > daysIn(Number(y), Number(mo))) return Number.NaN
  const ms = Date.parse(value)
  return ms >= FIRST_MS && ms <= LAST_MS ? ms : Number.NaN
}

/** True for an instant the server can compute with (the `date-time` format of every schema). */
export const isInstant = (value: string): boolean => Number.isFinite(toInstantMs(value))

/** The instant as UTC ISO text (how the database stores it); a 400 naming `field` otherwise. */
export function parseInstant(value: string, field: string): string {
  const ms = toInstantMs(value)
  if (!Number.isFinite(ms)) throw new AppError('VALIDATION', { field })
  return new Date(ms).toISOString()
}
