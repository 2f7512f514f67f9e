import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-27T0700-upload-queue";

/**
 * Uploads made before have no sender, were never "received" into a queue (so a restart does not take up an
 * old queued row) and did not allow duplicates; new rows carry all three; and it goes back down.
 */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db.insertInto("companies").values({ id: 1, name: "Northwind", industry: "Manufacturing" }).execute();
  const source = {
    company_id: 1,
    source_type: "energy_bill",
    activity_count: 0,
    total_emissions: 0,
    uploaded_at: "2026-11-26T00:00:00Z",
  };
  await db
    .insertInto("carbon_data_sources")
    .values([
      { id: 1, ...source, processing_status: "processed" },
      { id: 2, ...source, processing_status: "queued" },
    ])
    .execute();

  await m.up();
  const old = await db
    .selectFrom("carbon_data_sources")
    .select(["id", "uploaded_by", "received_at", "allow_duplicate"])
    .orderBy("id")
    .execute();
  expect(old.map((r) => ({ ...r, allow_duplicate: Number(r.allow_duplicate) }))).toEqual([
    { id: 1, uploaded_by: null, received_at: null, allow_duplicate: 0 },
    { id: 2, uploaded_by: null, received_at: null, allow_duplicate: 0 },
  ]);
  await db
    .insertInto("carbon_data_sources")
    .values({
      id: 3,
      ...source,
      processing_status: "queued",
      uploaded_by: 7,
      received_at: "2026-11-27T07:00:00Z",
      allow_duplicate: 1,
    })
    .execute();
  const added = await db
    .selectFrom("carbon_data_sources")
    .select(["uploaded_by", "received_at", "allow_duplicate"])
    .where("id", "=", 3)
    .executeTakeFirstOrThrow();
  expect({ ...added, allow_duplicate: Number(added.allow_duplicate) }).toEqual({
    uploaded_by: 7,
    received_at: "2026-11-27T07:00:00Z",
    allow_duplicate: 1,
  });

  await m.down();
  const back = await db
    .selectFrom("carbon_data_sources")
    .selectAll()
    .where("id", "=", 3)
    .executeTakeFirstOrThrow();
  expect(back).not.toHaveProperty("received_at");
}

describeOnBothEngines(NAME, "adds the queue's columns, empty for earlier uploads", check);
