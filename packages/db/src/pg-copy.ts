/**
 * Bulk writes on PostgreSQL through `COPY … FROM STDIN` (pg-copy-streams) on the transaction's own client, so
 * the rows commit or roll back with everything else the transaction does. COPY skips per-statement parsing,
 * planning and parameter binding: the server reads rows straight off the wire.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { pgClientOf } from "./pg-client";
import { copyTextLine } from "./pg-copy-text";
import type { Db } from "./sqlite-dialect";

/** Rows are sent in pieces of about this many characters: big enough to keep the socket busy, small to hold. */
const PIECE_CHARS = 256 * 1024;

const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function* pieces(rows: Iterable<readonly unknown[]>): AsyncGenerator<string> {
  let piece = "";
  for (const values of rows) {
    piece += copyTextLine(values);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = "";
    }
  }
  if (piece.length > 0) yield piece;
}

/**
 * Copies `rows` (each row's values in `columns` order) into `table` inside the transaction `trx`; returns the
 * number of rows the server took. A failure (a constraint, a bad value) rejects and leaves the transaction
 * aborted, so the caller's transaction rolls back.
 */
export async function copyRowsInto(
  trx: Db,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  return copyRowsOnClient(await pgClientOf(trx), table, columns, rows);
}

/** The same on a client the caller holds (and has opened a transaction on, if the rows must commit with it). */
export async function copyRowsOnClient(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  const copy = client.query(
    copyFrom(`COPY ${quoteId(table)} (${columns.map(quoteId).join(", ")}) FROM STDIN`),
  );
  await pipeline(Readable.from(pieces(rows)), copy);
  return copy.rowCount;
}
