import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Reporting periods, both Scope 2 methods, voids, duplicates, paging, export and recalculation.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const getJson = async (path: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const post = (path: string, json: unknown) => t.request(path, { method: "POST", cookie, json });
const BILL = { activity: "electricity", amount: 8000, unit: "kWh", region: "GB", date: "2025-01-31" };
const uploadBill = (extra: Record<string, unknown> = {}) =>
  post("/api/carbon/ingest", { sourceType: "energy_bill", rawData: { activities: [BILL] }, ...extra });

describe("one bill in a new year (the issue's case)", () => {
  it("leaves the default analysis on the complete year and shows the new year as partial", async () => {
    const before = await getJson("/api/carbon/analysis");
    const res = await uploadBill();
    expect(res.status).toBe(200);
    expect((await res.json()).partialYears).toEqual([2025]);

    const after = await getJson("/api/carbon/analysis");
    expect(after.reportingYear).toBe(2024);
    expect(after.isPartial).toBe(false);
    expect(after.currentEmissions).toEqual(before.currentEmissions);
    expect(after.projections).toEqual(before.projections);
    expect(after.availableYears.at(-1)).toEqual({
      year: 2025,
      monthsCovered: 1,
      missingMonths: Array.from({ length: 11 }, (_, i) => `2025-${String(i + 2).padStart(2, "0")}`),
      complete: false,
      closed: false,
    });

    const partial = await getJson("/api/carbon/analysis?year=2025");
    expect(partial).toMatchObject({
      reportingYear: 2025,
      isPartial: true,
      reportingPeriod: { start: "2025-01-01", end: "2025-12-31" },
    });
    // 8,000 kWh × 0.20705 = 1.66 t location-based; no instrument and no UK residual mix → the same market-based.
    expect(partial.currentEmissions.scope2).toBeCloseTo(1.66, 2);
    expect(partial.currentEmissions.scope2MarketBased).toBeCloseTo(1.66, 2);
    expect(partial.projectionMethod.toYear).toBe(2024);
  });

  it("answers 400 for a year that is not a year", async () => {
    const res = await t.request("/api/carbon/analysis?year=20x5", { cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["year"]);
  });
});

describe("reporting settings", () => {
  it("GET gives the defaults; PUT stores them and moves the reporting years", async () => {
    expect(await getJson("/api/companies/1/reporting-settings")).toEqual({
      fiscalYearStartMonth: 1,
      baseYear: null,
      category3Policy: "derive",
      consolidationApproach: "operational_control",
      requireApproval: false,
      gwpBasis: "AR5",
    });
    const put = await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie,
      json: {
        fiscalYearStartMonth: 4,
        baseYear: 2023,
        category3Policy: "derive",
        consolidationApproach: "operational_control",
      },
    });
    expect(put.status).toBe(200);
    const a = await getJson("/api/carbon/analysis");
    // April–March years: FY2024 (Apr 2023 – Mar 2024) is the latest complete one.
    expect(a.reportingYear).toBe(2024);
    expect(a.reportingPeriod).toEqual({ start: "2023-04-01", end: "2024-03-31" });
    expect(a.baseYear).toBe(2023);
    expect(
      a.availableYears.map((y: { year: number; monthsCovered: number }) => [y.year, y.monthsCovered]),
    ).toEqual([
      [2023, 3],
      [2024, 12],
      [2025, 9],
    ]);
  });

  it("PUT with bad values is a 400 with field paths; another company's path is 403", async () => {
    const bad = await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie,
      json: { fiscalYearStartMonth: 13, baseYear: 1800, category3Policy: "sometimes" },
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).issues.map((i: { path: string[] }) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["fiscalYearStartMonth", "baseYear", "category3Policy"]));
    expect((await t.request("/api/companies/2/reporting-settings", { cookie })).status).toBe(403);
  });

  it("with category 3 derivation off, a hand-entered T&D row is accepted; with it on, refused", async () => {
    const td = { activity: "T&D losses", amount: 1000, unit: "kWh", region: "GB", date: "2024-05-31" };
    const refused = await post("/api/carbon/ingest", { rawData: { activities: [td] } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues[0].path).toEqual(["rows", "1", "activity"]);
    await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie,
      json: { category3Policy: "off" },
    });
    expect((await post("/api/carbon/ingest", { rawData: { activities: [td] } })).status).toBe(200);
  });
});

