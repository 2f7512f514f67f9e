import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { createDbOver, type Db, rememberRawSqlite, sqlitePathFromUrl } from "./sqlite-dialect";
import { withStatementCache } from "./statement-cache";

export { createDbOver, type Db, rawSqliteOf, sqlitePathFromUrl } from "./sqlite-dialect";

export type DbHandle = { db: Db; sqlite: SQLite.Database; close: () => Promise<void> };

export function createDb(url: string): DbHandle {
  const path = sqlitePathFromUrl(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  if (path !== ":memory:") sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable across application crashes in WAL mode and avoids an fsync per commit.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = createDbOver(withStatementCache(sqlite));
  rememberRawSqlite(db, sqlite);
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
      // Kysely closes the handle only if it ever ran a query; a raw-only use (the CLI backup) needs this.
      if (sqlite.open) sqlite.close();
    },
  };
}
