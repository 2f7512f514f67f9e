/**
 * COPY … FROM STDIN on the transaction's own client: the rows arrive exactly as sent (text that looks like the
 * format's own escapes included) and commit or roll back with the transaction. PostgreSQL only (pnpm test:pg).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./create-db";
import { pgClientOf } from "./pg-client";
import { copyRowsInto } from "./pg-copy";
import { createEmptyDatabase, testPostgresUrl } from "./testing";

const url = testPostgresUrl();

const NASTY = [
  "tab\there",
  "line\nbreak",
  "carriage\r\nreturn",
  "back\\slash \\N \\t",
  "\\N",
  "",
  `"double" 'single' ,comma; semi`,
  "ünïcödé 東京 مرحبا 🌍 e\u0301",
  " leading and trailing ",
];

describe.skipIf(!url)("COPY on PostgreSQL", () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let h: DbHandle;

  beforeAll(async () => {
    scratch = await createEmptyDatabase(url as string);
    h = createDb(scratch.url, { poolSize: 3 });
    await sql`CREATE TABLE copied (id integer PRIMARY KEY, label text, amount double precision)`.execute(
      h.db,
    );
  });
  afterAll(async () => {
    await h?.close();
    await scratch?.drop();
  });

  const rowsOf = async () =>
    (
      await sql<{ id: number; label: string | null; amount: number | null }>`
      SELECT id, label, amount FROM copied ORDER BY id`.execute(h.db)
    ).rows;

  it("stores every text exactly as sent, NULL as NULL, in the transaction's connection", async () => {
    const rows = [...NASTY.map((label, i) => [i + 1, label, i / 3]), [100, null, null]];
    const count = await h.db.transaction().execute(async (trx) => {
      const n = await copyRowsInto(trx, "copied", ["id", "label", "amount"], rows);
      // Seen inside the transaction before it commits: the COPY ran on the transaction's own client.
      const inside = await sql<{ n: number }>`SELECT count(*)::int AS n FROM copied`.execute(trx);
      expect(inside.rows[0]?.n).toBe(rows.length);
      return n;
    });
    expect(count).toBe(rows.length);
    const stored = await rowsOf();
    expect(stored.map((r) => r.label)).toEqual([...NASTY, null]);
    expect(stored.map((r) => r.amount)).toEqual([...NASTY.map((_, i) => i / 3), null]);
    await sql`DELETE FROM copied`.execute(h.db);
  });

  it("rolls back with the transaction, and a refused row fails the whole COPY", async () => {
    await expect(
      h.db.transaction().execute(async (trx) => {
        await copyRowsInto(trx, "copied", ["id", "label"], [[1, "kept until the rollback"]]);
        throw new Error("the caller changed its mind");
      }),
    ).rejects.toThrow("the caller changed its mind");
    await expect(
      h.db.transaction().execute((trx) =>
        copyRowsInto(
          trx,
          "copied",
          ["id", "label"],
          [
            [1, "a"],
            [1, "the same id again"],
          ],
        ),
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await rowsOf()).toEqual([]);
    // The pool's connections are usable afterwards (the failed COPY left no client half-way).
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(h.db)).rows).toEqual([{ one: 1 }]);
  });

  it("hands out the client only inside a transaction", async () => {
    await expect(pgClientOf(h.db)).rejects.toThrow(/needs a transaction/);
  });
});
