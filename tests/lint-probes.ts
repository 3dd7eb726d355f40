import { execFile } from 'node:child_process'
import path from 'node:path'

// Source texts linted through the real ESLint with the project's config, each as if it were a
// file written at its path. One ESLint process for all probes (loading the config and the
// type-aware resolver is the slow part).
const ROOT = path.resolve(__dirname, '..')

export interface LintMessage {
  ruleId: string | null
  message: string
  line: number
}

export type Probes = Record<string, { filePath: string; code: string }>

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

export async function lintProbes(probes: Probes): Promise<Record<string, LintMessage[]>> {
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', SCRIPT, JSON.stringify(probes)], { cwd: ROOT, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 }, (error, out) =>
      error ? reject(error) : resolve(out),
    )
  })
  return JSON.parse(stdout)
}

/** "line:rule" of each message, to compare as a list. */
export const rules = (messages: LintMessage[]) => messages.map((m) => `${m.line}:${m.ruleId}`)
