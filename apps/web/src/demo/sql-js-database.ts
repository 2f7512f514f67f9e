import type { BindValue, Database as SqlJsDatabase, Statement } from "sql.js";

/** The slice of better-sqlite3 that Kysely's SqliteDialect drives (kysely's `SqliteDatabase`). */
type KyselySqliteDatabase = {
  close(): void;
  prepare(sql: string): {
    readonly reader: boolean;
    all(parameters: ReadonlyArray<unknown>): unknown[];
    run(parameters: ReadonlyArray<unknown>): { changes: number; lastInsertRowid: number };
    iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown>;
  };
};

/**
 * sql.js (SQLite compiled to WebAssembly) behind better-sqlite3's `prepare` shape, so packages/db's own Kysely
 * dialect, migrations, queries and seed run unchanged in the browser. Kysely prepares every query afresh, so
 * each statement is freed after its one use (sql.js statements live in WebAssembly memory, not the GC heap).
 */
export function sqlJsAsSqliteDatabase(db: SqlJsDatabase): KyselySqliteDatabase {
  return {
    // The demo keeps its database for the page's lifetime; Kysely's destroy() must not close it under us.
    close: () => {},
    prepare(sql) {
      const stmt = db.prepare(sql);
      // Anything with result columns (SELECT, INSERT … RETURNING, PRAGMA) is a reader, as in better-sqlite3.
      const reader = stmt.getColumnNames().length > 0;
      return {
        reader,
        all: (parameters) => readAll(stmt, parameters),
        run(parameters) {
          try {
            stmt.bind(parameters as BindValue[]);
            stmt.step();
          } finally {
            stmt.free();
          }
          return { changes: db.getRowsModified(), lastInsertRowid: lastInsertRowid(db) };
        },
        *iterate(parameters) {
          yield* readAll(stmt, parameters);
        },
      };
    },
  };
}

function readAll(stmt: Statement, parameters: ReadonlyArray<unknown>): Record<string, unknown>[] {
  try {
    stmt.bind(parameters as BindValue[]);
    const rows: Record<string, unknown>[] = [];
    while (stmt.step()) rows.push(stmt.getAsObject());
    return rows;
  } finally {
    stmt.free();
  }
}

function lastInsertRowid(db: SqlJsDatabase): number {
  const value = db.exec("SELECT last_insert_rowid()")[0]?.values[0]?.[0];
  return typeof value === "number" ? value : 0;
}
