import { sql } from "kysely";
import type { Db } from "../create-db";
import { engineOf } from "../engine";

/**
 * A token that changes whenever data this connection can see may have changed, read from the database itself so
 * that every process sharing it agrees (never process-local state).
 * - SQLite: `total_changes()` counts this connection's writes and `data_version` changes when another
 *   connection commits (the CLI, a second process).
 * - PostgreSQL: the current MVCC snapshot (`xmin:xmax:in-progress xids`). Two statements with the same
 *   snapshot see exactly the same committed rows, and any commit of a writing transaction changes it, so a
 *   result cached under it is fresh for every app process on the database.
 */
export async function databaseVersion(db: Db): Promise<string> {
  if (engineOf(db) === "postgres") {
    const { rows } = await sql<{ s: string }>`SELECT pg_current_snapshot()::text AS s`.execute(db);
    return rows[0]?.s ?? "";
  }
  const { rows } = await sql<{ t: number; v: number }>`
    SELECT total_changes() AS t, (SELECT data_version FROM pragma_data_version) AS v`.execute(db);
  return `${rows[0]?.t}:${rows[0]?.v}`;
}
