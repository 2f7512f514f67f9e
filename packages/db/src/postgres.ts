/**
 * The scale-out engine: Kysely's PostgresDialect over a `pg` pool. Everything above this file is the same
 * query layer as on SQLite; what differs between the engines is confined to `engineOf` branches in this
 * package.
 */
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { exposeClientOn } from "./pg-client";
import { prepareReadsOn } from "./pg-prepared-reads";
import type { Database } from "./schema";
import type { Db } from "./sqlite-dialect";

export const DEFAULT_POOL_SIZE = 10;

/**
 * `pg` returns int8 (count(*), sum of integers) and numeric (sum of bigints) as strings, to avoid losing
 * precision beyond 2^53. No value this application stores comes near that, and SQLite returns numbers, so both
 * are converted here, once, for every query: aggregates are numbers on both engines.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads do not accept the union
    return pg.types.getTypeParser(oid, format as any);
  },
};

export type PostgresOptions = { poolSize?: number };

export function createPostgresDb(url: string, options: PostgresOptions = {}): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    types,
    // Every connection works in UTC, so now() and text timestamps agree with SQLite's CURRENT_TIMESTAMP.
    options: "-c TimeZone=UTC",
  });
  // An idle client that loses its connection (a server restart) emits here; without a listener it would
  // crash the process. The pool replaces the client on the next checkout.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    prepareReadsOn(client);
    exposeClientOn(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

/** The URL with its password replaced, for logs. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]+:)[^@]*@/i, "$1***@");
}
