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
  // Server: SQL in a service file is refused; the same query in the module's repository is fine.
  sqlInService: {
    filePath: 'server/src/modules/school/probe.service.ts',
    code: [
      "import type { DB } from '../../db/database'",
      "export const probe = (db: DB) => db.selectFrom('schools').selectAll().execute()",
      '',
    ].join('\n'),
  },
  sqlInRepository: {
    filePath: 'server/src/modules/school/probe.repository.ts',
    code: [
      "import type { DB } from '../../db/database'",
      "export const probe = (db: DB) => db.selectFrom('schools').selectAll().execute()",
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

describe('server SQL in lint', () => {
  it('refuses a query outside a repository, and accepts it in one', () => {
    expect(rules(results.sqlInService)).toEqual(['2:server-sql/sql-in-repository'])
    expect(results.sqlInRepository).toEqual([])
  })
})