describe("closing a year", () => {
  it("a closed year takes no uploads until reopened, and both are recorded", async () => {
    expect((await post("/api/carbon/years/2025/close", { reason: "FY2025 signed off" })).status).toBe(200);
    const refused = await uploadBill();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/Reporting year 2025 is closed/);
    const a = await getJson("/api/carbon/analysis");
    // A closed year is the default even without data, but closing does not fill its months: not complete.
    expect(a.reportingYear).toBe(2025);
    expect(a.availableYears.at(-1)).toEqual({
      year: 2025,
      monthsCovered: 0,
      missingMonths: Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`),
      complete: false,
      closed: true,
    });
    expect((await post("/api/carbon/years/2025/reopen", {})).status).toBe(400); // a reason is required
    expect((await post("/api/carbon/years/2025/reopen", { reason: "late invoice" })).status).toBe(200);
    expect((await uploadBill()).status).toBe(200);
    const log = await t.db
      .selectFrom("carbon_year_closures")
      .select(["action", "reason", "user_id"])
      .execute();
    expect(log).toEqual([
      { action: "closed", reason: "FY2025 signed off", user_id: 1 },
      { action: "reopened", reason: "late invoice", user_id: 1 },
    ]);
  });
});

describe("duplicates and voids", () => {
  it("the same rows twice answer 409 naming the earlier upload, unless allowDuplicate", async () => {
    const first = await uploadBill({ fileName: "jan.json" });
    const { dataSourceId } = await first.json();
    const again = await uploadBill();
    expect(again.status).toBe(409);
    const body = await again.json();
    // Matched row by row now: the message names the data source, `duplicates` the row and the activity.
    expect(body.message).toContain(`row 1 (data source #${dataSourceId})`);
    expect(body.duplicates).toEqual([
      { row: 1, sourceId: dataSourceId, activityId: expect.any(Number), sameAsRow: null },
    ]);
    // Words for people in the message (the screen shows it); the switch for scripts in the issue's path.
    expect(body.message).not.toMatch(/allowDuplicate/);
    expect(body.issues).toEqual([{ path: ["allowDuplicate"], message: expect.any(String) }]);
    expect((await uploadBill({ allowDuplicate: true })).status).toBe(200);
  });

  it("a void takes the upload out of every total, keeps its rows, and says who, when and why", async () => {
    const before = await getJson("/api/carbon/analysis?year=2025");
    const up = await (await uploadBill({ fileName: "wrong.json" })).json();
    const during = await getJson("/api/carbon/analysis?year=2025");
    expect(during.currentEmissions.total).toBeGreaterThan(before.currentEmissions.total);

    const res = await post(`/api/carbon/sources/${up.dataSourceId}/void`, { reason: "Wrong meter" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: up.dataSourceId,
      processingStatus: "voided",
      voided: { by: "Alex Morgan", reason: "Wrong meter" },
    });
    const after = await getJson("/api/carbon/analysis?year=2025");
    expect(after.currentEmissions).toEqual(before.currentEmissions);
    const summary = (await getJson("/api/carbon/emissions/1?year=2025")).summary;
    expect(summary.total).toBe(0);
    // Nothing deleted: the upload's activities are still listed, marked voided.
    const own = await getJson(`/api/carbon/emissions/1?sourceId=${up.dataSourceId}`);
    expect(own.emissions.length).toBe(4);
    expect(own.emissions.every((e: { voided: boolean }) => e.voided)).toBe(true);

    expect((await post(`/api/carbon/sources/${up.dataSourceId}/void`, { reason: "again" })).status).toBe(409);
    expect((await post(`/api/carbon/sources/${up.dataSourceId}/void`, {})).status).toBe(400);
    expect((await post("/api/carbon/sources/99999/void", { reason: "x" })).status).toBe(404);
    // A voided upload no longer blocks the same content.
    expect((await uploadBill()).status).toBe(200);
  });
});

describe("Processed Emissions: filters, paging and export", () => {
  it("pages and filters by year and scope; the summary is for the filter", async () => {
    const all = await getJson("/api/carbon/emissions/1");
    expect(all).toMatchObject({ page: 1, pageSize: 100 });
    expect(all.emissions).toHaveLength(100);
    const page2 = await getJson("/api/carbon/emissions/1?page=2&pageSize=50");
    expect(page2.emissions).toHaveLength(50);
    expect(page2.emissions[0].id).toBe(all.emissions[50].id);

    const y2024s2 = await getJson("/api/carbon/emissions/1?year=2024&scope=2&pageSize=500");
    expect(
      y2024s2.emissions.every(
        (e: { scope: number; activityDate: string }) => e.scope === 2 && e.activityDate.startsWith("2024"),
      ),
    ).toBe(true);
    expect(y2024s2.total).toBe(12);
    expect(y2024s2.summary.years).toEqual([2024]);
    expect(y2024s2.summary.scope1).toBe(0);
    expect(y2024s2.summary.scope2MarketBased).toBeLessThan(y2024s2.summary.scope2);
    const analysis = await getJson("/api/carbon/analysis");
    expect(y2024s2.summary.scope2 / 1000).toBeCloseTo(analysis.currentEmissions.scope2, 1);
    expect(y2024s2.summary.scope2MarketBased / 1000).toBeCloseTo(
      analysis.currentEmissions.scope2MarketBased,
      1,
    );

    expect((await t.request("/api/carbon/emissions/1?pageSize=501", { cookie })).status).toBe(400);
  });

  it("exports the filtered rows with every audit column", async () => {
    const res = await t.request("/api/carbon/emissions/1/export.csv?year=2024&scope=2", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toContain("emissions-2024-scope2.csv");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(13);
    const header = (lines[0] as string).split(",");
    for (const column of [
      "factor_id",
      "factor_unit",
      "gwp_basis",
      "licence",
      "factor_library_version",
      "market_method",
      "instrument_type",
      "kg_co2e_market_based",
      "warnings",
      "gas_split",
      "kg_co2",
      "kg_ch4",
      "kg_n2o",
      "other_gas",
      "other_gas_kg_co2e",
      "biogenic_co2_kg",
    ]) {
      expect(header).toContain(column);
    }
    expect(lines[1]).toContain("uk-electricity_grid-desnz2024");
    expect(lines[1]).toContain("IPCC AR5 100-year");
    expect(lines[1]).toContain("rego");
  });
});

describe("recalculation with the current factor library", () => {
  it("recomputes a year in one transaction and records old and new values", async () => {
    const before = await getJson("/api/carbon/analysis");
    // An activity stored under an older library: another factor value and figure.
    const target = await t.db
      .selectFrom("emission_activities")
      .select(["id", "total_emissions", "factor_id"])
      .where("reporting_year", "=", 2024)
      .where("scope", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("emission_activities")
      .set({ total_emissions: target.total_emissions * 2, factor_library_version: "2023.1+old" })
      .where("id", "=", target.id)
      .execute();

    const res = await post("/api/carbon/recalculate", { year: 2024 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      year: 2024,
      changedCount: 1,
      libraryVersion: expect.stringMatching(/^2024\./),
    });
    const changes = await t.db.selectFrom("carbon_recalculation_changes").selectAll().execute();
    expect(changes).toEqual([
      expect.objectContaining({
        activity_id: target.id,
        old_kg: target.total_emissions * 2,
        new_kg: target.total_emissions,
        old_library_version: "2023.1+old",
        old_factor_id: target.factor_id,
        new_factor_id: target.factor_id,
      }),
    ]);
    const after = await getJson("/api/carbon/analysis");
    expect(after.currentEmissions).toEqual(before.currentEmissions);
  });

  it("a closed year is recalculated only after reopening", async () => {
    await post("/api/carbon/years/2024/close", {});
    expect((await post("/api/carbon/recalculate", { year: 2024 })).status).toBe(409);
    await post("/api/carbon/years/2024/reopen", { reason: "new factors" });
    expect((await post("/api/carbon/recalculate", { year: 2024 })).status).toBe(200);
  });
});
