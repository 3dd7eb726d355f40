import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { DB, DialectName } from './database'
import { migrations } from './migrations'

/** Migrations are bundled with the code (no directory scan), so the same list runs everywhere. */
class BundledMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations)
  }
}

export async function migrateToLatest(db: DB, dialect: DialectName = 'sqlite'): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; on PostgreSQL name ours,
  // or another schema's tables (parallel test runs, a shared server) pass for this one's.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined
  // Features land from parallel branches, so a migration may arrive with an earlier name than
  // one a developer's database already ran; each migration is independent, so run it anyway.
  const migrator = new Migrator({
    db,
    provider: new BundledMigrations(),
    allowUnorderedMigrations: true,
    ...(schema && { migrationTableSchema: schema }),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
