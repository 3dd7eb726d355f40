import fc from 'fast-check'

/**
 * fast-check values for a route's JSON schema: mostly shaped like the schema (so requests get past
 * the first check and reach the handlers), with an edge case from the probe's kinds swapped in at
 * any node. A `Raw` is written into JSON as it is (1e400 is not a JavaScript number).
 */
export class Raw {
  constructor(readonly text: string) {}
}

/** The probe's kinds of edge value. */
export const EDGE_INSTANTS = [
  '2026-06-30T23:59:60Z', // a leap second: valid RFC 3339, no JavaScript date
  '2016-12-31T23:59:60.999+00:00',
  '2026-02-30T10:00:00Z',
  '2026-13-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59',
  '0000-01-01T00:00:00+01:00',
  '+275760-09-13T00:00:00.000Z',
  '2026-06-30T24:00:00Z',
  '2026-06-30T10:00:00',
  '2026-06-30',
]
export const EDGE_NUMBERS = ['1e400', '-1e400', 'Infinity', '-Infinity', 'NaN', '-1', '0', '1.5', '-0', '9007199254740993', '1e21', '0x10']
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'line\r\nbreak\rbare CR',
  '\u202Eevil\u202C \u2066isolate\u2069',
  '\u0007\u001b[31m\u0085\u009f',
  '\uD800',
  '\uDFFFx',
  '%00',
  '%zz',
  '../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧',
  'x'.repeat(5000),
  '{"a":',
]

const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.constantFrom(...EDGE_INSTANTS),
  fc.constantFrom(...EDGE_NUMBERS).map((n) => new Raw(n)),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], new Raw('{"__proto__":{"polluted":1},"constructor":{"prototype":{}}}'), -1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER),
)

type Schema = Record<string, unknown>

const now = Date.now()
const validInstant = fc.integer({ min: -400, max: 400 }).map((h) => new Date(now + h * 3_600_000).toISOString())

function stringFor(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.format === 'date-time') return validInstant
  const minLength = Number(schema.minLength ?? 0)
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 60)
  if (typeof schema.pattern === 'string') {
    try {
      const fits = (s: string) => s.length >= minLength && s.length <= Number(schema.maxLength ?? Infinity)
      // Patterns say nothing of length: pad from the pattern's own output until it fits.
      return fc.array(fc.stringMatching(new RegExp(schema.pattern, 'u')), { minLength: 1, maxLength: 8 }).map((parts) => parts.find(fits) ?? parts.join('').slice(0, maxLength)).filter(fits)
    } catch {
      // A pattern fast-check cannot generate from: plain strings then.
    }
  }
  return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1), unit: fc.oneof(fc.constantFrom('a', '1', ' ', '\n', '\t', '\u0000', '\u202E', '中', '😀'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })) })
}

function numberFor(schema: Schema): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1000
  const inRange = schema.type === 'integer' ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }) : fc.double({ min, max, noNaN: true })
  return inRange
}

/** Values for `schema`: shaped like it most of the time, an edge case sometimes (at any depth). */
export function valueFor(schema: unknown, depth = 0, edges = true): fc.Arbitrary<unknown> {
  const s = (schema ?? {}) as Schema
  const shaped = shapedFor(s, depth, edges)
  return edges ? fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: edgeValue }) : shaped
}

/** A value that passes `schema` (as far as its shape goes): the background for one edge value. */
export const plausibleFor = (schema: unknown) => valueFor(schema, 0, false)

function shapedFor(s: Schema, depth: number, edges: boolean): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const)
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]))
  const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined
  if (branches) return fc.oneof(...branches.map((b) => valueFor(b, depth + 1, edges)))
  switch (s.type) {
    case 'string':
      return stringFor(s)
    case 'integer':
    case 'number':
      return numberFor(s)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const maxLength = Math.min(Number(s.maxItems ?? 3), 3)
      return depth > 4 ? fc.constant([]) : fc.array(valueFor(s.items, depth + 1, edges), { maxLength })
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>
      const required = (s.required ?? []) as string[]
      if (depth > 4) return fc.constant({})
      const model = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, valueFor(sub, depth + 1, edges)]))
      const names = Object.keys(model)
      if (names.length === 0) return fc.constant({})
      // A required field is left out now and then too.
      const drops = edges ? fc.option(fc.constantFrom(...names), { freq: 8 }) : fc.constant(null)
      return fc.tuple(fc.record(model, { requiredKeys: required }), drops).map(([value, drop]) => {
        if (drop) delete (value as Record<string, unknown>)[drop]
        return value
      })
    }
    default:
      return edges ? edgeValue : fc.constant(null)
  }
}

/** JSON text of a generated value; `Raw` parts are written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A query string value: what the generated value looks like once typed into a URL. */
export function toQueryText(value: unknown): string {
  if (value instanceof Raw) return value.text
  if (typeof value === 'string') return value
  return toJsonText(value)
}
