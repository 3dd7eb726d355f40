import type { Config } from '../config'
import type { DB } from '../db/database'

/** What every command gets: the database, the configuration, and somewhere to print. */
export interface AdminContext {
  db: DB
  config: Config
  out(line: string): void
}

export interface AdminCommand {
  name: string
  /** One line for the command list. */
  summary: string
  /** Arguments and options, shown by `help <command>`. */
  usage: string
  /** Options as for node:util parseArgs; positionals are always allowed. */
  options?: Record<string, { type: 'string' | 'boolean'; short?: string }>
  run(ctx: AdminContext, args: { positionals: string[]; values: Record<string, string | boolean | undefined> }): Promise<void>
}

/** Thrown for wrong usage: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}
