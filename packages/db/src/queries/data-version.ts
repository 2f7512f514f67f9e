import { sql } from "kysely";
import type { Db } from "../create-db";

/**
 * A token that changes after any write to the database: `total_changes()` counts this connection's writes
 * and `data_version` changes when another connection commits (the CLI, a second process). SQLite-specific,
 * hence here; a PostgreSQL port would answer with a transaction-id watermark instead.
 */
export async function databaseVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ t: number; v: number }>`
    SELECT total_changes() AS t, (SELECT data_version FROM pragma_data_version) AS v`.execute(db);
  return `${rows[0]?.t}:${rows[0]?.v}`;
}
