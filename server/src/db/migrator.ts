import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { DB } from './database'
import { migrations } from './migrations'

/** Migrations are bundled with the code (no directory scan), so the same list runs everywhere. */
class BundledMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations)
  }
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  // Features land from parallel branches, so a migration may arrive with an earlier name than
  // one a developer's database already ran; each migration is independent, so run it anyway.
  const migrator = new Migrator({ db, provider: new BundledMigrations(), allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
