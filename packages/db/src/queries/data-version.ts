import { compiledOnce } from "../compiled-once";
import type { Db } from "../create-db";
import { rawSqliteOf } from "../sqlite-dialect";

// Two statements rather than one `SELECT total_changes(), (SELECT data_version FROM pragma_data_version)`: the
// table-valued pragma opens a virtual table on every run, and the pair costs half as much (1.6 µs against 2.8 µs).
const CHANGES_SQL = "SELECT total_changes()";
const DATA_VERSION_SQL = "PRAGMA data_version";
const COMPANY_VERSION_SQL = "SELECT version FROM company_data_versions WHERE company_id = ?";
type Plucked = { get(): unknown };
const versionStatements = new WeakMap<object, { changes: Plucked; dataVersion: Plucked }>();
const companyStatements = new WeakMap<object, { get(...params: unknown[]): unknown }>();

/**
 * SQLite's whole-database write token, read synchronously on a statement prepared once: any write anywhere
 * changes it (this connection's `total_changes()`, another connection's commit via `data_version`). The session
 * cache uses it (a logout or a role change must show at once); cached results use `dataVersion` below, which
 * bookkeeping writes leave alone. Null on PostgreSQL or inside a transaction.
 */
export function sqliteDataVersionNow(db: Db): string | null {
  // A write transaction's connection is remembered too (inTransaction); its changes are not committed yet.
  const raw = db.isTransaction ? undefined : rawSqliteOf(db);
  if (!raw) return null;
  let statements = versionStatements.get(raw);
  if (!statements) {
    statements = {
      changes: raw.prepare(CHANGES_SQL).pluck(),
      dataVersion: raw.prepare(DATA_VERSION_SQL).pluck(),
    };
    versionStatements.set(raw, statements);
  }
  return `${statements.changes.get()}:${statements.dataVersion.get()}`;
}

/**
 * The company's data version: its counter in `company_data_versions`, which triggers bump in the writing
 * transaction on every write to its data, on both engines and from any process sharing the database
 * (migration 2026-11-26T0400). Bookkeeping writes (a token's "last used", sessions, upload chunks, rate limits)
 * and writes to other companies leave it alone. One primary-key read; on SQLite on a statement prepared once.
 * A company without a row yet (none written since the migration) is at 0.
 */
export async function dataVersion(db: Db, companyId: number): Promise<string> {
  const raw = rawSqliteOf(db);
  // A write that yields to the event loop mid-transaction (an upload's finish) leaves its transaction open on
  // the connection: read through Kysely then, which waits for it to end, never its uncommitted counter.
  if (raw && !raw.inTransaction) {
    let statement = companyStatements.get(raw);
    if (!statement) {
      statement = raw.prepare(COMPANY_VERSION_SQL);
      companyStatements.set(raw, statement);
    }
    const row = statement.get(companyId) as { version: number } | undefined;
    return String(row?.version ?? 0);
  }
  const { rows } = await selectCompanyVersion(db, companyId);
  return String(rows[0]?.version ?? 0);
}

/** Compiled once: every kept read on PostgreSQL runs it. */
const selectCompanyVersion = compiledOnce((db, companyId) =>
  db
    .selectFrom("company_data_versions")
    .select("version")
    .where("company_id", "=", companyId as number),
);
