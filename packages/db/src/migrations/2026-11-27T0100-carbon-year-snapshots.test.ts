import { takeYearSnapshot } from "@esg/domain";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Db } from "../create-db";
import { migrateToLatest } from "../migrate";
import { loadLiveReportRecords } from "../queries/reports";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-27T0100-carbon-year-snapshots";

const total = (month: string, siteId: number, kg: number) => ({
  company_id: 1,
  month,
  scope: 1,
  detail_key: "naturalGas",
  source_type: "energy_bill",
  site_id: siteId,
  location_kg: kg,
  market_kg: kg,
  activity_count: 1,
});

/**
 * A year closed before snapshots existed gets one when the migrations have run (`migrateToLatest`), from the
 * data as it stands: the same payload closing takes now; a year closed then reopened gets none; running it
 * again adds nothing.
 */
async function check(db: Kysely<any>) {
  await atMigrationBefore(NAME, db);
  await db.insertInto("companies").values({ id: 1, name: "Northwind", industry: "Manufacturing" }).execute();
  await db
    .insertInto("company_reporting_settings")
    .values({
      company_id: 1,
      fiscal_year_start_month: 4,
      base_year: 2024,
      category3_policy: "off",
      consolidation_approach: "equity_share",
      updated_at: "2026-01-01T00:00:00Z",
    })
    .execute();
  await db
    .insertInto("sites")
    .values({
      id: 7,
      company_id: 1,
      name: "JV",
      country: "GB",
      ownership_share: 40,
      created_at: "2026-01-01",
    })
    .execute();
  await db
    .insertInto("carbon_monthly_totals")
    .values([total("2024-03", 0, 1), total("2024-04", 7, 2), total("2025-03", 0, 3), total("2025-04", 0, 4)])
    .execute();
  const closure = (reporting_year: number, action: string) => ({
    company_id: 1,
    reporting_year,
    action,
    at: "2026-01-01T00:00:00Z",
  });
  await db
    .insertInto("carbon_year_closures")
    .values([closure(2023, "closed"), closure(2025, "closed"), closure(2023, "reopened")])
    .execute();
  await migrateToLatest(db);
  await migrateToLatest(db);

  const rows = await db.selectFrom("carbon_year_snapshots").selectAll().execute();
  expect(rows.map((r) => [Number(r.company_id), Number(r.reporting_year), Number(r.closure_id)])).toEqual([
    [1, 2025, 2],
  ]);
  const payload = JSON.parse(rows[0]?.payload);
  expect(payload.version).toBe(1);
  expect(payload.months[0]).toBe("2024-04");
  expect(
    payload.inventory.monthly.map((r: { month: string; siteId: number | null }) => [r.month, r.siteId]),
  ).toEqual([
    ["2024-04", 7],
    ["2025-03", null],
  ]);
  const live = await loadLiveReportRecords(db as unknown as Db, { companyId: 1 });
  const taken = JSON.parse(JSON.stringify(takeYearSnapshot(live as NonNullable<typeof live>, 2025)));
  // Exactly what closing the year now would take.
  expect(payload).toEqual(taken);
}

describeOnBothEngines(NAME, "each year closed before snapshots gets one after the migrations", check);
