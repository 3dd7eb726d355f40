import { lintProbes, rules, type LintMessage, type Probes } from './lint-probes'

// The lint zones of docs/ARCHITECTURE.md, exercised through the real ESLint with the project's
// config: each probe is linted as if it were a file written at its path.
const PROBES: Probes = {
  deep: {
    filePath: 'src/features/vip/probe.ts',
    code: [
      "import { useProposal } from '@/features/study-plan/model/use-proposal'",
      "import { InviteDialog } from '../activation/components/InviteDialog'",
      'export const probe = [useProposal, InviteDialog]',
      '',
    ].join('\n'),
  },
  surface: {
    filePath: 'src/features/vip/probe.ts',
    code: [
      "import { useProposal } from '@/features/study-plan'",
      "import { useOrderWatch } from './use-order-watch'",
      'export const probe = [useProposal, useOrderWatch]',
      '',
    ].join('\n'),
  },
  // auth already uses statements (the agreement check); statements using auth closes the loop.
  cycle: { filePath: 'src/features/statements/probe.ts', code: "import { sendSmsCode } from '@/features/auth'\nexport const probe = sendSmsCode\n" },
  route: {
    filePath: 'src/pages/vip/probe.ts',
    code: [
      "import { VipPage } from '@/features/vip/pages/VipPage'",
      "import { usePlanStore } from '@/features/study-plan/store'",
      'export const probe = [VipPage, usePlanStore]',
      '',
    ].join('\n'),
  },
}

let results: Record<string, LintMessage[]>

beforeAll(async () => {
  results = await lintProbes(PROBES)
}, 200_000)

describe('feature boundaries in lint', () => {
  it('refuses a deep import into another feature, by alias or by relative path', () => {
    expect(rules(results.deep)).toEqual(['1:boundaries/dependencies', '2:boundaries/dependencies'])
    expect(results.deep[0].message).toContain('public surface')
  })

  it("accepts another feature's public surface and a feature's own files", () => {
    expect(results.surface).toEqual([])
  })

  it('refuses an import that closes a cycle between features, naming it', () => {
    expect(rules(results.cycle)).toEqual(['1:local/feature-cycles'])
    expect(results.cycle[0].message).toContain('statements -> auth -> statements')
  })

  it('lets a route load a page component by path, but nothing else inside a feature', () => {
    expect(rules(results.route)).toEqual(['2:boundaries/dependencies'])
  })
})
