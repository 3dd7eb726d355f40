/**
 * Typed reads from WeChat Pay JSON: every field we rely on is checked, and a wrong one is named
 * in the error (whose catalogue name depends on where the JSON came from).
 */
export type Fail = (detail: string) => never

export interface Fields {
  string(name: string): string
  optionalString(name: string): string | null
  /** A positive (or, with `allowZero`, non-negative) safe integer: fen are never fractional. */
  fen(name: string, allowZero?: boolean): number
  optionalFen(name: string): number | null
  /** RFC 3339 with offset, e.g. 2018-06-08T10:34:56+08:00. */
  optionalTime(name: string): Date | null
  oneOf<T extends string>(name: string, allowed: readonly T[]): T
  object(name: string): Fields
  optionalObject(name: string): Fields | null
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

export function fields(value: unknown, fail: Fail, path = ''): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${path || 'body'} is not an object`)
  const obj = value as Record<string, unknown>
  const at = (name: string) => (path ? `${path}.${name}` : name)
  const self: Fields = {
    string(name) {
      const v = obj[name]
      if (typeof v !== 'string' || v === '') fail(`${at(name)} missing or not a string`)
      return v as string
    },
    optionalString(name) {
      return obj[name] === undefined || obj[name] === null || obj[name] === '' ? null : self.string(name)
    },
    fen(name, allowZero = false) {
      const v = obj[name]
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || (v === 0 && !allowZero)) {
        fail(`${at(name)} is not a valid amount in fen`)
      }
      return v as number
    },
    optionalFen(name) {
      return obj[name] === undefined || obj[name] === null ? null : self.fen(name, true)
    },
    optionalTime(name) {
      const v = self.optionalString(name)
      if (v === null) return null
      const time = new Date(v)
      if (!RFC3339.test(v) || Number.isNaN(time.getTime())) fail(`${at(name)} is not an RFC 3339 time`)
      return time
    },
    oneOf(name, allowed) {
      const v = self.string(name)
      if (!(allowed as readonly string[]).includes(v)) fail(`${at(name)} has unexpected value ${v}`)
      return v as (typeof allowed)[number]
    },
    object(name) {
      return fields(obj[name], fail, at(name))
    },
    optionalObject(name) {
      return obj[name] === undefined || obj[name] === null ? null : self.object(name)
    },
  }
  return self
}

/** Parses JSON text into Fields, failing (not throwing SyntaxError) on bad JSON. */
export function parseFields(text: string, fail: Fail): Fields {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Expected: the provider's body: not JSON is a malformed notification.
    fail('body is not valid JSON')
  }
  return fields(parsed, fail)
}
