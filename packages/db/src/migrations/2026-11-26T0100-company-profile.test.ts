import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-26T0100-company-profile";

/**
 * Companies made before get unique feedback slugs; the old single revenue becomes the revenue of the latest
 * reporting year with data (else the year before it was recorded), with its currency; and it goes back down.
 */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db
    .insertInto("companies")
    .values([
      { id: 1, name: "Northwind Components Ltd", industry: "Manufacturing", created_at: "2026-01-01" },
      { id: 2, name: "Northwind components, Ltd.", industry: "Technology", created_at: "2026-01-01" },
      { id: 3, name: "Acme", industry: "Energy", created_at: "2026-01-01" },
    ])
    .execute();
  await db
    .insertInto("carbon_data_sources")
    .values({
      id: 1,
      company_id: 1,
      source_type: "energy_bill",
      processing_status: "processed",
      activity_count: 1,
      total_emissions: 1,
      uploaded_at: "2025-01-15",
    })
    .execute();
  await db
    .insertInto("emission_activities")
    .values({
      company_id: 1,
      data_source_id: 1,
      scope: 2,
      detail_key: "electricity",
      activity: "electricity_grid_gb",
      activity_amount: 1,
      activity_unit: "kWh",
      activity_date: "2024-06-30",
      reporting_year: 2024,
      total_emissions: 1,
      emission_factor: 1,
      emission_factor_unit: "kg CO2e per kWh",
      factor_id: "x",
      factor_source: "x",
      factor_year: 2024,
    })
    .execute();
  await db
    .insertInto("carbon_company_profiles")
    .values([
      { company_id: 1, annual_revenue: 24_000_000, revenue_currency: "GBP", updated_at: "2025-01-15" },
      { company_id: 2, annual_revenue: 5_000_000, revenue_currency: "eur", updated_at: "2026-02-01" },
    ])
    .execute();

  await m.up();
  expect(
    await db
      .selectFrom("companies")
      .select(["id", "feedback_slug", "currency", "country"])
      .orderBy("id")
      .execute(),
  ).toEqual([
    { id: 1, feedback_slug: "northwind-components-ltd", currency: "GBP", country: null },
    { id: 2, feedback_slug: "northwind-components-ltd-2", currency: "EUR", country: null },
    { id: 3, feedback_slug: "acme", currency: null, country: null },
  ]);
  const revenue = await db
    .selectFrom("company_revenue")
    .select(["company_id", "year", "amount"])
    .orderBy("company_id")
    .execute();
  expect(revenue.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
    { company_id: 1, year: 2024, amount: 24_000_000 },
    { company_id: 2, year: 2025, amount: 5_000_000 },
  ]);
  await expect(
    db.updateTable("companies").set({ feedback_slug: "acme" }).where("id", "=", 1).execute(),
  ).rejects.toThrow();

  await m.down();
  const back = await db
    .selectFrom("carbon_company_profiles")
    .select(["company_id", "annual_revenue", "revenue_currency"])
    .orderBy("company_id")
    .execute();
  expect(back.map((r) => ({ ...r, annual_revenue: Number(r.annual_revenue) }))).toEqual([
    { company_id: 1, annual_revenue: 24_000_000, revenue_currency: "GBP" },
    { company_id: 2, annual_revenue: 5_000_000, revenue_currency: "EUR" },
  ]);
}

describeOnBothEngines(NAME, "backfills slugs and revenue", check);
