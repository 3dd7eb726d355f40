import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrator'
import { UsageError, type AdminCommand, type AdminContext } from './command'
import { COMMANDS } from './registry'

function help(out: (line: string) => void, command?: AdminCommand) {
  if (command) return out(`usage: npm run admin -- ${command.usage}\n  ${command.summary}`)
  out('usage: npm run admin -- <command> [arguments]\n')
  const width = Math.max(...COMMANDS.map((c) => c.name.length))
  for (const c of COMMANDS) out(`  ${c.name.padEnd(width)}  ${c.summary}`)
  out('\n`npm run admin -- help <command>` shows its arguments.')
}

/** Runs one command line against `ctx`; answers the process exit code. */
export async function runAdmin(argv: string[], ctx: AdminContext): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === 'help' || name === '--help') {
    help(ctx.out, COMMANDS.find((c) => c.name === rest[0]))
    return name ? 0 : 2
  }
  const command = COMMANDS.find((c) => c.name === name)
  if (!command) {
    ctx.out(`unknown command: ${name}\n`)
    help(ctx.out)
    return 2
  }
  try {
    const { positionals, values } = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true })
    await command.run(ctx, { positionals, values: values as Record<string, string | boolean | undefined> })
    return 0
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      ctx.out(`${(err as Error).message}`)
      help(ctx.out, command)
      return 2
    }
    throw err
  }
}

// `npm run admin -- …`: the same configuration (DATABASE_URL, DATA_DIR) as the server.
if (require.main === module) {
  const config = loadConfig()
  const database = openDatabase(config)
  migrateToLatest(database.db, database.dialect)
    .then(() => runAdmin(process.argv.slice(2), { db: database.db, config, out: (line) => process.stdout.write(`${line}\n`) }))
    .then(
      async (code) => {
        await database.close()
        process.exit(code)
      },
      async (err: unknown) => {
        console.error(err instanceof Error ? err.message : err)
        await database.close()
        process.exit(1)
      },
    )
}
