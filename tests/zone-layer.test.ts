import { lintProbes, rules, type LintMessage } from './lint-probes'

// One clock and zone layer per side (docs/ARCHITECTURE.md): hand-rolled zone code anywhere else
// fails `npm run lint`, and the layers themselves may do what they exist for.
const HAND_ROLLED = [
  'export const offset = -new Date().getTimezoneOffset()',
  "export const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())",
  "export const time = new Date().toLocaleTimeString('en-GB', { timeZone: 'America/Los_Angeles' })",
  '',
].join('\n')

let results: Record<string, LintMessage[]>

beforeAll(async () => {
  results = await lintProbes({
    serverModule: { filePath: 'server/src/modules/today-tasks/probe.ts', code: HAND_ROLLED },
    serverPlainIntl: { filePath: 'server/src/modules/notifications/probe.ts', code: "export const f = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })\n" },
    serverLayer: { filePath: 'server/src/lib/time/probe.ts', code: HAND_ROLLED },
    clientFeature: { filePath: 'src/features/study-plan/model/probe.ts', code: HAND_ROLLED },
    clientLayer: { filePath: 'src/lib/dates.ts', code: HAND_ROLLED },
  })
}, 200_000)

describe('time zones only through the layer', () => {
  it('refuses the machine offset, zoned formatters and zoned toLocale*String in a server module, naming the layer', () => {
    expect(rules(results.serverModule)).toEqual(['1:zone/layer-only', '2:zone/layer-only', '3:zone/layer-only'])
    expect(results.serverModule[0].message).toContain('server/src/lib/time')
  })

  it('refuses any Intl date formatter on the server outside the layer (the server has no zone of its own)', () => {
    expect(rules(results.serverPlainIntl)).toEqual(['1:zone/layer-only'])
  })

  it('refuses the same in a client feature', () => {
    expect(rules(results.clientFeature)).toEqual(['1:zone/layer-only', '2:zone/layer-only', '3:zone/layer-only'])
    expect(results.clientFeature[0].message).toContain('src/lib/dates.ts')
  })

  it('lets the layers do it', () => {
    expect(results.serverLayer.filter((m) => m.ruleId === 'zone/layer-only')).toEqual([])
    expect(results.clientLayer.filter((m) => m.ruleId === 'zone/layer-only')).toEqual([])
  })
})
