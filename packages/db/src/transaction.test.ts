import { type EmissionRecord, prepareIngestRows } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSqliteDb, type SqliteHandle } from "./create-db";
import { migrateToLatest } from "./migrate";
import { INSERT_ACTIVITY_SQL, storeIngest } from "./queries/carbon-ingest";
import { createQueuedUpload, writeUploadBatch } from "./queries/carbon-uploads";
import { seedIfEmpty } from "./seed/seed";
import { rawSqliteOf } from "./sqlite-dialect";
import { inTransaction } from "./transaction";
import { guardWrites, UnguardedWriteError } from "./write-guard";

let h: SqliteHandle;
beforeEach(async () => {
  h = createSqliteDb(":memory:");
  await migrateToLatest(h.db);
  await seedIfEmpty(h.db, { demoPasswordHash: "x" });
});
afterEach(async () => h.close());

function records(): EmissionRecord[] {
  const p = prepareIngestRows(
    [
      { activity: "electricity", amount: 10000, unit: "kWh", region: "GB", date: "2024-03-31" },
      { activity: "diesel", amount: 400, unit: "litres", region: "GB", date: "2024-03-31" },
    ],
    { today: "2024-06-30" },
  );
  if (!p.ok) throw new Error(p.issues[0]?.message);
  return p.records;
}

const store = (db: typeof h.db) =>
  storeIngest(db, {
    companyId: 1,
    sourceType: "energy_bill",
    fileName: "march.csv",
    uploadedAt: "2026-01-01T00:00:00.000Z",
    records: records(),
  });

const activitiesOf = async (sourceId: number) =>
  (await h.db.selectFrom("emission_activities").select("id").where("data_source_id", "=", sourceId).execute())
    .length;

describe("the bulk SQLite paths inside a write transaction", () => {
  it("storeIngest runs its prepared statement on the transaction's connection and commits with it", async () => {
    const prepare = vi.spyOn(h.sqlite, "prepare");
    const stored = await inTransaction(h.db, async (trx) => {
      expect(rawSqliteOf(trx)).toBe(h.sqlite);
      return store(trx);
    });
    expect(prepare.mock.calls.map(([text]) => text)).toContain(INSERT_ACTIVITY_SQL);
    expect(await activitiesOf(stored.dataSourceId)).toBe(records().length);
  });

  it("storeIngest's rows go when the transaction rolls back after them", async () => {
    let id = 0;
    await expect(
      inTransaction(h.db, async (trx) => {
        id = (await store(trx)).dataSourceId;
        throw new Error("the audit entry failed");
      }),
    ).rejects.toThrow("the audit entry failed");
    expect(id).toBeGreaterThan(0);
    expect(await activitiesOf(id)).toBe(0);
    const source = await h.db.selectFrom("carbon_data_sources").select("id").where("id", "=", id).execute();
    expect(source).toEqual([]);
  });

  it("writeUploadBatch inside a transaction commits and rolls back with it", async () => {
    const uploadId = await createQueuedUpload(h.db, {
      companyId: 1,
      fileName: "big.csv",
      sourceType: "energy_bill",
      uploadedAt: "2026-01-01T00:00:00.000Z",
      bytesTotal: 100,
      contentType: "text/csv",
      libraryVersion: "test",
    });
    const batch = { companyId: 1, uploadId, records: records(), rowsRead: 2, bytesRead: 50, at: "t" };
    await expect(
      inTransaction(h.db, async (trx) => {
        expect(await writeUploadBatch(trx, batch)).toBe(true);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await activitiesOf(uploadId)).toBe(0);
    expect(await inTransaction(h.db, (trx) => writeUploadBatch(trx, batch))).toBe(true);
    expect(await activitiesOf(uploadId)).toBe(records().length);
  });

  it("a guarded handle keeps its writes in sight: the bulk paths refuse, its transactions take Kysely", async () => {
    const guarded = guardWrites(h.db);
    await expect(store(guarded)).rejects.toBeInstanceOf(UnguardedWriteError);
    await expect(
      inTransaction(guarded, async (trx) => {
        expect(rawSqliteOf(trx)).toBeUndefined();
        return store(trx);
      }),
    ).rejects.toBeInstanceOf(UnguardedWriteError);
  });
});
