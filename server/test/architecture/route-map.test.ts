import { allRoutes, ENDPOINTS, OUTSIDE_THE_MAP, ROUTES } from '@contract/routes'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'

/**
 * Every registered route as "METHOD path", read from Fastify's own route tree (printRoutes with
 * full paths), so a route registered any way at all (defineRoute, app.get, a plugin) is seen.
 */
function registeredRoutes(ctx: TestContext): string[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false })
  const found: string[] = []
  const stack: { depth: number; path: string }[] = []
  for (const line of tree.split('\n')) {
    const m = /^([\s│]*)(?:[├└]── )(\S+)(?: \(([^)]*)\))?/.exec(line)
    if (!m) continue
    const depth = m[1].length
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop()
    const path = (stack.length ? stack[stack.length - 1].path : '') + m[2]
    stack.push({ depth, path })
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== '-' && method !== 'HEAD' && method !== 'OPTIONS') found.push(`${method} ${path}`)
    }
  }
  return found
}

describe(`the route map (contract/routes) is what the server serves (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx?.close())

  it('registers every route of the map with its method', () => {
    const missing = allRoutes().filter((r) => !ctx.app.hasRoute({ method: r.method, url: r.path }))
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([])
  })

  it('serves no /api/ route that is neither in the map nor in its written exceptions', () => {
    const known = new Set([...allRoutes(), ...OUTSIDE_THE_MAP].map((r) => `${r.method} ${r.path}`))
    const api = registeredRoutes(ctx).filter((r) => r.split(' ')[1].startsWith('/api/'))
    // The reading of the tree works: it finds the routes it must (else the next line proves nothing).
    expect(api).toEqual(expect.arrayContaining([`GET ${ROUTES.todayTasks.list.path}`, `DELETE ${ROUTES.chat.unmarkMistake.path}`]))
    expect(api.filter((r) => !known.has(r))).toEqual([])
  })

  it('lists each exception once, and every exception is really served', () => {
    const outside = OUTSIDE_THE_MAP.map((r) => `${r.method} ${r.path}`)
    expect(new Set(outside).size).toBe(outside.length)
    expect(OUTSIDE_THE_MAP.filter((r) => !ctx.app.hasRoute({ method: r.method as 'GET', url: r.path }))).toEqual([])
  })

  it('has one route per method and path, the same as the plain table the client carries', () => {
    const mapped = allRoutes().map((r) => `${r.method} ${r.path}`)
    const table = Object.values(ENDPOINTS).flatMap((area) => Object.values(area).map((e) => `${e.method} ${e.path}`))
    expect(new Set(mapped).size).toBe(mapped.length)
    expect([...mapped].sort()).toEqual([...table].sort())
  })
})
