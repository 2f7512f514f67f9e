import type { Kysely } from "kysely";
import { expect } from "vitest";
import { describeOnBothEngines, migrationBefore } from "./migration-test";

const NAME = "2026-12-01T0200-bioenergy-uncertainty";

/**
 * Biomass and biofuel rows still on the purchased-fuel default move to the bioenergy one (±84% factor); a row
 * with stated figures, a fossil fuel, a derived well-to-tank row and a closed year's row stay; each company
 * changed gets one audit entry.
 */
async function check(db: Kysely<any>) {
  const { migrator, before } = migrationBefore(NAME, db);
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  await db
    .insertInto("companies")
    .values([
      { id: 1, name: "Acme", industry: "Manufacturing", created_at: "2026-01-01" },
      { id: 2, name: "Borealis", industry: "Retail", created_at: "2026-01-01" },
    ])
    .execute();
  const source = { source_type: "fuel_receipt", processing_status: "processed" };
  await db
    .insertInto("carbon_data_sources")
    .values([
      { id: 1, company_id: 1, ...source },
      { id: 2, company_id: 2, ...source },
    ])
    .execute();
  const rows: [number, string, string | null, number, string, number][] = [
    // company, activity, derived kind, year, basis, factor %
    [1, "wood_pellets", null, 2024, "default:fuel_purchase", 5],
    [1, "biodiesel_hvo", null, 2024, "default:fuel_purchase", 5],
    [1, "wood_pellets", null, 2024, "stated", 5],
    [1, "diesel", null, 2024, "default:fuel_purchase", 5],
    [1, "wood_pellets_wtt", "wtt_fuel", 2024, "default:upstream_derived", 20],
    [1, "wood_chips", null, 2023, "default:fuel_purchase", 5],
    [2, "biogas", null, 2024, "default:fuel_purchase", 5],
  ];
  for (const [company, activity, derivedKind, year, basis, factorPct] of rows) {
    await db
      .insertInto("emission_activities")
      .values({
        company_id: company,
        data_source_id: company,
        scope: derivedKind ? 3 : 1,
        detail_key: "k",
        activity,
        activity_amount: 1,
        activity_unit: "tonne",
        activity_date: `${year}-05-01`,
        reporting_year: year,
        total_emissions: 1,
        emission_factor: 1,
        emission_factor_unit: "tonne",
        factor_id: `uk-${activity}-tonne-desnz2024`,
        factor_source: "s",
        factor_year: 2024,
        derived_kind: derivedKind,
        data_quality: 2,
        activity_uncertainty_pct: 5,
        factor_uncertainty_pct: factorPct,
        quality_basis: basis,
      })
      .execute();
  }
  // Company 1 closed 2023.
  await db
    .insertInto("carbon_year_closures")
    .values({
      id: 1,
      company_id: 1,
      reporting_year: 2023,
      action: "closed",
      user_id: null,
      reason: null,
      at: "2025-01-01",
    })
    .execute();

  expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
  const stored = await db
    .selectFrom("emission_activities")
    .select([
      "activity",
      "factor_uncertainty_pct",
      "quality_basis",
      "data_quality",
      "activity_uncertainty_pct",
    ])
    .orderBy("id")
    .execute();
  expect(stored.map((r) => [r.activity, Number(r.factor_uncertainty_pct), r.quality_basis])).toEqual([
    ["wood_pellets", 84, "default:bioenergy"],
    ["biodiesel_hvo", 84, "default:bioenergy"],
    ["wood_pellets", 5, "stated"],
    ["diesel", 5, "default:fuel_purchase"],
    ["wood_pellets_wtt", 20, "default:upstream_derived"],
    ["wood_chips", 5, "default:fuel_purchase"],
    ["biogas", 84, "default:bioenergy"],
  ]);
  // The score and the activity uncertainty of purchased fuel are unchanged.
  expect(stored.every((r) => Number(r.data_quality) === 2 && Number(r.activity_uncertainty_pct) === 5)).toBe(
    true,
  );
  const audit = await db
    .selectFrom("audit_log")
    .select(["company_id", "user_name", "after"])
    .where("user_name", "=", `Database migration ${NAME}`)
    .orderBy("company_id")
    .execute();
  expect(audit.map((a) => [Number(a.company_id), JSON.parse(String(a.after)).bioenergyUncertainty])).toEqual([
    [1, { activities: 2, factorUncertaintyPct: 84, qualityBasis: "default:bioenergy" }],
    [2, { activities: 1, factorUncertaintyPct: 84, qualityBasis: "default:bioenergy" }],
  ]);
}

describeOnBothEngines(NAME, "moves biomass and biofuel rows on the old default to the bioenergy one", check);
