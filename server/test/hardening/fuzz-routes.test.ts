import fc from 'fast-check'
import { TEST_DIALECT } from '../helpers'
import { startHarness, type FuzzHarness } from './fuzz/harness'
import { requestFor } from './fuzz/requests'

/**
 * Every registered route, read from the app itself (a new route is fuzzed the day it lands),
 * gets requests generated from its own schema with the probe's kinds of edge input at random
 * places: broken bodies and multipart, odd URL encodings and NULs, wrong content types, control
 * characters, bad tokens, languages and time zones. Whatever comes in: never a 5xx, always the
 * `{code,msg,data}` envelope with a catalogue code on an error, and nothing written on a 4xx.
 * probe-kinds.test.ts puts each edge value in each field deterministically.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 8)

describe(`every route under fuzzed input (${TEST_DIALECT})`, () => {
  let h: FuzzHarness

  beforeAll(async () => {
    h = await startHarness()
  })

  afterAll(async () => {
    await h?.close()
  })

  it('answers every route with the envelope, never a 5xx, and writes nothing on a 4xx', async () => {
    expect(h.routes.length).toBeGreaterThan(100)
    expect(h.counter.tables.length).toBeGreaterThan(15)
    const failures: string[] = []
    const started = Date.now()
    for (const route of h.routes) {
      const property = fc.asyncProperty(requestFor(route), async (req) => {
        if (req.headers.authorization === 'SESSION') req.headers.authorization = h.bearer()
        await h.send(req)
      })
      try {
        await fc.assert(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: true })
      } catch (err) {
        failures.push(`${route.method} ${route.url}: ${(err as Error).message.split('\n').slice(0, 8).join(' | ')}`)
      }
    }
    const requests = Object.values(h.statuses).reduce((a, b) => a + b, 0)
    console.info(`fuzz (${TEST_DIALECT}): ${h.routes.length} routes, ${requests} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(h.statuses)}`)
    expect(failures).toEqual([])
  }, 600_000)
})
