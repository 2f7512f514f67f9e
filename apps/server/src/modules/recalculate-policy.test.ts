import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Recalculating an open year makes it follow the current category 3 policy and the sites' current regions.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const post = (path: string, json: unknown) => t.request(path, { method: "POST", cookie, json });
const setPolicy = async (category3Policy: "derive" | "off") => {
  const res = await t.request("/api/companies/1/reporting-settings", {
    method: "PUT",
    cookie,
    json: { category3Policy },
  });
  expect(res.status).toBe(200);
};
const recalculate = async (year: number) => {
  const res = await post("/api/carbon/recalculate", { year });
  expect(res.status).toBe(200);
  return res.json();
};
const scope3Of2025 = async () => {
  const res = await t.request("/api/carbon/analysis?year=2025", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()).currentEmissions.scope3 as number;
};
/** kg of the unvoided derived rows of 2025, straight from the activities and from the monthly rollup. */
const derivedKg = async () => {
  const rows = await t.db
    .selectFrom("emission_activities")
    .select(["derived_kind", "total_emissions", "voided_at"])
    .where("company_id", "=", 1)
    .where("derived_from_id", "is not", null)
    .where("activity_date", ">=", "2025-01-01")
    .where("activity_date", "<=", "2025-12-31")
    .execute();
  const live = rows.filter((r) => r.voided_at === null);
  const rollup = await t.db
    .selectFrom("carbon_monthly_totals")
    .select("location_kg")
    .where("company_id", "=", 1)
    .where("scope", "=", 3)
    .where("month", ">=", "2025-01")
    .where("month", "<=", "2025-12")
    .execute();
  return {
    live: live.length,
    voided: rows.length - live.length,
    kg: live.reduce((s, r) => s + r.total_emissions, 0),
    rollupKg: rollup.reduce((s, r) => s + r.location_kg, 0),
  };
};

const ROWS = [
  { activity: "electricity", amount: 10_000, unit: "kWh", region: "GB", date: "2025-03-31" },
  { activity: "diesel", amount: 1000, unit: "litre", region: "GB", date: "2025-03-31" },
];
// DESNZ 2024: 10,000 kWh × (T&D 0.0183 + WTT generation 0.0459 + WTT T&D 0.00397) + 1,000 litres × 0.61101.
const CATEGORY3_KG = 10_000 * (0.0183 + 0.0459 + 0.00397) + 1000 * 0.61101;

describe("the category 3 policy, reconciled by recalculation", () => {
  it("off → derive creates the derived rows; derive → off voids them; totals, rollup and analysis follow", async () => {
    await setPolicy("off");
    const res = await post("/api/carbon/ingest", {
      sourceType: "energy_bill",
      rawData: { activities: ROWS },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).derivedActivities).toBe(0);
    expect(await derivedKg()).toEqual({ live: 0, voided: 0, kg: 0, rollupKg: 0 });
    expect(await scope3Of2025()).toBe(0);

    await setPolicy("derive");
    const on = await recalculate(2025);
    expect(on).toMatchObject({ category3Policy: "derive", derivedCreated: 4, derivedVoided: 0 });
    expect(on.newTotalKg - on.oldTotalKg).toBeCloseTo(CATEGORY3_KG, 6);
    const derived = await derivedKg();
    expect(derived).toMatchObject({ live: 4, voided: 0 });
    expect(derived.kg).toBeCloseTo(CATEGORY3_KG, 6);
    expect(derived.rollupKg).toBeCloseTo(CATEGORY3_KG, 6);
    expect(await scope3Of2025()).toBeCloseTo(CATEGORY3_KG / 1000, 2);

    // A second recalculation under the same policy changes nothing.
    expect(await recalculate(2025)).toMatchObject({ derivedCreated: 0, derivedVoided: 0, changedCount: 0 });

    await setPolicy("off");
    const off = await recalculate(2025);
    expect(off).toMatchObject({ category3Policy: "off", derivedCreated: 0, derivedVoided: 4 });
    expect(off.oldTotalKg - off.newTotalKg).toBeCloseTo(CATEGORY3_KG, 6);
    expect(await derivedKg()).toMatchObject({ live: 0, voided: 4, kg: 0, rollupKg: 0 });
    expect(await scope3Of2025()).toBe(0);

    const audits = await t.db
      .selectFrom("audit_log")
      .select(["after"])
      .where("action", "=", "recalculate")
      .orderBy("id")
      .execute();
    const afters = audits.map((a) => JSON.parse(String(a.after)));
    expect(afters[0]).toMatchObject({ category3Policy: "derive", derivedCreatedIds: expect.any(Array) });
    expect(afters[0].derivedCreatedIds).toHaveLength(4);
    expect(afters.at(-1)).toMatchObject({ category3Policy: "off" });
    expect([...afters.at(-1).derivedVoidedIds].sort()).toEqual([...afters[0].derivedCreatedIds].sort());
  });

  it("a closed year stays 409 whatever the policy", async () => {
    await setPolicy("off");
    await post("/api/carbon/ingest", { sourceType: "energy_bill", rawData: { activities: ROWS } });
    await setPolicy("derive");
    expect((await post("/api/carbon/years/2025/close", { reason: "signed off" })).status).toBe(200);
    expect((await post("/api/carbon/recalculate", { year: 2025 })).status).toBe(409);
    expect(await derivedKg()).toMatchObject({ live: 0 });
  });
});

