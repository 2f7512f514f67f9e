import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-29T0200-gas-split-backfill";

/**
 * Rows stored without their split (a DESNZ diesel row from before the gases columns, a US eGRID row, UK
 * electricity without its biogenic CO2) get the gases the ingest now computes; a CO2e-only row, a refrigerant
 * and a closed year's rows stay as they were; each company changed gets one audit entry.
 */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db
    .insertInto("companies")
    .values([
      { id: 1, name: "Acme", industry: "Energy", created_at: "2026-01-01" },
      { id: 2, name: "Borealis", industry: "Retail", created_at: "2026-01-01" },
    ])
    .execute();
  const source = {
    source_type: "fuel_receipt",
    processing_status: "processed",
    activity_count: 1,
    total_emissions: 1,
    uploaded_at: "2025-01-15",
  };
  await db
    .insertInto("carbon_data_sources")
    .values([
      { id: 1, company_id: 1, ...source },
      { id: 2, company_id: 2, ...source },
    ])
    .execute();
  const row = (id: number, factorId: string, factor: number, kgCO2e: number, extra: object = {}) => ({
    id,
    company_id: 1,
    data_source_id: 1,
    scope: 1,
    detail_key: "x",
    activity: "x",
    activity_amount: 1,
    activity_unit: "x",
    activity_date: "2024-06-30",
    reporting_year: 2024,
    total_emissions: kgCO2e,
    emission_factor: factor,
    emission_factor_unit: "x",
    factor_id: factorId,
    factor_source: "x",
    factor_year: 2024,
    // A multi-row insert fills a key another row lacks with null, so each row names the defaults.
    gas_split: 0,
    ...extra,
  });
  await db
    .insertInto("emission_activities")
    .values([
      // 1,000 litres of diesel (average biofuel blend), DESNZ 2024 2.51279 kg CO2e/litre.
      row(1, "uk-diesel-litre-desnz2024", 2.51279, 2512.79),
      // 10,000 kWh on the eGRID2022 US average, 0.375294 kg CO2e/kWh.
      row(2, "us-electricity_grid-egrid2022", 0.375294, 3752.94),
      // 10,000 kWh of UK electricity already split by the ingest, without its biogenic CO2.
      row(3, "uk-electricity_grid-desnz2024", 0.20705, 2070.5, {
        gas_split: 1,
        kg_co2: 2049.3,
        kg_ch4: 9 / 28,
        kg_n2o: 12.2 / 265,
      }),
      // Well-to-tank: DESNZ gives CO2e only.
      row(4, "uk-diesel_wtt-litre-desnz2024", 0.61101, 611.01),
      row(5, "gwp-ar5:R-410A", 1923.5, 19_235, {
        gas_split: 1,
        f_gas_group: "hfc",
        f_gas_name: "R-410A",
        f_gas_kg: 10,
        f_gas_co2e: 19_235,
      }),
      row(6, "uk-natural_gas-kwh-desnz2024", 0.1829, 1829, { company_id: 2, data_source_id: 2 }),
      // A closed year keeps what its snapshot froze.
      row(7, "uk-diesel-litre-desnz2024", 2.51279, 2512.79, {
        activity_date: "2023-06-30",
        reporting_year: 2023,
      }),
    ])
    .execute();
  // 2023 is closed; 2024 was closed and reopened.
  const closure = { company_id: 1, user_id: null, reason: null, at: "2025-01-01" };
  await db
    .insertInto("carbon_year_closures")
    .values([
      { ...closure, id: 1, reporting_year: 2023, action: "closed" },
      { ...closure, id: 2, reporting_year: 2024, action: "closed" },
      { ...closure, id: 3, reporting_year: 2024, action: "reopened", reason: "late bills" },
    ])
    .execute();

  await m.up();
  const rows = await db
    .selectFrom("emission_activities")
    .select([
      "id",
      "total_emissions",
      "gas_split",
      "kg_co2",
      "kg_ch4",
      "kg_n2o",
      "biogenic_co2",
      "f_gas_co2e",
    ])
    .orderBy("id")
    .execute();
  const [diesel, egrid, ukPower, wtt, leak, gas, closedYear] = rows.map((r) => ({
    ...r,
    gas_split: Number(r.gas_split),
  }));
  // DESNZ 2024 'Fuels' E72:G72 (kg CO2e of each gas per litre, AR5) and 'Outside of scopes' D22.
  expect(diesel).toMatchObject({ id: 1, gas_split: 1, total_emissions: 2512.79 });
  expect(diesel?.kg_co2).toBeCloseTo(2479.6, 6);
  expect(diesel?.kg_ch4).toBeCloseTo(0.29 / 28, 9);
  expect(diesel?.kg_n2o).toBeCloseTo(32.9 / 265, 9);
  expect(diesel?.biogenic_co2).toBeCloseTo(160, 6);
  // EPA Hub 2024 Table 6: 823.149 lb CO2, 0.066 lb CH4, 0.009 lb N2O per MWh.
  expect(egrid).toMatchObject({ gas_split: 1, total_emissions: 3752.94, biogenic_co2: null });
  expect(egrid?.kg_co2).toBeCloseTo(10 * 823.149 * 0.45359237, 6);
  expect(egrid?.kg_ch4).toBeCloseTo(10 * 0.066 * 0.45359237, 9);
  expect(egrid?.kg_n2o).toBeCloseTo(10 * 0.009 * 0.45359237, 9);
  // DESNZ 2024 'Outside of scopes' D94: 0.11507 kg CO2 per kWh of UK electricity.
  expect(ukPower?.kg_co2).toBe(2049.3);
  expect(ukPower?.biogenic_co2).toBeCloseTo(1150.7, 6);
  expect(wtt).toMatchObject({ gas_split: 0, kg_co2: null, biogenic_co2: null });
  expect(leak).toMatchObject({ gas_split: 1, kg_co2: null, f_gas_co2e: 19_235 });
  expect(gas?.kg_co2).toBeCloseTo(1825.3, 6);
  expect(closedYear).toMatchObject({ id: 7, gas_split: 0, kg_co2: null, biogenic_co2: null });

  const audit = await db
    .selectFrom("audit_log")
    .select(["company_id", "action", "entity", "after"])
    .orderBy("company_id")
    .execute();
  expect(
    audit.map((a) => [a.company_id, a.action, a.entity, JSON.parse(a.after).gasSplitBackfill.activities]),
  ).toEqual([
    [1, "recalculate", "company_data", 3],
    [2, "recalculate", "company_data", 1],
  ]);

  // Nothing to take back: the figures are the ones the ingest writes.
  await m.down();
  const back = await db
    .selectFrom("emission_activities")
    .select("kg_co2")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  expect(back.kg_co2).toBeCloseTo(2479.6, 6);
}

describeOnBothEngines(NAME, "fills in the gases of rows stored without their split", check);
