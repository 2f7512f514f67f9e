/**
 * `cli db copy`: moves a whole database (every company) between engines — a SQLite file to PostgreSQL and
 * back, or file to file — keeping every id, and proves the copy by row counts and column totals.
 *
 * The source is only read, inside one snapshot (a read transaction), so a running app may keep writing to it
 * and the copy is still consistent. The target is written inside ONE transaction that also holds the
 * verification: a failure anywhere, a mismatch included, rolls back and leaves the target without data.
 * Tables are discovered, not listed, so a new migration needs no change here.
 */
import { CompiledQuery, type Kysely, Migrator, sql, type TableMetadata } from "kysely";
import { createDb, type DbHandle, redactDatabaseUrl } from "#create-db";
import { type Engine, engineOf, isPostgresUrl } from "./engine";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";

/** The refusals of `copyDatabase` (source not migrated, target not empty, …): nothing was written. */
export class DatabaseCopyRefusedError extends Error {
  override name = "DatabaseCopyRefusedError";
}

/** Row counts or totals differ between source and target; the target's transaction was rolled back. */
export class DatabaseCopyMismatchError extends Error {
  override name = "DatabaseCopyMismatchError";
  constructor(readonly mismatches: CopiedTable[]) {
    super(
      `The copy does not match its source, so nothing was kept: ${mismatches.map(describeMismatch).join("; ")}.`,
    );
  }
}

/** A numeric column's total on both sides. */
export type ColumnChecksum = { column: string; source: number; target: number; matches: boolean };

export type CopiedTable = {
  name: string;
  /** Rows read from the source. */
  rows: number;
  targetRows: number;
  /** Every integer and floating-point column, each summed as a double on both sides. */
  checksums: ColumnChecksum[];
  matches: boolean;
};

export type CopySummary = {
  source: Engine;
  target: Engine;
  /** In copy order: referenced tables first. */
  tables: CopiedTable[];
  /** Tables of the source the target's engine does not have (per-engine machinery), with their rows. */
  skipped: { name: string; rows: number }[];
  /** Rows copied, in all tables. */
  rows: number;
};

export type CopyOptions = {
  /** A SQLite path (or file:/sqlite: URL) or a postgres:// URL; it is only read. */
  from: string;
  /** The same; created and migrated if need be, and it must hold no data. */
  to: string;
  /** Called inside the target's transaction after each table is copied, in copy order. */
  onProgress?: (table: { name: string; rows: number }) => void;
};

/**
 * Rows per multi-row INSERT, at most. Fewer for wide tables: a statement may bind at most 32,766 parameters on
 * SQLite (SQLITE_MAX_VARIABLE_NUMBER) and 65,535 on PostgreSQL (the wire protocol's 16-bit count).
 */
const ROWS_PER_INSERT = 1000;
const MAX_PARAMETERS: Record<Engine, number> = { sqlite: 32_766, postgres: 65_535 };

/** Totals of floats summed in a different order differ in the last bits; anything beyond this is a real loss. */
const RELATIVE_TOLERANCE = 1e-9;

/** Kysely's own bookkeeping: the target gets its own by migrating. */
const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

/**
 * Counted by triggers as the other tables' rows arrive: copied last, over what those triggers wrote, so that
 * the target's data versions are the source's.
 */
const COUNTED_BY_TRIGGERS = "company_data_versions";

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: tables are discovered at run time, so the copy is untyped
type AnyDb = Kysely<any>;

