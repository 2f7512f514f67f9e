import type { Kysely } from "kysely";
import { engineOf } from "../engine";

/**
 * Several app processes on one PostgreSQL database: the request budgets and the login throttle are
 * counted in this table, so every process sees the same counts. Its shape is the one rate-limiter-flexible's
 * RateLimiterPostgres writes (columns in this order: it inserts by position), but `key` is `text` instead of
 * its varchar(255), so a long user name cannot make an attempt fail. Created here, the app runs no DDL while
 * serving. SQLite needs nothing: a SQLite database has one app process, which counts in its own memory.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await db.schema
    .createTable("rate_limits")
    /** The limiter's prefix and the counted key, e.g. "login-account:demo" */
    .addColumn("key", "text", (c) => c.primaryKey())
    /** Points spent in the current window */
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    /** When the window ends, epoch ms */
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await db.schema.dropTable("rate_limits").execute();
}