describe("a corrected site region", () => {
  it("is picked up by recalculation; a region typed on the row stays", async () => {
    const siteRes = await post("/api/companies/1/sites", { name: "Leeds plant", country: "DE" });
    const site = (await siteRes.json()) as { id: number };
    const res = await post("/api/carbon/ingest", {
      sourceType: "energy_bill",
      rawData: {
        activities: [
          { activity: "electricity", amount: 10_000, unit: "kWh", date: "2025-06-30", site: site.id },
          {
            activity: "electricity",
            amount: 1000,
            unit: "kWh",
            region: "FR",
            date: "2025-06-30",
            site: site.id,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const sourceId = (await res.json()).dataSourceId as number;
    const rowsOf = () =>
      t.db
        .selectFrom("emission_activities")
        .select(["id", "region", "factor_id", "total_emissions", "derived_from_id", "voided_at"])
        .where("data_source_id", "=", sourceId)
        .orderBy("id")
        .execute();
    const before = await rowsOf();
    expect(before.filter((r) => r.derived_from_id === null).map((r) => [r.region, r.factor_id])).toEqual([
      ["DE", "de-electricity_grid-ember2024"],
      ["FR", "fr-electricity_grid-ember2024"],
    ]);

    // The site was in fact in the UK.
    const put = await t.request(`/api/companies/1/sites/${site.id}`, {
      method: "PUT",
      cookie,
      json: { name: "Leeds plant", country: "GB" },
    });
    expect(put.status).toBe(200);
    const result = await recalculate(2025);
    expect(result.regionsChanged).toBe(1);

    const after = (await rowsOf()).filter((r) => r.voided_at === null);
    const own = after.filter((r) => r.derived_from_id === null);
    expect(own.map((r) => [r.region, r.factor_id])).toEqual([
      ["GB", "uk-electricity_grid-desnz2024"],
      ["FR", "fr-electricity_grid-ember2024"],
    ]);
    expect(own[0]?.total_emissions).toBeCloseTo(10_000 * 0.20705, 9);
    // In the UK the DESNZ set has T&D and upstream: they are derived now, in the site's region.
    const derived = after.filter((r) => r.derived_from_id === own[0]?.id);
    expect(derived.map((r) => [r.region, r.factor_id])).toEqual([
      ["GB", "uk-electricity_td_losses-desnz2024"],
      ["GB", "uk-electricity_wtt_generation-desnz2024"],
      ["GB", "uk-electricity_wtt_td-desnz2024"],
    ]);
  });
});

describe("a hand-entered upstream row with its own factor", () => {
  it("is recalculated with that factor, not refused for want of a library one", async () => {
    const td = {
      activity: "T&D losses",
      amount: 10_000,
      unit: "kWh",
      region: "DE",
      date: "2025-04-30",
      supplierFactor: { kgCO2ePerUnit: 0.02, unit: "kWh", source: "Grid operator T&D study 2024" },
    };
    const res = await post("/api/carbon/ingest", {
      sourceType: "energy_bill",
      rawData: { activities: [td] },
    });
    expect(res.status).toBe(200);
    const result = await recalculate(2025);
    expect(result).toMatchObject({ changedCount: 0, derivedCreated: 0, derivedVoided: 0 });
    const row = await t.db
      .selectFrom("emission_activities")
      .select(["factor_id", "factor_source", "total_emissions", "voided_at"])
      .where("data_source_id", "=", (await res.json()).dataSourceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      factor_id: "own:electricity_td_losses:DE",
      factor_source: "Grid operator T&D study 2024",
      total_emissions: 200,
      voided_at: null,
    });
  });
});
