import { sql } from "kysely";
import type { Db } from "../create-db";
import { engineOf } from "../engine";
import { rawSqliteOf } from "../sqlite-dialect";

const SQLITE_VERSION_SQL = "SELECT total_changes() AS t, (SELECT data_version FROM pragma_data_version) AS v";
const versionStatements = new WeakMap<object, { get(): unknown }>();

/**
 * The SQLite token below, read synchronously on a statement prepared once (no query building: it is read on
 * every cached request and every session check); null on PostgreSQL or inside a transaction.
 */
export function sqliteDataVersionNow(db: Db): string | null {
  const raw = rawSqliteOf(db);
  if (!raw) return null;
  let statement = versionStatements.get(raw);
  if (!statement) {
    statement = raw.prepare(SQLITE_VERSION_SQL);
    versionStatements.set(raw, statement);
  }
  const row = statement.get() as { t: number; v: number };
  return `${row.t}:${row.v}`;
}

/**
 * A token that changes whenever a company's data may have changed, read from the database itself so that
 * every process sharing it agrees (never process-local state).
 * - SQLite (one app process): `total_changes()` counts this connection's writes and `data_version` changes
 *   when another connection commits (the CLI). Any write anywhere changes it.
 * - PostgreSQL (several app processes): the (count, max id) of the company's committed rows in
 *   `company_changes`, which triggers append to on every write statement to its rows (migration
 *   2026-11-25T0500). Every commit that touched the company adds a row (the count grows), and compaction
 *   (below) adds a row with a higher id than any it removes (the max grows), so a pair never comes back.
 *   Writes to other companies, sessions and rate limits leave it alone.
 */
export async function dataVersion(db: Db, companyId: number): Promise<string> {
  if (engineOf(db) === "postgres") {
    const { rows } = await sql<{ n: number; m: number | null }>`
      SELECT count(*) AS n, max(id) AS m FROM company_changes WHERE company_id = ${companyId}`.execute(db);
    return `${rows[0]?.n}:${rows[0]?.m}`;
  }
  const now = sqliteDataVersionNow(db);
  if (now !== null) return now;
  const { rows } = await sql<{ t: number; v: number }>`
    SELECT total_changes() AS t, (SELECT data_version FROM pragma_data_version) AS v`.execute(db);
  return `${rows[0]?.t}:${rows[0]?.v}`;
}

/**
 * Keeps `company_changes` small (PostgreSQL; a no-op on SQLite): for each company with more than one row,
 * replaces its committed rows with one new row, whose id is higher than any removed, so each compacted company's version moves on rather
 * than repeating an earlier (count, max). Rows of transactions still open are invisible here and survive.
 * Returns how many rows it removed.
 */
export async function compactCompanyChanges(db: Db): Promise<number> {
  if (engineOf(db) !== "postgres") return 0;
  const { rows } = await sql<{ removed: number }>`
    WITH latest AS (
      SELECT company_id, max(id) AS id FROM company_changes GROUP BY company_id HAVING count(*) > 1
    ),
    gone AS (
      DELETE FROM company_changes c USING latest l
      WHERE c.company_id = l.company_id AND c.id <= l.id
      RETURNING c.company_id
    ),
    appended AS (INSERT INTO company_changes (company_id) SELECT DISTINCT company_id FROM gone RETURNING 1)
    SELECT (SELECT count(*) FROM gone) AS removed, (SELECT count(*) FROM appended) AS appended`.execute(db);
  return rows[0]?.removed ?? 0;
}
