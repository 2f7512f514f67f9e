/** Shared by bench/scale.ts and its server children: replaying recorded SQL, the raw insert loop. */
import { INSERT_ACTIVITY_SQL, insertActivityRows } from "@esg/db";
import type { EmissionRecord } from "@esg/domain";
import type Database from "better-sqlite3";

export type RecordedStatement = { sql: string; params: unknown[]; method: "all" | "get" | "run" | "iterate" };

/** Runs recorded statements on statements prepared once (better-sqlite3's fastest path). */
export function replayer(sqlite: Database.Database, statements: readonly RecordedStatement[]) {
  const prepared = statements.map((s) => ({
    stmt: sqlite.prepare(s.sql),
    params: s.params,
    method: s.method,
  }));
  return () => {
    let rows = 0;
    for (const p of prepared) {
      if (p.method === "run") p.stmt.run(...p.params);
      else if (p.method === "get") rows += p.stmt.get(...p.params) ? 1 : 0;
      else rows += p.stmt.all(...p.params).length;
    }
    return rows;
  };
}

/** The raw floor's INSERT: one prepared statement over every column of emission_activities. */
export function prepareActivityInsert(sqlite: Database.Database) {
  return sqlite.prepare(INSERT_ACTIVITY_SQL);
}

/** Inserts already calculated rows one by one through `insert` (call it inside a transaction). */
export function insertRecords(
  insert: Database.Statement,
  records: readonly EmissionRecord[],
  sourceId: number | null,
) {
  insertActivityRows(insert, records, 1, sourceId);
}

/** The whole raw ingest floor as one transaction function, attached to the company's first data source. */
export function rawInsert(sqlite: Database.Database, records: readonly EmissionRecord[]) {
  const insert = prepareActivityInsert(sqlite);
  const source = sqlite.prepare("SELECT id FROM carbon_data_sources WHERE company_id = 1 LIMIT 1").get() as
    | { id: number }
    | undefined;
  const sourceId = source?.id ?? null;
  return sqlite.transaction(() => insertRecords(insert, records, sourceId));
}
