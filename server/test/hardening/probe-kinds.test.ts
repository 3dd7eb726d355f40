import fc from 'fast-check'
import { ERRORS } from '@contract/errors'
import type { RouteEntry } from '../../src/plugins/input-policy'
import { TEST_DIALECT } from '../helpers'
import { startHarness, type FuzzHarness } from './fuzz/harness'
import { encode } from './fuzz/requests'
import { EDGE_INSTANTS, plausibleFor, Raw, toJsonText, toQueryText } from './fuzz/schema-arbitrary'

/**
 * The outside probe's kinds of input, each put in each field of each route (the other fields
 * plausible, so the edge value is what gets judged): instants that no date can hold, numbers that
 * are not finite or out of bounds, control characters, lone surrogates, oversize text. Never a 5xx,
 * always the envelope, nothing written on a 4xx; an instant or a number that cannot be represented
 * is a 400 that names its field.
 */
type Schema = { type?: string; format?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; required?: string[] }

const NUMBERS = ['Infinity', '-Infinity', '1e400', '-1e400', 'NaN', '1.5', '99999999999999999999']
const STRINGS = ['\u0000', 'a\u202Eb\u2066', 'x\r\ny\rz', '\uD800', 'x'.repeat(5000), '%00']

/** The leaf kinds a field accepts (through unions: `Union([Instant, Null])` is an instant field). */
function kindsOf(schema: Schema): Set<string> {
  const kinds = new Set<string>()
  for (const s of schema.anyOf ?? [schema]) {
    if (s.format === 'date-time') kinds.add('instant')
    else if (s.type === 'integer' || s.type === 'number') kinds.add('number')
    else if (s.type === 'string') kinds.add('string')
  }
  return kinds
}

interface Case {
  field: string
  value: unknown
  /** An instant or number that cannot be represented: the answer must be a 400 naming the field. */
  unrepresentable: boolean
}

function casesFor(properties: Record<string, Schema>): Case[] {
  const cases: Case[] = []
  for (const [field, schema] of Object.entries(properties)) {
    const kinds = kindsOf(schema)
    if (kinds.has('instant')) for (const v of EDGE_INSTANTS) cases.push({ field, value: v, unrepresentable: !kinds.has('string') })
    if (kinds.has('number')) for (const v of NUMBERS) cases.push({ field, value: new Raw(v), unrepresentable: !/^(1\.5|9+)$/.test(v) })
    if (kinds.has('string') && !kinds.has('instant')) for (const v of STRINGS) cases.push({ field, value: v, unrepresentable: false })
    cases.push({ field, value: null, unrepresentable: false }, { field, value: [], unrepresentable: false })
  }
  return cases
}

function requestsFor(route: RouteEntry, bearer: string) {
  const out: { req: { method: string; url: string; headers: Record<string, string>; payload?: string }; c: Case }[] = []
  const headers = { authorization: bearer, 'accept-language': 'en', platform: 'h5' }
  const url = route.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'index.html')
  for (const part of ['querystring', 'body'] as const) {
    const schema = route.schema[part] as Schema | undefined
    if (!schema?.properties) continue
    // Only the required fields around the edge value: an optional one (a cursor) must not be refused first.
    const [sample] = fc.sample(plausibleFor(schema), { numRuns: 1, seed: 14 }) as Record<string, unknown>[]
    const base = Object.fromEntries(Object.entries(sample).filter(([k]) => schema.required?.includes(k)))
    for (const c of casesFor(schema.properties)) {
      const value = { ...base, [c.field]: c.value }
      if (part === 'body') {
        out.push({ c, req: { method: route.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: toJsonText(value) } })
      } else {
        // Raw JSON text of arrays and nulls would be a string here: send the query's own forms.
        const pairs = Object.entries(value).flatMap(([k, v]) => (Array.isArray(v) ? [] : [[k, v === null ? '' : toQueryText(v)]]))
        const query = pairs.map(([k, v]) => `${k}=${encode(String(v))}`).join('&')
        out.push({ c, req: { method: route.method, url: `${url}?${query}`, headers: { ...headers } } })
      }
    }
  }
  return out
}

describe(`the probe's kinds of input in every field (${TEST_DIALECT})`, () => {
  let h: FuzzHarness

  beforeAll(async () => {
    h = await startHarness()
  })

  afterAll(async () => {
    await h?.close()
  })

  it('never answers 5xx or without the envelope, and refuses what it cannot represent by name', async () => {
    const failures: string[] = []
    const started = Date.now()
    let sent = 0
    for (const route of h.routes) {
      for (const { req, c } of requestsFor(route, h.bearer())) {
        req.headers.authorization = h.bearer()
        sent++
        try {
          const res = await h.send(req)
          if (c.unrepresentable && res.statusCode !== 401 && res.statusCode !== 403) {
            const body = JSON.parse(res.body) as { code: number; msg: string }
            if (res.statusCode !== 400 || (body.code === ERRORS.VALIDATION.code && !body.msg.includes(c.field))) {
              failures.push(`${route.method} ${route.url} ${c.field}=${String(c.value instanceof Raw ? c.value.text : c.value)}: ${res.statusCode} ${res.body.slice(0, 120)}`)
            }
          }
        } catch (err) {
          failures.push(`${route.method} ${route.url} ${c.field}: ${(err as Error).message}`)
        }
      }
    }
    console.info(`probe kinds (${TEST_DIALECT}): ${sent} requests in ${Date.now() - started} ms`)
    expect(sent).toBeGreaterThan(500)
    expect(failures).toEqual([])
  }, 600_000)
})
