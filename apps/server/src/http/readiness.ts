import { type Db, pendingMigrations } from "@esg/db";
import type { Context } from "hono";
import { sql } from "kysely";
import { noteServerError } from "../logging/request-log";
import type { AppEnv } from "./app-env";

export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

/** Said instead of the driver's error, which may name hosts, users or files. */
const DATABASE_DOWN = "The database does not answer.";

/**
 * Whether this process can serve: the database answers, and every migration this code knows is applied.
 * Applied migrations stay applied, so once they are current later checks only ping the database.
 */
export function createReadinessCheck(db: Db): () => Promise<Readiness> {
  let migrationsCurrent = false;
  return async () => {
    let pending: string[] = [];
    try {
      await sql`select 1`.execute(db);
      if (!migrationsCurrent) pending = await pendingMigrations(db);
    } catch (error) {
      return { ready: false, reason: DATABASE_DOWN, error };
    }
    if (pending.length > 0) {
      const count = pending.length === 1 ? "1 migration is" : `${pending.length} migrations are`;
      return { ready: false, reason: `${count} pending: ${pending.join(", ")}.` };
    }
    migrationsCurrent = true;
    return { ready: true };
  };
}

/**
 * GET /api/ready: 200 {status: "ready"}, or 503 {status: "not_ready", reason} (GET /api/health only says the
 * process is alive). Public, and mounted before the session and body middleware, so a load balancer's polls
 * cost a ping.
 */
export function readyRoute(check: () => Promise<Readiness>) {
  return async (c: Context<AppEnv>) => {
    const readiness = await check();
    c.header("Cache-Control", "no-store");
    if (readiness.ready) return c.json({ status: "ready" });
    // The driver's error goes to this request's log line (with its stack), never to the client.
    if (readiness.error !== undefined) noteServerError(c, readiness.error);
    return c.json({ status: "not_ready", reason: readiness.reason }, 503);
  };
}
