import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSqliteDb, type SqliteHandle } from "../create-db";
import { migrateToLatest } from "../migrate";
import { inTransaction } from "../transaction";
import { dataVersion } from "./data-version";

let h: SqliteHandle;
beforeEach(async () => {
  h = createSqliteDb(":memory:");
  await migrateToLatest(h.db);
  await sql`INSERT INTO companies (name, industry) VALUES ('Versions Ltd', 'Technology')`.execute(h.db);
});
afterEach(async () => h.close());

describe("dataVersion on SQLite", () => {
  it("never reads the counter of a transaction that yielded to the event loop before it ended", async () => {
    const before = await dataVersion(h.db, 1);
    let during: Promise<string> | null = null;
    const write = inTransaction(h.db, async (trx) => {
      await sql`INSERT INTO company_data_versions (company_id, version) VALUES (1, 99)
        ON CONFLICT (company_id) DO UPDATE SET version = 99`.execute(trx);
      // Another request runs in this turn, while the transaction is open on the one connection.
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          during = dataVersion(h.db, 1);
          resolve();
        }),
      );
      throw new Error("rolled back");
    });
    await expect(write).rejects.toThrow("rolled back");
    expect(during).not.toBeNull();
    expect(await during).toBe(before);
  });
});