export async function copyDatabase({ from, to, onProgress }: CopyOptions): Promise<CopySummary> {
  const source = openSource(from);
  try {
    // Checked before the target is opened, which would create a missing target file.
    await assertAtLatestMigration(source.db, redactDatabaseUrl(from));
    const sourceTables = await applicationTables(source.db);
    const target = createDb(to);
    try {
      await assertHoldsNoData(target.db, redactDatabaseUrl(to), sourceTables);
      await migrateToLatest(target.db);
      const plan = await planCopy(sourceTables, target.db);
      return await copyAll(source.db, target.db, plan, onProgress);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** Opens a SQLite source read-only: a copy must never change its source, nor create a missing file. */
function openSource(url: string): DbHandle {
  if (isPostgresUrl(url)) return createDb(url);
  try {
    return createDb(url, { readonly: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === "SQLITE_CANTOPEN")
      throw new DatabaseCopyRefusedError(`No database at ${url}: nothing to copy.`);
    throw error;
  }
}

async function assertAtLatestMigration(db: AnyDb, location: string): Promise<void> {
  const known = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  }).getMigrations();
  const pending = known.filter((m) => !m.executedAt).map((m) => m.name);
  if (pending.length === known.length)
    throw new DatabaseCopyRefusedError(
      `Source ${location} has no migrations applied: it is empty or not a database of this app.`,
    );
  if (pending.length > 0)
    throw new DatabaseCopyRefusedError(
      `Source ${location} is not at the latest migration (${pending.length} pending, first ${pending[0]}): ` +
        `run "migrate" against it first; the copy only reads its source.`,
    );
  const applied = await db.selectFrom("kysely_migration").select("name").execute();
  const unknown = applied.map((m) => m.name as string).filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw new DatabaseCopyRefusedError(
      `Source ${location} has migrations this version does not know (${unknown.join(", ")}): ` +
        "copy it with the version of the app that wrote it.",
    );
}

/**
 * Checked before migrating, so a refused target is left exactly as it was. Only tables the source has count:
 * the target's own per-engine machinery (rate-limit counters) is not data to overwrite.
 */
async function assertHoldsNoData(db: AnyDb, location: string, source: TableMetadata[]): Promise<void> {
  // The counters alone are not data: they only record that rows were written (and may have gone since).
  const copied = new Set(source.map((t) => t.name).filter((name) => name !== COUNTED_BY_TRIGGERS));
  const holding: string[] = [];
  for (const table of (await applicationTables(db)).filter((t) => copied.has(t.name))) {
    const row = await db.selectFrom(table.name).select(sql`1`.as("one")).limit(1).executeTakeFirst();
    if (row) holding.push(table.name);
  }
  if (holding.length > 0)
    throw new DatabaseCopyRefusedError(
      `Target ${location} already holds data (${await describeData(db, holding)}): copy into a new, empty database.`,
    );
}

/** "2 companies; rows in 21 tables: benchmark_data, board_reports, carbon_data_sources, …" */
async function describeData(db: AnyDb, tables: string[]): Promise<string> {
  const listed = `rows in ${tables.length} table${tables.length === 1 ? "" : "s"}: ${tables.slice(0, 3).join(", ")}`;
  const more = tables.length > 3 ? ", …" : "";
  if (!tables.includes("companies")) return listed + more;
  const { n } = await db
    .selectFrom("companies")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return `${Number(n)} compan${Number(n) === 1 ? "y" : "ies"}; ${listed}${more}`;
}

/** Every application table: Kysely's migration tables and views left out; on PostgreSQL the current schema. */
async function applicationTables(db: AnyDb): Promise<TableMetadata[]> {
  const tables = await db.introspection.getTables();
  const schema = engineOf(db) === "postgres" ? await currentSchema(db) : undefined;
  return tables.filter(
    (t) => !t.isView && !MIGRATION_TABLES.has(t.name) && (schema === undefined || t.schema === schema),
  );
}

async function currentSchema(db: AnyDb): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ?? "public";
}

/**
 * What to copy: the source's tables the target has too, referenced tables first. A table only one engine has
 * (a migration may create it on one engine only, e.g. PostgreSQL's shared rate-limit counters) is
 * per-engine machinery, not company data: the source's is skipped and reported, the target's left alone.
 */
async function planCopy(source: TableMetadata[], targetDb: AnyDb): Promise<CopyPlan> {
  const target = await applicationTables(targetDb);
  const inSource = new Map(source.map((t) => [t.name, t]));
  const inTarget = new Set(target.map((t) => t.name));
  const order = (await tablesInCopyOrder(targetDb)).filter((name) => inSource.has(name));
  if (order.includes(COUNTED_BY_TRIGGERS)) order.push(...order.splice(order.indexOf(COUNTED_BY_TRIGGERS), 1));
  const tables = order.map((name) => inSource.get(name) as TableMetadata);
  assertSameColumns(tables, target);
  return {
    tables,
    skipped: source.filter((t) => !inTarget.has(t.name)),
    targetTables: target.filter((t) => inSource.has(t.name)),
  };
}

type CopyPlan = {
  /** In copy order, as the source describes them. */
  tables: TableMetadata[];
  skipped: TableMetadata[];
  /** The copied tables as the target describes them (its identity columns). */
  targetTables: TableMetadata[];
};

/** The copy and its verification: the source in one snapshot, the target in one transaction. */
async function copyAll(
  sourceDb: AnyDb,
  targetDb: AnyDb,
  plan: CopyPlan,
  onProgress: CopyOptions["onProgress"],
): Promise<CopySummary> {
  return inSnapshot(sourceDb, async (src) => {
    const issued = await idsIssued(src, plan.tables);
    const skipped: CopySummary["skipped"] = [];
    for (const table of plan.skipped)
      skipped.push({ name: table.name, rows: (await tableTotals(src, table.name, [])).rows });
    return targetDb.transaction().execute(async (trx) => {
      for (const table of plan.tables) {
        if (table.name === COUNTED_BY_TRIGGERS) await trx.deleteFrom(table.name).execute();
        const rows = await copyTable(src, trx, table);
        onProgress?.({ name: table.name, rows });
      }
      await continueIdsAfter(trx, plan.targetTables, issued);
      const verified: CopiedTable[] = [];
      for (const table of plan.tables) verified.push(await verifyTable(src, trx, table));
      const mismatches = verified.filter((t) => !t.matches);
      if (mismatches.length > 0) throw new DatabaseCopyMismatchError(mismatches);
      return {
        source: engineOf(sourceDb),
        target: engineOf(targetDb),
        tables: verified,
        skipped,
        rows: verified.reduce((sum, t) => sum + t.rows, 0),
      };
    });
  });
}

/** Both sides are at the latest migration, so this only fails for a schema changed by hand. */
function assertSameColumns(source: TableMetadata[], target: TableMetadata[]): void {
  const targetColumns = new Map(target.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  for (const table of source) {
    const columns = targetColumns.get(table.name) ?? new Set();
    const missing = table.columns.filter((c) => !columns.has(c.name)).map((c) => c.name);
    if (missing.length > 0)
      throw new DatabaseCopyRefusedError(
        `The target's ${table.name} has no ${missing.join(", ")}: its schema differs from the source's.`,
      );
  }
}

/**
 * One consistent view of the source: a read transaction (SQLite's WAL snapshot starts at the first read);
 * on PostgreSQL a read-only REPEATABLE READ transaction, the same snapshot for every table.
 */
function inSnapshot<T>(db: AnyDb, fn: (src: AnyDb) => Promise<T>): Promise<T> {
  const trx = db.transaction();
  return engineOf(db) === "postgres"
    ? trx.setIsolationLevel("repeatable read").setAccessMode("read only").execute(fn)
    : trx.execute(fn);
}

/**
 * Every application table, referenced tables before the tables whose foreign keys point at them, so each
 * inserted row finds its parent. A table's reference to itself is left out (none exists today; its rows would
 * need to arrive parents first).
 */
export async function tablesInCopyOrder(db: AnyDb): Promise<string[]> {
  const tables = (await applicationTables(db)).map((t) => t.name);
  return referencedFirst(tables, await foreignKeys(db));
}

type ForeignKey = { table: string; referenced: string };

async function foreignKeys(db: AnyDb): Promise<ForeignKey[]> {
  const query =
    engineOf(db) === "postgres"
      ? sql<ForeignKey>`
          SELECT src.relname AS "table", ref.relname AS referenced
          FROM pg_constraint c
          JOIN pg_class src ON src.oid = c.conrelid
          JOIN pg_class ref ON ref.oid = c.confrelid
          WHERE c.contype = 'f' AND src.relnamespace = current_schema()::regnamespace`
      : sql<ForeignKey>`
          SELECT m.name AS "table", f."table" AS referenced
          FROM sqlite_master m, pragma_foreign_key_list(m.name) f
          WHERE m.type = 'table'`;
  return (await query.execute(db)).rows;
}

/** A topological order, level by level, keeping the given (alphabetical) order within a level. */
export function referencedFirst(tables: string[], keys: ForeignKey[]): string[] {
  const waitingFor = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { table, referenced } of keys)
    if (table !== referenced && waitingFor.has(referenced)) waitingFor.get(table)?.add(referenced);
  const order: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, deps]) => [...deps].every((d) => !waitingFor.has(d)));
    if (ready.length === 0)
      throw new Error(
        `The foreign keys of ${[...waitingFor.keys()].join(", ")} form a cycle: no copy order.`,
      );
    for (const [table] of ready) {
      order.push(table);
      waitingFor.delete(table);
    }
  }
  return order;
}

