import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-29T0100-uncertainty";

/** Rows stored before get the defaults of their kind, bounded by their upload's source type. */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db.insertInto("companies").values({ id: 1, name: "Co", industry: "Manufacturing" }).execute();
  const sources = ["energy_bill", "fuel_receipt", "travel_expense", "supplier_invoice"];
  for (const [i, sourceType] of sources.entries()) {
    await db
      .insertInto("carbon_data_sources")
      .values({ id: i + 1, company_id: 1, source_type: sourceType, processing_status: "processed" })
      .execute();
  }
  const rows: [number, string, string, string | null][] = [
    [1, "electricity_grid", "uk-electricity_grid-desnz2024", null],
    [1, "electricity_wtt_generation", "uk-electricity_wtt_generation-desnz2024", "wtt_generation"],
    [2, "diesel", "uk-diesel-litre-desnz2024", null],
    [3, "flight_domestic_average_no_rf", "uk-flight", null],
    [3, "electricity_grid", "uk-electricity_grid-desnz2024", null],
    [4, "spend_naics_541511", "useeio-541511", null],
    [1, "refrigerant", "gwp-ar5:R-410A", null],
  ];
  for (const [source, activity, factorId, derivedKind] of rows) {
    await db
      .insertInto("emission_activities")
      .values({
        company_id: 1,
        data_source_id: source,
        scope: 1,
        detail_key: "k",
        activity,
        activity_amount: 1,
        activity_unit: "kWh",
        activity_date: "2024-05-01",
        reporting_year: 2024,
        total_emissions: 1,
        emission_factor: 1,
        emission_factor_unit: "kWh",
        factor_id: factorId,
        factor_source: "s",
        factor_year: 2024,
        derived_kind: derivedKind,
      })
      .execute();
  }
  await m.up();
  const stored = await db
    .selectFrom("emission_activities")
    .select(["data_quality", "activity_uncertainty_pct", "factor_uncertainty_pct", "quality_basis"])
    .orderBy("id")
    .execute();
  expect(
    stored.map((r) => [
      Number(r.data_quality),
      Number(r.activity_uncertainty_pct),
      Number(r.factor_uncertainty_pct),
      r.quality_basis,
    ]),
  ).toEqual([
    [1, 2, 10, "default:grid_electricity"],
    [4, 5, 20, "default:upstream_derived"],
    [2, 5, 5, "default:fuel_purchase"],
    [3, 10, 20, "default:travel"],
    // Electricity on an expense claim: the grid factor's figures, but not a meter reading.
    [3, 2, 10, "default:grid_electricity"],
    [5, 5, 50, "default:spend_based"],
    [3, 30, 0, "default:refrigerant_amount"],
  ]);
}

describeOnBothEngines(NAME, "backfills data quality and uncertainties of stored activities", check);
