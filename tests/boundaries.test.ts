import { execFile } from 'node:child_process'
import path from 'node:path'

// The lint zones of docs/ARCHITECTURE.md, exercised through the real ESLint with the project's
// config: each probe is linted as if it were a file written at its path. One ESLint process for
// all probes (loading the config and the type-aware resolver is the slow part).
const ROOT = path.resolve(__dirname, '..')

interface Message {
  ruleId: string | null
  message: string
  line: number
}

const PROBES: Record<string, { filePath: string; code: string }> = {
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

const SCRIPT = `
const { ESLint } = await import('eslint')
const probes = JSON.parse(process.argv[1])
const eslint = new ESLint({ cwd: process.cwd() })
const out = {}
for (const [name, { filePath, code }] of Object.entries(probes)) {
  const [result] = await eslint.lintText(code, { filePath })
  out[name] = result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line }))
}
process.stdout.write(JSON.stringify(out))
`

let results: Record<string, Message[]>

beforeAll(async () => {
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', SCRIPT, JSON.stringify(PROBES)], { cwd: ROOT, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 }, (error, out) =>
      error ? reject(error) : resolve(out),
    )
  })
  results = JSON.parse(stdout)
}, 200_000)

const rules = (messages: Message[]) => messages.map((m) => `${m.line}:${m.ruleId}`)

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