/**
 * Copies one table in batches of one multi-row INSERT each; returns the number of rows. A driver's error
 * (a value out of range, text PostgreSQL refuses) does not name the table, so it is added here.
 */
async function copyTable(src: AnyDb, trx: AnyDb, table: TableMetadata): Promise<number> {
  const engine = engineOf(trx);
  const columns = table.columns.map((c) => c.name);
  const batchSize = rowsPerInsert(columns.length, engine);
  const fullBatch = insertText(engine, table.name, columns, batchSize);
  let copied = 0;
  try {
    for await (const rows of readInBatches(src, table.name, batchSize)) {
      const text =
        rows.length === batchSize ? fullBatch : insertText(engine, table.name, columns, rows.length);
      await trx.executeQuery(CompiledQuery.raw(text, parametersOf(rows, columns)));
      copied += rows.length;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Copying ${table.name} failed, so the target keeps no data: ${reason}`, { cause: error });
  }
  return copied;
}

export function rowsPerInsert(columns: number, engine: Engine): number {
  return Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS[engine] / Math.max(1, columns))));
}

/** Streams a table without holding it in memory: better-sqlite3 iterates; PostgreSQL fetches from a cursor. */
function readInBatches(src: AnyDb, table: string, size: number): AsyncGenerator<Row[]> {
  return engineOf(src) === "postgres" ? fetchFromCursor(src, table, size) : streamInBatches(src, table, size);
}

async function* streamInBatches(src: AnyDb, table: string, size: number): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const row of src.selectFrom(table).selectAll().stream()) {
    batch.push(row as Row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Kysely streams from PostgreSQL only through pg-cursor; a SQL cursor in the snapshot's transaction does it. */
async function* fetchFromCursor(src: AnyDb, table: string, size: number): AsyncGenerator<Row[]> {
  await sql`DECLARE esg_copy NO SCROLL CURSOR FOR SELECT * FROM ${sql.table(table)}`.execute(src);
  try {
    for (;;) {
      const { rows } = await sql<Row>`FETCH FORWARD ${sql.raw(String(size))} FROM esg_copy`.execute(src);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    // After a failed statement the transaction is aborted and CLOSE would fail too, hiding the real error;
    // ending the transaction closes the cursor anyway.
    await sql`CLOSE esg_copy`.execute(src).catch(() => {});
  }
}

/**
 * `INSERT INTO t (a, b) VALUES (?, ?), (?, ?)…`, written out once per table and batch length: building a
 * 1,000-row INSERT through Kysely's query builder took longer than running it (and better-sqlite3's statement
 * cache then reuses the prepared statement).
 */
function insertText(engine: Engine, table: string, columns: string[], rows: number): string {
  let n = 0;
  const placeholder = engine === "postgres" ? () => `$${++n}` : () => "?";
  const tuples = Array.from({ length: rows }, () => `(${columns.map(placeholder).join(", ")})`);
  return `INSERT INTO ${quoteId(table)} (${columns.map(quoteId).join(", ")}) VALUES ${tuples.join(", ")}`;
}

/** Both engines quote identifiers the SQL standard's way. */
function quoteId(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The rows' values, row by row in `columns` order, as the target takes them. */
function parametersOf(rows: Row[], columns: string[]): unknown[] {
  const parameters: unknown[] = [];
  for (const row of rows) for (const column of columns) parameters.push(portableValue(row[column], column));
  return parameters;
}

/**
 * A source value as the target takes it. Both drivers give byte strings as Buffers (bytea and blob alike) and
 * numbers as numbers (the pool parses int8 and numeric); what else could differ is made explicit here.
 */
function portableValue(value: unknown, column: string): unknown {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "bigint")
    return value;
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  // Flags are integers in this schema on both engines; a boolean could only come from a hand-made column.
  if (typeof value === "boolean") return value ? 1 : 0;
  throw new Error(
    `column ${column} holds a ${value?.constructor?.name ?? typeof value}, which has no portable form`,
  );
}

/**
 * The highest id each identity column has handed out on the source, counting rows deleted since, so the
 * target never hands an id out twice (an audit entry may still name a deleted row). SQLite keeps them in
 * sqlite_sequence (AUTOINCREMENT tables); PostgreSQL in each identity column's sequence.
 */
async function idsIssued(src: AnyDb, tables: TableMetadata[]): Promise<Map<string, number>> {
  if (engineOf(src) === "sqlite") {
    const hasSequences = await sql<{ n: number }>`
      SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'`.execute(src);
    if (!hasSequences.rows[0]?.n) return new Map();
    const { rows } = await sql<{ name: string; seq: number }>`SELECT name, seq FROM sqlite_sequence`.execute(
      src,
    );
    return new Map(rows.map((r) => [r.name, Number(r.seq)]));
  }
  const issued = new Map<string, number>();
  for (const { table, column } of identityColumns(tables)) {
    const { rows } = await sql<{ last: number | null }>`
      SELECT pg_sequence_last_value(pg_get_serial_sequence(quote_ident(${table}), ${column})::regclass) AS last`.execute(
      src,
    );
    issued.set(table, Number(rows[0]?.last ?? 0));
  }
  return issued;
}

/** On PostgreSQL, the columns with a sequence (identity columns); SQLite's counterpart is AUTOINCREMENT. */
function identityColumns(tables: TableMetadata[]): { table: string; column: string }[] {
  return tables.flatMap((t) =>
    t.columns.filter((c) => c.isAutoIncrementing).map((c) => ({ table: t.name, column: c.name })),
  );
}

/**
 * Rows inserted with their ids leave PostgreSQL's sequences at 1, so the next insert would collide: each
 * sequence restarts after the highest id, the source's highest issued one included. SQLite advances
 * sqlite_sequence on every insert already; only ids issued then deleted on the source need adding.
 */
async function continueIdsAfter(trx: AnyDb, tables: TableMetadata[], issued: Map<string, number>) {
  if (engineOf(trx) === "postgres") {
    for (const { table, column } of identityColumns(tables)) {
      const floor = issued.get(table) ?? 0;
      await sql`
        SELECT setval(pg_get_serial_sequence(quote_ident(${table}), ${column}),
                      greatest(coalesce(max(${sql.id(column)}), 0), ${floor}::bigint) + 1, false)
        FROM ${sql.table(table)}`.execute(trx);
    }
    return;
  }
  for (const [table, seq] of issued) {
    const updated = await sql`
      UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = ${table}`.execute(trx);
    if (!updated.numAffectedRows && seq > 0)
      await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${seq})`.execute(trx);
  }
}

/** Row counts equal, and every numeric column's total equal within RELATIVE_TOLERANCE. */
async function verifyTable(src: AnyDb, trx: AnyDb, table: TableMetadata): Promise<CopiedTable> {
  const columns = table.columns.filter((c) => isNumericType(c.dataType, engineOf(src))).map((c) => c.name);
  const before = await tableTotals(src, table.name, columns);
  const after = await tableTotals(trx, table.name, columns);
  const checksums = columns.map((column, i) => ({
    column,
    source: before.sums[i] ?? 0,
    target: after.sums[i] ?? 0,
    matches:
      agree(before.sums[i] ?? 0, after.sums[i] ?? 0, before.magnitudes[i] ?? 0) &&
      agree(before.magnitudes[i] ?? 0, after.magnitudes[i] ?? 0, before.magnitudes[i] ?? 0),
  }));
  return {
    name: table.name,
    rows: before.rows,
    targetRows: after.rows,
    checksums,
    matches: before.rows === after.rows && checksums.every((c) => c.matches),
  };
}

/** Integer and floating-point columns, by the source's declared types (SQLite's affinity rules). */
function isNumericType(dataType: string, engine: Engine): boolean {
  if (engine === "postgres") return /^(int[248]|float[48]|numeric)$/.test(dataType);
  return /int|real|floa|doub/i.test(dataType);
}

/**
 * The row count, and per column the sum and the sum of absolute values (the scale the tolerance applies to:
 * a sum near zero of large values of both signs is as exact as those values, not as the sum), all summed as
 * doubles so integers cannot overflow. The same SQL runs on both engines.
 */
async function tableTotals(
  db: AnyDb,
  table: string,
  columns: string[],
): Promise<{ rows: number; sums: number[]; magnitudes: number[] }> {
  const asDouble = (column: string) => sql`cast(${sql.id(column)} as double precision)`;
  const totals = columns.flatMap((column, i) => [
    sql`coalesce(sum(${asDouble(column)}), 0) AS ${sql.id(`sum_${i}`)}`,
    sql`coalesce(sum(abs(${asDouble(column)})), 0) AS ${sql.id(`abs_${i}`)}`,
  ]);
  const { rows } = await sql<Row>`
    SELECT ${sql.join([sql`count(*) AS row_count`, ...totals])} FROM ${sql.table(table)}`.execute(db);
  const row = rows[0] ?? {};
  return {
    rows: Number(row.row_count),
    sums: columns.map((_, i) => Number(row[`sum_${i}`])),
    magnitudes: columns.map((_, i) => Number(row[`abs_${i}`])),
  };
}

function agree(a: number, b: number, scale: number): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b), scale);
}

function describeMismatch(table: CopiedTable): string {
  const problems = [
    ...(table.rows === table.targetRows ? [] : [`${table.rows} rows became ${table.targetRows}`]),
    ...table.checksums
      .filter((c) => !c.matches)
      .map((c) => `total of ${c.column} ${c.source} became ${c.target}`),
  ];
  return `${table.name}: ${problems.join(", ")}`;
}
