/**
 * Reads as named prepared statements on PostgreSQL. Kysely sends every query unnamed, so the server
 * parses and plans it again on every call; a small read (the session lookup, a cached result's data version)
 * spent more time there than anywhere else. Each pooled connection now prepares a SELECT once, under a name
 * derived from its text, and executes it by name from then on: the counterpart of the SQLite statement cache
 * (statement-cache.ts). Measured with `pnpm bench --db postgres --quick`: cached small reads 2,395-2,631 →
 * 3,353-3,725 req/s at 50 connections.
 *
 * Only plain SELECTs are named, and never one that projects `*`: a prepared `SELECT *` fails ("cached plan must
 * not change result type") once a migration adds a column, while a statement that names its columns is simply
 * re-planned by the server after any schema change.
 */
import { createHash } from "node:crypto";
import type pg from "pg";

/** Whether a query text is a read that can be prepared once per connection and reused. */
export function isPreparableRead(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/(?:\bselect|,)\s*\*|\.\s*\*/i.test(text);
}

/**
 * Each text's statement name, or null when it is not prepared: decided (and hashed) once per text, since every
 * query of every request asks. A few hundred distinct texts exist; the map is cleared if that ever grows.
 */
const names = new Map<string, string | null>();
const MAX_NAMES = 2000;

export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    name = isPreparableRead(text)
      ? `esg_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`
      : null;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Makes a pool's connections send their reads as named statements (call on the pool's "connect"). */
export function prepareReadsOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === "string" && Array.isArray(values) && statementName(text);
    return name ? query({ name, text, values }) : query(...args);
  };
}
