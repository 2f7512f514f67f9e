import { type EmissionRecord, IN_FULL, prepareIngestRows } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSqliteDb, type SqliteHandle } from "../create-db";
import { migrateToLatest } from "../migrate";
import { resetCompanyData, seedIfEmpty } from "../seed/seed";
import {
  emissionSummary,
  listCarbonDataSources,
  listEmissionActivities,
  listEmissionTotals,
  sumEmissionActivitiesByYear,
} from "./carbon";
import { storeIngest, storeWithKysely } from "./carbon-ingest";
import { getCompanyRevenue } from "./company-profile";

let h: SqliteHandle;
beforeEach(async () => {
  h = createSqliteDb(":memory:");
  await migrateToLatest(h.db);
  await seedIfEmpty(h.db, { demoPasswordHash: "x" });
});
afterEach(async () => h.close());

function records(rows: Record<string, unknown>[]): EmissionRecord[] {
  const p = prepareIngestRows(rows, { today: "2024-06-30" });
  if (!p.ok) throw new Error(p.issues[0]?.message);
  return p.records;
}

const sample = [
  { activity: "electricity", amount: 10000, unit: "kWh", region: "GB", date: "2024-03-31" },
  { activity: "diesel", amount: 400, unit: "litres", region: "GB", date: "2024-03-31" },
  {
    activity: "long-haul flight, economy",
    amount: 5000,
    unit: "passenger-km",
    region: "GB",
    date: "2024-04-02",
  },
];

async function rollupMatchesActivities(companyId: number) {
  const totals = await listEmissionTotals(h.db, { companyId });
  const sums = await sumEmissionActivitiesByYear(h.db, { companyId });
  expect(totals).toHaveLength(sums.length);
  for (const s of sums) {
    const t = totals.find(
      (x) => x.year === s.reporting_year && x.scope === s.scope && x.detailKey === s.detail_key,
    );
    expect(t?.kgCO2e).toBeCloseTo(Number(s.kg), 6);
  }
}

describe("carbon seed", () => {
  it("seeds two years of all three scopes, with a rollup equal to the activities", async () => {
    const totals = await listEmissionTotals(h.db, { companyId: 1 });
    expect(new Set(totals.map((t) => t.year))).toEqual(new Set([2023, 2024]));
    expect(new Set(totals.map((t) => t.scope))).toEqual(new Set([1, 2, 3]));
    expect(new Set(totals.filter((t) => t.scope === 3).map((t) => t.detailKey)).size).toBeGreaterThanOrEqual(
      5,
    );
    await rollupMatchesActivities(1);
    const sources = await listCarbonDataSources(h.db, { companyId: 1 });
    expect(sources).toHaveLength(8);
    expect(sources.every((s) => s.processingStatus === "processed" && s.activityCount > 0)).toBe(true);
    expect(await getCompanyRevenue(h.db, { companyId: 1 })).toEqual({
      currency: "GBP",
      revenue: [{ year: 2024, amount: 24_000_000 }],
    });
  });

  it("reset restores the seeded carbon data", async () => {
    const before = await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL });
    await storeIngest(h.db, {
      companyId: 1,
      sourceType: "energy_bill",
      fileName: "extra.csv",
      uploadedAt: "2026-01-01T00:00:00.000Z",
      records: records(sample),
    });
    expect((await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL })).count).toBe(
      before.count + records(sample).length,
    );
    await resetCompanyData(h.db, { companyId: 1 });
    const after = await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL });
    expect(after.count).toBe(before.count);
    expect(after.summary.total).toBeCloseTo(before.summary.total, 6);
    expect((await listCarbonDataSources(h.db, { companyId: 1 })).map((s) => s.fileName)).not.toContain(
      "extra.csv",
    );
  });
});

