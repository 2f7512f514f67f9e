import { ingestRowKey } from "@esg/domain";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-27T0200-bill-once-periods";

/**
 * Activities stored before get the duplicate key the ingest now writes (so that a bill sent before is found),
 * their derived rows their parent's key; and it goes back down.
 */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db
    .insertInto("companies")
    .values({ id: 1, name: "Acme", industry: "Energy", created_at: "2026-01-01" })
    .execute();
  await db
    .insertInto("carbon_data_sources")
    .values({
      id: 1,
      company_id: 1,
      source_type: "energy_bill",
      processing_status: "processed",
      activity_count: 2,
      total_emissions: 1,
      uploaded_at: "2025-01-15",
    })
    .execute();
  const activity = {
    company_id: 1,
    data_source_id: 1,
    detail_key: "electricity",
    activity_unit: "kWh",
    activity_date: "2024-06-30",
    reporting_year: 2024,
    total_emissions: 1,
    emission_factor: 1,
    emission_factor_unit: "kWh",
    factor_id: "x",
    factor_source: "x",
    factor_year: 2024,
  };
  await db
    .insertInto("emission_activities")
    .values([
      { ...activity, id: 1, scope: 2, activity: "electricity", activity_amount: 1250.5, region: "GB" },
      {
        ...activity,
        id: 2,
        scope: 3,
        activity: "electricity_td",
        activity_amount: 1250.5,
        derived_from_id: 1,
      },
    ])
    .execute();

  await m.up();
  const key = ingestRowKey({
    activity: "electricity",
    unit: "kWh",
    amount: 1250.5,
    period: "2024-06-30",
    siteId: null,
    region: "GB",
  });
  expect(
    await db
      .selectFrom("emission_activities")
      .select(["id", "row_key", "source_row", "period_start", "period_end"])
      .orderBy("id")
      .execute(),
  ).toEqual([
    { id: 1, row_key: key, source_row: null, period_start: null, period_end: null },
    { id: 2, row_key: key, source_row: null, period_start: null, period_end: null },
  ]);

  await m.down();
  const back = await db
    .selectFrom("emission_activities")
    .selectAll()
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  expect("row_key" in back).toBe(false);
}

describeOnBothEngines(NAME, "backfills each activity's duplicate key", check);
