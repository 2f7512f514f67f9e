/**
 * Shared by bench/scale.ts and its server children: replaying recorded SQL and the raw insert floor, on
 * better-sqlite3 (SQLite) and on a `pg` connection (PostgreSQL).
 */
import { createHash } from "node:crypto";
import {
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

/** Rows per multi-row INSERT of the PostgreSQL floor (37 columns: 37,000 parameters, under the 65,535 limit). */
const PG_ROWS_PER_INSERT = 1_000;
const COLUMN_COUNT = EMISSION_ACTIVITY_COLUMNS.length;
const DERIVED_FROM = EMISSION_ACTIVITY_COLUMNS.indexOf("derived_from_id");

function multiRowInsert(rows: number) {
  const tuples = Array.from(
    { length: rows },
    (_, r) =>
      `(${Array.from({ length: COLUMN_COUNT }, (_, c) => `$${r * COLUMN_COUNT + c + 1}`).join(", ")})`,
  );
  return `INSERT INTO emission_activities (${EMISSION_ACTIVITY_COLUMNS.join(", ")}) VALUES ${tuples.join(", ")} RETURNING id`;
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
 * `insertActivityRows`, fed a collector instead of a statement), written by multi-row INSERTs of
 * PG_ROWS_PER_INSERT rows over one connection in one transaction. Rows that are derived from another row
 * (category 3) go in a second pass, once their parents' ids are known.
 */
export function pgRawInsert(records: readonly EmissionRecord[], sourceId: number | null) {
  const fullText = multiRowInsert(PG_ROWS_PER_INSERT);
  const full = { name: statementName(fullText), text: fullText };
  const insert = async (client: PgClient, rows: unknown[][]) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += PG_ROWS_PER_INSERT) {
      const chunk = rows.slice(i, i + PG_ROWS_PER_INSERT);
      const values = chunk.flat();
      const res = await client.query<{ id: number }>(
        chunk.length === PG_ROWS_PER_INSERT
          ? { ...full, values }
          : { text: multiRowInsert(chunk.length), values },
      );
      for (const r of res.rows) ids.push(r.id);
    }
    return ids;
  };
  return async (client: PgClient) => {
    // Each record's values in column order; a derived row's derived_from_id is its parent's index for now.
    const all: unknown[][] = [];
    insertActivityRows(
      {
        run: (...values: unknown[]) => {
          all.push(values);
          return { lastInsertRowid: all.length - 1 };
        },
      },
      records,
      1,
      sourceId,
    );
    const parentIndex: number[] = [];
    const parents: unknown[][] = [];
    const derived: unknown[][] = [];
    all.forEach((values, i) => {
      if (values[DERIVED_FROM] === null) {
        parentIndex.push(i);
        parents.push(values);
      } else derived.push(values);
    });
    await client.query("BEGIN");
    try {
      const ids = await insert(client, parents);
      const idOf = new Map(parentIndex.map((index, k) => [index, ids[k]]));
      for (const values of derived) values[DERIVED_FROM] = idOf.get(values[DERIVED_FROM] as number) ?? null;
      await insert(client, derived);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  };
}
