/**
 * Which engine a Kysely instance talks to, for the few places where SQLite and PostgreSQL need different SQL.
 * Host-neutral (no driver import), so the offline demo can load it too.
 */
import { type Kysely, PostgresAdapter } from "kysely";

export type Engine = "sqlite" | "postgres";

export function engineOf(db: Pick<Kysely<never>, "getExecutor">): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
