import { type Kysely, sql } from "kysely";
import { engineOf } from "../engine";
import { trackCompanyDataVersion, UNTRACKED_COMPANY_TABLES } from "./portable";

/**
 * Cached results (the carbon analysis, the assessment) are kept until the company's data changes. Until now
 * SQLite's version was the connection's global write count, so a bearer request's "last used" stamp, a session
 * refresh or an upload chunk invalidated every company's cache, and PostgreSQL's change log counted bookkeeping
 * tables too. Now each company has one counter row, bumped by triggers in the writing transaction on every
 * write to its data (any table with a company_id, and `companies` itself) except the bookkeeping tables, on
 * both engines and from every process (the CLI, another app process). It replaces `company_changes`.
 * PostgreSQL takes a row lock on the counter for the rest of a writing transaction: a company's concurrent
 * writes wait for each other, which costs little next to keeping a log that needs compacting.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  if (postgres) {
    // The old change log's triggers go with their functions.
    await sql`DROP FUNCTION IF EXISTS record_company_changes_by_company_id() CASCADE`.execute(db);
    await sql`DROP FUNCTION IF EXISTS record_company_changes_by_id() CASCADE`.execute(db);
    await sql`DROP TABLE IF EXISTS company_changes`.execute(db);
  }
  await db.schema
    .createTable("company_data_versions")
    .addColumn("company_id", "integer", (c) => c.primaryKey())
    .addColumn("version", postgres ? "bigint" : "integer", (c) => c.notNull())
    .execute();
  if (postgres) {
    for (const column of ["company_id", "id"]) {
      // Sorted so that two statements touching the same companies lock their counters in the same order.
      await sql`CREATE FUNCTION ${sql.raw(`bump_company_data_version_by_${column}`)}() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO company_data_versions (company_id, version)
            SELECT DISTINCT ${sql.raw(column)}, 1 FROM changed_rows WHERE ${sql.raw(column)} IS NOT NULL
            ORDER BY 1
          ON CONFLICT (company_id) DO UPDATE SET version = company_data_versions.version + 1;
          RETURN NULL;
        END $$`.execute(db);
    }
  }
  // Existing companies start at a version no cache has seen.
  await sql`INSERT INTO company_data_versions (company_id, version) SELECT id, 1 FROM companies`.execute(db);
  for (const table of await companyTables(db)) await trackCompanyDataVersion(db, table);
  await trackCompanyDataVersion(db, "companies", "id");
}

/** Every table with a company_id column except the bookkeeping ones, on either engine. */
export async function companyTables(db: Kysely<any>): Promise<string[]> {
  const { rows } =
    engineOf(db) === "postgres"
      ? await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'company_id' ORDER BY table_name`.execute(
          db,
        )
      : await sql<{ name: string }>`
          SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND c.name = 'company_id' ORDER BY m.name`.execute(db);
  const untracked: readonly string[] = UNTRACKED_COMPANY_TABLES;
  return rows.map((r) => r.name).filter((name) => !untracked.includes(name));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    await sql`DROP FUNCTION bump_company_data_version_by_company_id() CASCADE`.execute(db);
    await sql`DROP FUNCTION bump_company_data_version_by_id() CASCADE`.execute(db);
  } else {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_data_version'`.execute(db);
    for (const { name } of rows) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropTable("company_data_versions").execute();
}
