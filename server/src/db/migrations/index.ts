import type { Migration } from 'kysely'
import * as init from './20261122-0001-init'

/** Every migration, by name; Kysely runs them in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261122-0001-init': init,
}
