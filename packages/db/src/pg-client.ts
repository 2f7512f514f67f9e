/**
 * The `pg` client behind a Kysely transaction, for the one thing Kysely cannot send: `COPY … FROM STDIN`
 * (pg-copy-streams), which must run on the transaction's own connection to commit or roll back with it.
 *
 * Kysely keeps the client in a private field of its connection, so each pooled client answers a marker query
 * with itself instead of sending it to the server: `pgClientOf(trx)` runs the marker through the transaction,
 * which routes it to the connection the transaction holds. No round trip, and no other text can match.
 */
import { sql } from "kysely";
import type pg from "pg";
import type { Db } from "./sqlite-dialect";

const CLIENT_MARKER = "/* esg: the pg client of this connection */";

/** Makes a pool's connections answer the marker (call on the pool's "connect", after any other wrapper). */
export function exposeClientOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) =>
    args[0] === CLIENT_MARKER
      ? Promise.resolve({ command: "SELECT", rowCount: 1, rows: [client], fields: [] })
      : query(...args);
}

/**
 * The client a PostgreSQL transaction runs on. Only a transaction: a plain handle would lend a pooled client
 * that goes back to the pool at once, so anything sent on it afterwards could interleave with other queries.
 */
export async function pgClientOf(trx: Db): Promise<pg.PoolClient> {
  if (!trx.isTransaction) throw new Error("pgClientOf needs a transaction: its client is held until it ends");
  const { rows } = await sql.raw<pg.PoolClient>(CLIENT_MARKER).execute(trx);
  const client = rows[0];
  if (!client || typeof (client as { query?: unknown }).query !== "function") {
    throw new Error("This pool's connections do not expose their client (createPostgresDb sets that up)");
  }
  return client;
}
