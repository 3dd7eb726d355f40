import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely'

interface ColumnRow {
  table: string
  kind: string
  schema: string
  column: string
  type: string
  type_schema: string
  not_null: boolean
  has_default: boolean
  serial: boolean
  comment: string | null
}

/**
 * Kysely's PostgreSQL introspector, limited to the connection's own schema (`current_schema()`).
 * The migrator asks it whether its bookkeeping tables exist, and Kysely's own lists every table of
 * every schema on the server, calling `pg_get_serial_sequence` on each column: on a server shared
 * with other schemas that cost grows with all of them, and a schema dropped meanwhile (parallel test
 * files each use one and drop it at the end) made another app's start fail with "relation
 * t_….scheduled_jobs does not exist". Our tables live in one schema, the one `search_path` names.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas()
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, ns.nspname as schema, a.attname as "column",
        typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) is not null as serial,
        col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db)
    const internal = new Set<string>([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE])
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>()
    for (const r of rows) {
      if (!options.withInternalKyselyTables && internal.has(r.table)) continue
      let table = tables.get(r.table)
      if (!table) tables.set(r.table, (table = { name: r.table, isView: r.kind === 'v', schema: r.schema, columns: [] }))
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        isAutoIncrementing: r.serial,
        hasDefaultValue: r.has_default,
        ...(r.comment !== null && { comment: r.comment }),
      })
    }
    return [...tables.values()]
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}

/** PostgreSQL as Kysely speaks it, with the introspector above. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db)
  }
}
