import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Enough for every distinct query the app runs (a few hundred texts); the oldest is dropped beyond it. */
const DEFAULT_CAPACITY = 500;

/**
 * better-sqlite3 with a statement cache for Kysely. Kysely's SQLite driver calls `prepare` for every query,
 * and compiling the SQL was the largest single cost of a small read (DESIGN.md: Kysely has no statement
 * cache). Statements are keyed by SQL text and reused; a statement still busy iterating (a stream in
 * progress) is never handed out twice — a fresh one is prepared instead.
 */
export function withStatementCache(sqlite: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-insert to keep the Map in least-recently-used order.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
