/**
 * Figures that reconcile: for one reporting year and each consolidation approach, the analysis, the emissions
 * list's summary, the sum of the export's consolidated column and the three reports give the same totals;
 * activities carry their fiscal reporting year; Scope 2 is disclosed by energy; reports name the factor
 * versions the figures used; tonne totals are rounded once.
 */
import { loadReportRecords } from "@esg/db";
import { buildReportData, type ConsolidationApproach, FACTOR_LIBRARY_VERSION } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function call(method: string, path: string, cookie: string, json?: unknown) {
  const res = await t.request(path, { method, cookie, json });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
  return res;
}
const get = async (path: string, cookie: string) => (await call("GET", path, cookie)).json();

const signup = (username: string) => signUp(t, username, { industry: "Manufacturing" });

const csvRows = (text: string) => parse(text, { bom: true, skip_empty_lines: true }) as string[][];

const settings = (consolidationApproach: ConsolidationApproach, fiscalYearStartMonth = 4) => ({
  fiscalYearStartMonth,
  baseYear: null,
  category3Policy: "derive",
  consolidationApproach,
});

/**
 * A company with a fiscal year starting in April (FY2025 = April 2024 - March 2025) and two part-owned sites:
 * a 40 % joint venture it does not run (financial control only) and a 60 % depot it runs (operational only).
 */
async function company() {
  const co = await signup("reconcile");
  const sites = `/api/companies/${co.companyId}/sites`;
  const jv = await (
    await call("POST", sites, co.cookie, {
      name: "JV North",
      country: "GB",
      ownershipShare: 40,
      operationalControl: false,
      financialControl: true,
    })
  ).json();
  const depot = await (
    await call("POST", sites, co.cookie, {
      name: "Depot West",
      country: "US",
      gridSubregion: "US-CAMX",
      ownershipShare: 60,
      operationalControl: true,
      financialControl: false,
    })
  ).json();
  // Uploaded under a January start, then the fiscal start moves to April: the stored years follow.
  await call("POST", "/api/carbon/ingest", co.cookie, {
    fileName: "fy2025.json",
    sourceType: "energy_bill",
    rawData: {
      activities: [
        { activity: "natural gas", amount: 10_000, unit: "kWh", date: "2024-05-15", site: "JV North" },
        {
          activity: "electricity",
          amount: 20_000,
          unit: "kWh",
          date: "2024-06-30",
          site: "JV North",
          // A PPA for 15,000 of the 20,000 kWh; the UK publishes no residual mix, so the rest falls back.
          supplierFactor: {
            kgCO2ePerUnit: 0.05,
            unit: "kWh",
            source: "PPA 2024",
            instrument: "ppa",
            volume: 15_000,
          },
        },
        { activity: "electricity", amount: 30_000, unit: "kWh", date: "2024-09-30", site: "Depot West" },
        { activity: "electricity", amount: 50_000, unit: "kWh", region: "GB", date: "2025-02-28" },
        { activity: "diesel", amount: 400, unit: "litres", region: "GB", date: "2025-03-31" },
      ],
    },
  });
  await call("PUT", `/api/companies/${co.companyId}/reporting-settings`, co.cookie, settings("equity_share"));
  // Uploaded under the April start: March 2024 is FY2024, April 2025 is FY2026.
  await call("POST", "/api/carbon/ingest", co.cookie, {
    fileName: "edges.json",
    sourceType: "energy_bill",
    rawData: {
      activities: [
        { activity: "electricity", amount: 2_000, unit: "kWh", region: "GB", date: "2024-03-31" },
        { activity: "electricity", amount: 1_000, unit: "kWh", region: "GB", date: "2025-04-10" },
      ],
    },
  });
  return { ...co, jv: jv.id as number, depot: depot.id as number };
}

type Activity = {
  activityDate: string;
  reportingYear: number;
  scope: number;
  totalEmissions: number;
  marketBasedEmissions: number | null;
  includedShare: number;
  consolidatedEmissions: number;
  consolidatedMarketBasedEmissions: number | null;
};

