import type { DbHandle, PostgresHandle } from "@esg/db";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";

type Pool = PostgresHandle["pool"];

/**
 * Where budgets are counted. A SQLite database has one app process, which counts in its own memory; on
 * PostgreSQL several app processes share the database, so they count in it (table `rate_limits`, created by
 * the migration 2026-11-25T0400-rate-limits), and a client cannot multiply its budget by the number of
 * processes behind the load balancer.
 */
export type RateLimitStore = { kind: "memory" } | { kind: "postgres"; pool: Pool };

export const MEMORY_STORE: RateLimitStore = { kind: "memory" };

/** The store every process on this database shares: the database itself on PostgreSQL. */
export function rateLimitStoreFor(handle: DbHandle): RateLimitStore {
  return handle.engine === "postgres" ? { kind: "postgres", pool: handle.pool } : MEMORY_STORE;
}

/**
 * One budget: `points` per `durationSeconds` for each key. `name` keeps its keys apart from other budgets' in
 * the shared table, so it must differ between budgets, and limiters with the same name on one database share
 * their counts (whatever process they are in).
 */
export function createLimiter(
  store: RateLimitStore,
  budget: { name: string; points: number; durationSeconds: number },
): RateLimiterAbstract {
  const options = { keyPrefix: budget.name, points: budget.points, duration: budget.durationSeconds };
  if (store.kind === "memory") return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: store.pool,
    storeType: "pool",
    tableName: "rate_limits",
    // The migration created it: no DDL while serving.
    tableCreated: true,
    clearExpiredByTimeout: claimSweeper(store.pool),
  });
}

/**
 * True when `consume` was refused because the budget is spent (the library rejects with a RateLimiterRes);
 * anything else it rejects with is a store failure (the database is unreachable), which is not a refusal.
 */
export function isRefusal(reason: unknown): reason is RateLimiterRes {
  return reason instanceof RateLimiterRes;
}

/**
 * Expired rows are harmless (a consume starts a new window over them) but would pile up: each limiter can
 * delete them every five minutes. All limiters on a pool share one table, so one sweeper per pool is enough.
 */
const sweptPools = new WeakSet<Pool>();
function claimSweeper(pool: Pool): boolean {
  if (sweptPools.has(pool)) return false;
  sweptPools.add(pool);
  return true;
}