describe("storeIngest", () => {
  it("writes the source, the activities with their factor audit trail, and the rollup", async () => {
    const before = await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL });
    const { dataSourceId, kgCO2e } = await storeIngest(h.db, {
      companyId: 1,
      sourceType: "energy_bill",
      fileName: "march.csv",
      uploadedAt: "2026-01-01T00:00:00.000Z",
      records: records(sample),
    });
    // The rows, and category 3 derived from the electricity (T&D, WTT generation, WTT of T&D) and diesel (WTT).
    expect(kgCO2e).toBeCloseTo(2070.5 + 400 * 2.51279 + 5000 * 0.11812 + 183 + 459 + 39.7 + 244.404, 6);
    const stored = await listEmissionActivities(h.db, {
      companyId: 1,
      sourceId: dataSourceId,
      page: 1,
      pageSize: 10,
      consolidation: IN_FULL,
    });
    const flight = stored.find((a) => a.scope === 3 && a.ghgCategory === 6);
    expect(flight).toMatchObject({
      dataSourceId,
      scope: 3,
      category: "Business Travel",
      ghgCategory: 6,
      factorId: "uk-flight_long_haul_economy_no_rf-desnz2024",
      factorSource: "UK DESNZ GHG Conversion Factors for Company Reporting 2024 (full set v1.1)",
      factorYear: 2024,
      emissionFactor: 0.11812,
      emissionFactorUnit: "passenger_km",
    });
    const after = await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL });
    // 3 rows and 4 derived category 3 activities (T&D, WTT generation, WTT of T&D; diesel WTT).
    expect(after.count).toBe(before.count + 7);
    expect(after.summary.scope2 - before.summary.scope2).toBeCloseTo(2070.5, 6);
    const derived = stored.filter((a) => a.derivedFromId !== null);
    expect(derived).toHaveLength(4);
    const electricity = stored.find((a) => a.scope === 2);
    expect(derived.filter((d) => d.derivedFromId === electricity?.id).map((d) => d.derivedKind)).toEqual(
      expect.arrayContaining(["td_losses", "wtt_generation", "wtt_td_losses"]),
    );
    await rollupMatchesActivities(1);
  });

  it("the prepared-statement path and the Kysely path store the same rows", async () => {
    const recs = records(sample);
    const a = await storeIngest(h.db, {
      companyId: 1,
      sourceType: "x",
      fileName: null,
      uploadedAt: "t",
      records: recs,
    });
    const b = await h.db.transaction().execute((trx) =>
      storeWithKysely(trx, {
        companyId: 1,
        sourceType: "x",
        fileName: null,
        uploadedAt: "t",
        records: recs,
      }),
    );
    const rowsOf = (id: number) =>
      h.db
        .selectFrom("emission_activities")
        .selectAll()
        .where("data_source_id", "=", id)
        .orderBy("id")
        .execute()
        .then((rows) => {
          const first = rows[0]?.id ?? 0;
          // Ids differ between the two uploads; the links between their rows must not.
          return rows.map(({ id: _id, data_source_id: _ds, derived_from_id, ...rest }) => ({
            ...rest,
            derivedOffset: derived_from_id === null ? null : derived_from_id - first,
          }));
        });
    expect(await rowsOf(a.dataSourceId)).toEqual(await rowsOf(b.dataSourceId));
    await rollupMatchesActivities(1);
  });

  it("is all or nothing: a failing row leaves no source, activity or rollup change", async () => {
    const before = await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL });
    const sourcesBefore = await listCarbonDataSources(h.db, { companyId: 1 });
    const recs = records(sample);
    // A NOT NULL violation on the last row, after the others were inserted.
    const bad = [...recs, { ...(recs[0] as EmissionRecord), detailKey: null as unknown as string }];
    await expect(
      storeIngest(h.db, { companyId: 1, sourceType: "x", fileName: "bad", uploadedAt: "t", records: bad }),
    ).rejects.toThrow(/NOT NULL/);
    expect(await emissionSummary(h.db, { companyId: 1, consolidation: IN_FULL })).toEqual(before);
    expect(await listCarbonDataSources(h.db, { companyId: 1 })).toEqual(sourcesBefore);
    // The connection is usable afterwards (no transaction left open).
    expect(h.sqlite.inTransaction).toBe(false);
    await storeIngest(h.db, {
      companyId: 1,
      sourceType: "x",
      fileName: "ok",
      uploadedAt: "t",
      records: recs,
    });
  });
});