describe("figures that reconcile", () => {
  it("activities carry their fiscal reporting year in the list and the export", async () => {
    const co = await company();
    const list = await get(`/api/carbon/emissions/${co.companyId}?pageSize=500`, co.cookie);
    const yearOf = new Map<string, number>();
    for (const a of list.emissions as Activity[]) yearOf.set(a.activityDate, a.reportingYear);
    expect(Object.fromEntries(yearOf)).toEqual({
      "2024-03-31": 2024,
      "2024-05-15": 2025,
      "2024-06-30": 2025,
      "2024-09-30": 2025,
      "2025-02-28": 2025,
      "2025-03-31": 2025,
      "2025-04-10": 2026,
    });
    const csv = csvRows(
      await (await call("GET", `/api/carbon/emissions/${co.companyId}/export.csv`, co.cookie)).text(),
    );
    const [header, ...rows] = csv as [string[], ...string[][]];
    const col = (name: string) => header.indexOf(name);
    for (const r of rows) {
      expect(Number(r[col("reporting_year")]), r[col("activity_date")]).toBe(
        yearOf.get(r[col("activity_date")] as string),
      );
    }
    // A year's list holds exactly its fiscal months.
    const fy2025 = await get(`/api/carbon/emissions/${co.companyId}?year=2025&pageSize=500`, co.cookie);
    expect(new Set((fy2025.emissions as Activity[]).map((a) => a.reportingYear))).toEqual(new Set([2025]));
  });

  it.each(["operational_control", "financial_control", "equity_share"] as const)(
    "under %s the analysis, the list summary, the export and the reports agree",
    async (approach) => {
      const co = await company();
      await call("PUT", `/api/companies/${co.companyId}/reporting-settings`, co.cookie, settings(approach));
      const share = {
        operational_control: { jv: 0, depot: 1 },
        financial_control: { jv: 1, depot: 0 },
        equity_share: { jv: 0.4, depot: 0.6 },
      }[approach];

      const analysis = await get("/api/carbon/analysis?year=2025", co.cookie);
      const e = analysis.currentEmissions;
      const list = await get(`/api/carbon/emissions/${co.companyId}?year=2025&pageSize=500`, co.cookie);
      const s = list.summary;
      expect(s.consolidationApproach).toBe(approach);

      // The list's rows: each carries its site's share, and their consolidated figures sum to the summary.
      const rows = list.emissions as (Activity & { description: string | null })[];
      const sum = (pick: (a: Activity) => number) => rows.reduce((n, a) => n + pick(a), 0);
      expect(sum((a) => a.consolidatedEmissions)).toBeCloseTo(s.total, 2);
      expect(sum((a) => a.totalEmissions)).toBeCloseTo(s.grossTotal, 2);
      expect(sum((a) => (a.scope === 2 ? (a.consolidatedMarketBasedEmissions ?? 0) : 0))).toBeCloseTo(
        s.scope2MarketBased,
        2,
      );
      const byDate = (date: string) => rows.filter((a) => a.activityDate === date);
      for (const a of byDate("2024-05-15")) expect(a.includedShare).toBe(share.jv);
      for (const a of byDate("2024-09-30")) expect(a.includedShare).toBe(share.depot);
      for (const a of byDate("2025-02-28")) expect(a.includedShare).toBe(1);
      for (const a of rows)
        expect(a.consolidatedEmissions).toBeCloseTo(a.totalEmissions * a.includedShare, 9);

      // The summary (kg, to the gram) equals the analysis (t, rounded once to 0.01 t).
      const t2 = (kg: number) => Math.round(kg / 10) / 100;
      expect(t2(s.scope1)).toBe(e.scope1);
      expect(t2(s.scope2)).toBe(e.scope2);
      expect(t2(s.scope3)).toBe(e.scope3);
      expect(t2(s.total)).toBe(e.total);
      expect(t2(s.scope2MarketBased)).toBe(e.scope2MarketBased);
      expect(t2(s.totalMarketBased)).toBe(e.totalMarketBased);
      expect(s.grossTotal).toBeGreaterThan(s.total * (approach === "equity_share" ? 1 : 0.999));

      // The export of the year: its consolidated column sums to the same total.
      const [header, ...csv] = csvRows(
        await (
          await call("GET", `/api/carbon/emissions/${co.companyId}/export.csv?year=2025`, co.cookie)
        ).text(),
      ) as [string[], ...string[][]];
      const col = (name: string) => header.indexOf(name);
      expect(csv).toHaveLength(rows.length);
      const exported = csv.reduce((n, r) => n + Number(r[col("consolidated_emissions_kg")]), 0);
      expect(exported).toBeCloseTo(s.total, 2);
      for (const r of csv) {
        expect(Number(r[col("included_share")])).toBeGreaterThanOrEqual(0);
        expect(Number(r[col("included_share")])).toBeLessThanOrEqual(1);
      }

      // The reports: the data they are built from, the GRI table, and the two PDFs.
      const records = await loadReportRecords(t.db, { companyId: co.companyId });
      const data = buildReportData(records as NonNullable<typeof records>, "2026-11-27", 2025);
      expect(t2((data.current?.totalLocation ?? 0) * 1000)).toBe(e.total);
      expect(t2((data.current?.totalMarket ?? 0) * 1000)).toBe(e.totalMarketBased);
      const { reports } = await get("/api/reports", co.cookie);
      const download = async (type: string) => {
        const r = (reports as { type: string; year: number; downloadPath: string }[]).find(
          (x) => x.type === type && x.year === 2025,
        );
        return call("GET", r?.downloadPath as string, co.cookie);
      };
      const gri = csvRows(await (await download("GRI")).text());
      const scopeTotal = (code: string, scope: string) =>
        Number(gri.find((r) => r[0] === code && r[2] === "2025" && r[3] === scope && r[4] === "Total")?.[5]);
      expect(scopeTotal("305-1", "Scope 1")).toBe(e.scope1);
      expect(scopeTotal("305-2", "Scope 2")).toBe(e.scope2);
      expect(scopeTotal("305-3", "Scope 3")).toBe(e.scope3);
      // The PDFs print the same unrounded tonnes, once rounded to 0.1 t (below 100 t).
      const printed = (tonnes: number) =>
        tonnes.toLocaleString("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
      const totals = [data.current?.totalLocation ?? 0, data.current?.totalMarket ?? 0].map(printed);
      const csrd = await pdfText(new Uint8Array(await (await download("CSRD")).arrayBuffer()));
      expect(csrd).toContain(`Total GHG emissions (location-based) ${totals[0]}`);
      expect(csrd).toContain(`Total GHG emissions (market-based) ${totals[1]}`);
      const ifrs = await pdfText(new Uint8Array(await (await download("ISSB")).arrayBuffer()));
      for (const total of totals) expect(ifrs).toContain(total);
    },
  );

  it("discloses Scope 2 by energy: kWh by method, consolidated, in the analysis and the three reports", async () => {
    const co = await company();
    const expected = {
      operational_control: { instrumentKwh: 0, residualMixKwh: 30_000, locationFallbackKwh: 50_000 },
      financial_control: { instrumentKwh: 15_000, residualMixKwh: 0, locationFallbackKwh: 55_000 },
      equity_share: { instrumentKwh: 6_000, residualMixKwh: 18_000, locationFallbackKwh: 52_000 },
    } as const;
    for (const approach of Object.keys(expected) as (keyof typeof expected)[]) {
      await call("PUT", `/api/companies/${co.companyId}/reporting-settings`, co.cookie, settings(approach));
      const analysis = await get("/api/carbon/analysis?year=2025", co.cookie);
      const c = analysis.scope2Coverage;
      const want = expected[approach];
      expect(c.instrumentKwh, approach).toBeCloseTo(want.instrumentKwh, 6);
      expect(c.residualMixKwh, approach).toBeCloseTo(want.residualMixKwh, 6);
      expect(c.locationFallbackKwh, approach).toBeCloseTo(want.locationFallbackKwh, 6);
    }
    // Equity share: 76,000 kWh, 7.9 % with an instrument, 23.7 % residual mix, 68.4 % on the grid fallback.
    const statement =
      "of 76,000 kWh of scope 2 energy, 6,000 kWh (7.9%) use a contractual instrument (supplier rate, REGO/GO/REC, PPA), 18,000 kWh (23.7%) the residual mix of their country, 52,000 kWh (68.4%) the location-based factor where no residual mix is available (named fallback)";
    const { reports } = await get("/api/reports", co.cookie);
    const download = async (type: string) => {
      const r = (reports as { type: string; year: number; downloadPath: string }[]).find(
        (x) => x.type === type && x.year === 2025,
      );
      return call("GET", r?.downloadPath as string, co.cookie);
    };
    const gri = csvRows(await (await download("GRI")).text());
    const market = gri.find(
      (r) => r[1] === "Gross market-based energy indirect (Scope 2) GHG emissions" && r[2] === "2025",
    );
    expect(market?.[7]).toContain(statement);
    for (const type of ["CSRD", "ISSB"]) {
      const text = await pdfText(new Uint8Array(await (await download(type)).arrayBuffer()));
      expect(text, type).toContain(statement);
      expect(text, type).not.toContain("scope 2 activities use a contractual instrument");
    }
  });

  it("reports name the factor-library versions the year's activities were computed with", async () => {
    const co = await company();
    // One activity computed under an older library: the reports say so, beside the current one.
    await t.db
      .updateTable("emission_activities")
      .set({ factor_library_version: "2023.9" })
      .where("company_id", "=", co.companyId)
      .where("activity_date", "=", "2025-02-28")
      .execute();
    const fy = await get(`/api/carbon/emissions/${co.companyId}?year=2025&pageSize=500`, co.cookie);
    const older = (fy.emissions as { activityDate: string }[]).filter((a) => a.activityDate === "2025-02-28");
    const current = (fy.emissions as unknown[]).length - older.length;
    const analysis = await get("/api/carbon/analysis?year=2025", co.cookie);
    expect(analysis.factorLibraryVersions).toEqual([
      { version: FACTOR_LIBRARY_VERSION, activities: current },
      { version: "2023.9", activities: older.length },
    ]);
    const { reports } = await get("/api/reports", co.cookie);
    const gri = (reports as { type: string; year: number; downloadPath: string }[]).find(
      (x) => x.type === "GRI" && x.year === 2025,
    );
    const text = await (await call("GET", gri?.downloadPath as string, co.cookie)).text();
    const activities = (n: number) => `${n} ${n === 1 ? "activity" : "activities"}`;
    expect(text).toContain(
      `Emission factor library versions used: ${FACTOR_LIBRARY_VERSION} (${activities(current)}), 2023.9 (${activities(older.length)})`,
    );
  });

  it("rounds tonne totals once from unrounded kilograms: 4,001.72 kg is 4.00 t, not 2.01 + 2.00", async () => {
    const co = await signup("rounding");
    // The rollup as uploads would leave it: 2,006 kg of scope 1 and 1,995.72 kg of scope 3 in one month.
    await t.db
      .insertInto("carbon_monthly_totals")
      .values(
        [
          { scope: 1, detail_key: "naturalGas", location_kg: 2_006, market_kg: 2_006 },
          { scope: 3, detail_key: "businessTravel", location_kg: 1_995.72, market_kg: 1_995.72 },
        ].map((r) => ({
          ...r,
          company_id: co.companyId,
          month: "2025-01",
          source_type: "energy_bill",
          activity_count: 1,
        })),
      )
      .execute();
    const analysis = await get("/api/carbon/analysis?year=2025", co.cookie);
    expect(analysis.currentEmissions).toMatchObject({
      scope1: 2.01,
      scope3: 2,
      total: 4,
      totalMarketBased: 4,
    });
    expect(analysis.emissionsByYear.find((y: { year: number }) => y.year === 2025)).toMatchObject({
      total: 4,
      totalMarketBased: 4,
    });
    const list = await get(`/api/carbon/emissions/${co.companyId}?year=2025`, co.cookie);
    expect(list.summary.total).toBe(4001.72);
  });
});
