import { sql } from "kysely";
import { engineOf } from "./engine";
import type { Db } from "./sqlite-dialect";

/**
 * A database the process can read but not write: a read-only file, a folder where SQLite cannot create its
 * -wal/-shm files, a read-only mount. Every write would answer 500, so the server refuses to start instead.
 */
export class DatabaseReadOnlyError extends Error {
  constructor(location: string, cause: unknown) {
    super(`Database ${location} is read-only: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "DatabaseReadOnlyError";
  }
}

/** SQLite's SQLITE_READONLY family (…_DIRECTORY, …_CANTINIT, …_DBMOVED, …) and the file system's refusals. */
export function isReadOnlyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" && (code.startsWith("SQLITE_READONLY") || code === "EROFS" || code === "EACCES")
  );
}

/**
 * Proves the database takes writes, without changing it: takes the write lock and makes a schema change in a
 * transaction that is rolled back. Opening and reading succeed on a read-only file, and so does
 * `BEGIN IMMEDIATE` alone in WAL mode, so only a real write tells. Throws DatabaseReadOnlyError.
 */
export async function assertWritable(db: Db, location?: string): Promise<void> {
  if (engineOf(db) === "postgres") return assertPostgresWritable(db, location);
  await db.connection().execute(async (conn) => {
    let open = false;
    try {
      await sql`BEGIN IMMEDIATE`.execute(conn);
      open = true;
      await sql`CREATE TABLE _esg_write_probe (x INTEGER)`.execute(conn);
    } catch (error) {
      if (!isReadOnlyError(error)) throw error;
      const where = location ?? (await mainFile(conn));
      throw new DatabaseReadOnlyError(where, error);
    } finally {
      if (open) await sql`ROLLBACK`.execute(conn);
    }
  });
}

async function mainFile(db: Db): Promise<string> {
  const { rows } = await sql<{
    file: string;
  }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(db);
  return rows[0]?.file || ":memory:";
}

/** A hot standby or a role whose transactions default to read-only answers writes with an error: refuse it. */
async function assertPostgresWritable(db: Db, location?: string): Promise<void> {
  const { rows } = await sql<{ ro: string }>`SELECT current_setting('transaction_read_only') AS ro`.execute(
    db,
  );
  if (rows[0]?.ro === "on") {
    throw new DatabaseReadOnlyError(location ?? "(PostgreSQL)", new Error("transactions are read-only here"));
  }
}
