import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-27T0300-site-control";

/**
 * Existing sites are under both kinds of control; activities' reporting year becomes the fiscal year of
 * their company (April start: May 2024 is 2025, March 2024 stays 2024); a January company keeps its years.
 */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db
    .insertInto("companies")
    .values([
      { id: 1, name: "April Co", industry: "Manufacturing" },
      { id: 2, name: "January Co", industry: "Technology" },
    ])
    .execute();
  await db
    .insertInto("company_reporting_settings")
    .values({
      company_id: 1,
      fiscal_year_start_month: 4,
      base_year: null,
      category3_policy: "derive",
      consolidation_approach: "operational_control",
      updated_at: "2026-11-27",
    })
    .execute();
  await db
    .insertInto("sites")
    .values({ company_id: 1, name: "Plant", country: "GB", ownership_share: 40, created_at: "2026-11-27" })
    .execute();
  for (const companyId of [1, 2]) {
    await db
      .insertInto("carbon_data_sources")
      .values({
        id: companyId,
        company_id: companyId,
        source_type: "energy_bill",
        processing_status: "processed",
      })
      .execute();
    for (const date of ["2024-03-31", "2024-04-01", "2024-12-31"]) {
      await db
        .insertInto("emission_activities")
        .values({
          company_id: companyId,
          data_source_id: companyId,
          scope: 2,
          detail_key: "electricity",
          activity: "electricity",
          activity_amount: 1,
          activity_unit: "kWh",
          activity_date: date,
          reporting_year: Number(date.slice(0, 4)),
          total_emissions: 0.2,
          emission_factor: 0.2,
          emission_factor_unit: "kWh",
          factor_id: "f",
          factor_source: "s",
          factor_year: 2024,
        })
        .execute();
    }
  }
  await m.up();

  const site = await db.selectFrom("sites").selectAll().executeTakeFirstOrThrow();
  expect([Number(site.operational_control), Number(site.financial_control)]).toEqual([1, 1]);
  const years = await db
    .selectFrom("emission_activities")
    .select(["company_id", "activity_date", "reporting_year"])
    .orderBy("company_id")
    .orderBy("activity_date")
    .execute();
  expect(years.map((r) => [Number(r.company_id), r.activity_date, Number(r.reporting_year)])).toEqual([
    [1, "2024-03-31", 2024],
    [1, "2024-04-01", 2025],
    [1, "2024-12-31", 2025],
    [2, "2024-03-31", 2024],
    [2, "2024-04-01", 2024],
    [2, "2024-12-31", 2024],
  ]);
}

describeOnBothEngines(NAME, "adds control to sites and stores fiscal reporting years", check);
