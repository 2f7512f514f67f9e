/**
 * Shared by bench/scale.ts, bench/ingest.ts and the server children: replaying recorded SQL and the raw insert
 * floor, on better-sqlite3 (SQLite) and on a `pg` connection (PostgreSQL).
 */
import { createHash } from "node:crypto";
import {
  copyRowsOnClient,
  EMISSION_ACTIVITY_COLUMNS,
  INSERT_ACTIVITY_SQL,
  insertActivityRows,
  type PostgresHandle,
  type SqliteHandle,
} from "@esg/db";
import type { EmissionRecord } from "@esg/domain";

/** Marks the one request whose statements the API child records (sent between record-start and record-stop). */
export const RECORD_HEADER = "x-bench-record";

export type RecordedStatement = { sql: string; params: unknown[]; method: "all" | "get" | "run" | "iterate" };

type Sqlite = SqliteHandle["sqlite"];
type SqliteStatement = ReturnType<Sqlite["prepare"]>;
/** Checks a connection out of a `pg` pool (the bench has no `pg` import of its own: @esg/db owns it). */
export const connectPg = (pool: PostgresHandle["pool"]) => pool.connect();
export type PgClient = Awaited<ReturnType<typeof connectPg>>;

// ---------------------------------------------------------------------------------------------------------
// SQLite

/** Runs recorded statements on statements prepared once (better-sqlite3's fastest path). */
export function replayer(sqlite: Sqlite, statements: readonly RecordedStatement[]) {
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
export function prepareActivityInsert(sqlite: Sqlite) {
  return sqlite.prepare(INSERT_ACTIVITY_SQL);
}

/** Inserts already calculated rows one by one through `insert` (call it inside a transaction). */
export function insertRecords(
  insert: SqliteStatement,
  records: readonly EmissionRecord[],
  sourceId: number | null,
) {
  insertActivityRows(insert, records, 1, sourceId);
}

/** The whole raw ingest floor as one transaction function, attached to the company's first data source. */
export function rawInsert(sqlite: Sqlite, records: readonly EmissionRecord[]) {
  const insert = prepareActivityInsert(sqlite);
  const source = sqlite.prepare("SELECT id FROM carbon_data_sources WHERE company_id = 1 LIMIT 1").get() as
    | { id: number }
    | undefined;
  const sourceId = source?.id ?? null;
  return sqlite.transaction(() => insertRecords(insert, records, sourceId));
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL

/** A named statement per SQL text: `pg` parses and plans it once per connection, then only binds and runs. */
const statementName = (text: string) => `bench_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;

/**
 * Runs recorded statements, in order, on one connection as named (server-side prepared) statements: the
 * PostgreSQL counterpart of better-sqlite3's prepared statements. One connection, so a recorded BEGIN …
 * COMMIT stays one transaction.
 */
export function pgReplayer(statements: readonly RecordedStatement[]) {
  const queries = statements.map((s) => ({ name: statementName(s.sql), text: s.sql, values: s.params }));
  return async (client: PgClient) => {
    let rows = 0;
    for (const q of queries) rows += (await client.query(q)).rowCount ?? 0;
    return rows;
  };
}

/** The company's first data source, which the raw floors attach their rows to (as on SQLite). */
export async function pgFirstSourceId(client: PgClient): Promise<number | null> {
  const source = await client.query<{ id: number }>(
    "SELECT id FROM carbon_data_sources WHERE company_id = 1 LIMIT 1",
  );
  return source.rows[0]?.id ?? null;
}

/**
 * The PostgreSQL ingest floor: the same column values as the SQLite floor (taken from the app's own
 * `insertActivityRows`, fed a collector instead of a statement), written over one connection in one
 * transaction the fastest way the server offers: ids drawn from the sequence first (a derived category 3 row
 * needs its parent's), then every row in one `COPY … FROM STDIN`. Until decision 056 this floor was multi-row
 * INSERTs of 1,000 rows; COPY is the floor now that the app itself copies.
 */
export function pgRawInsert(records: readonly EmissionRecord[], sourceId: number | null) {
  return async (client: PgClient) => {
    await client.query("BEGIN");
    try {
      const drawn = await client.query<{ id: string }>(
        "SELECT nextval(pg_get_serial_sequence('emission_activities', 'id')) AS id FROM generate_series(1, $1)",
        [records.length],
      );
      const ids = drawn.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      const rows: unknown[][] = [];
      insertActivityRows(
        {
          run: (...values: unknown[]) => {
            const id = ids[rows.length] as number;
            rows.push([id, ...values]);
            return { lastInsertRowid: id };
          },
        },
        records,
        1,
        sourceId,
      );
      await copyRowsOnClient(client, "emission_activities", ["id", ...EMISSION_ACTIVITY_COLUMNS], rows);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  };
}
