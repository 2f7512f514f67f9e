import { loadReportRecords } from "@esg/db";
import { buildReportData } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";
import { uploadTwelveMonths } from "../test/twelve-months";

// A company that signs up today gets the demo's reports, built from its own data only.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  demo = await t.login();
});
afterEach(() => t.close());

type Report = {
  id: number;
  type: string;
  year: number | null;
  format: string;
  filename: string;
  downloadPath: string;
  hasData: boolean;
  isPartial: boolean;
  closed: boolean;
};
type Doc = { id: number; type: string; filename: string };

const signup = async (username: string, companyName: string) =>
  (await signUp(t, username, { companyName, name: `${username} Admin` })).cookie;
const get = async (path: string, cookie: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json();
};
const reportsOf = async (cookie: string) =>
  (await get("/api/reports", cookie)) as { defaultYear: number | null; reports: Report[] };
const documentsOf = async (cookie: string) => (await get("/api/dashboard", cookie)).documents as Doc[];

function csvRows(text: string): string[][] {
  return parse(text, { bom: true, skip_empty_lines: true }) as string[][];
}
/** As the PDF prints tonnes: whole with grouping, one decimal below 100 t. */
const printed = (tonnes: number) =>
  Math.abs(tonnes) < 100
    ? tonnes.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : Math.round(tonnes).toLocaleString("en-GB");

async function companyIdOf(cookie: string): Promise<number> {
  return (await get("/api/dashboard", cookie)).company.id;
}

describe("reports for a company that signed up today", () => {
  it("lists, downloads and matches its own carbon analysis; another company gets 404", async () => {
    const a = await signup("founder-a", "Alpha Widgets Ltd");
    const b = await signup("founder-b", "Beta Gadgets Ltd");

    // Before any data: the four reports on the dashboard, the current year on the Reports screen.
    const empty = await documentsOf(a);
    expect(empty.map((d) => d.type)).toEqual(["CSRD", "GRI", "ISSB", "Supplier"]);
    const before = await reportsOf(a);
    expect(before.defaultYear).toBeNull();
    const thisYear = new Date().getUTCFullYear();
    expect(before.reports.map((r) => [r.type, r.year, r.hasData])).toEqual([
      ["CSRD", thisYear, false],
      ["GRI", thisYear, false],
      ["ISSB", thisYear, false],
      ["Supplier", null, false],
    ]);
    const emptyEsrs = await t.request(before.reports[0]?.downloadPath as string, { cookie: a });
    expect(emptyEsrs.status).toBe(200);
    const emptyText = await pdfText(new Uint8Array(await emptyEsrs.arrayBuffer()));
    expect(emptyText).toContain("Alpha Widgets Ltd");
    expect(emptyText).toContain(`No emissions are recorded for reporting year ${thisYear}`);
    expect(emptyText).not.toContain("Northwind");
    const emptyGri = csvRows(
      await (await t.request(before.reports[1]?.downloadPath as string, { cookie: a })).text(),
    );
    expect(emptyGri.find((r) => r[4] === "No data")?.[7]).toContain(
      `No emissions are recorded for reporting year ${thisYear}`,
    );

    await uploadTwelveMonths(t, a, 2025);
    const analysis = await get("/api/carbon/analysis?year=2025", a);
    expect(analysis.isPartial).toBe(false);
    const e = analysis.currentEmissions;
    expect(e.total).toBeGreaterThan(0);

    // The dashboard's ids are the ones the Reports screen lists, now for 2025.
    const docs = await documentsOf(a);
    expect(docs.map((d) => d.id)).toEqual(empty.map((d) => d.id));
    const { defaultYear, reports } = await reportsOf(a);
    expect(defaultYear).toBe(2025);
    expect(reports.map((r) => [r.type, r.year, r.hasData, r.isPartial])).toEqual([
      ["CSRD", 2025, true, false],
      ["GRI", 2025, true, false],
      ["ISSB", 2025, true, false],
      ["Supplier", null, false, false],
    ]);
    for (const r of reports) {
      expect(r.id).toBe(docs.find((d) => d.type === r.type)?.id);
    }

    // All four download, under the listed names, from the dashboard (default year) and the list (by year).
    for (const doc of docs) {
      const res = await t.request(`/api/documents/${doc.id}/download`, { cookie: a });
      expect(res.status, doc.type).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(`filename="${doc.filename}"`);
    }
    const files = new Map<string, Response>();
    for (const r of reports) {
      const res = await t.request(r.downloadPath, { cookie: a });
      expect(res.status, r.type).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(`filename="${r.filename}"`);
      files.set(r.type, res as unknown as Response);
    }

    // ESRS E1: the report's data object and its text carry the analysis' figures (the analysis is in 0.01 t).
    const records = await loadReportRecords(t.db, { companyId: await companyIdOf(a) });
    const data = buildReportData(records as NonNullable<typeof records>, "2026-11-26", 2025);
    expect(data.company.name).toBe("Alpha Widgets Ltd");
    expect(data.current?.scope1).toBeCloseTo(e.scope1, 2);
    expect(data.current?.scope2Location).toBeCloseTo(e.scope2, 2);
    expect(data.current?.scope2Market).toBeCloseTo(e.scope2MarketBased, 2);
    expect(data.current?.scope3).toBeCloseTo(e.scope3, 2);
    expect(data.current?.totalLocation).toBeCloseTo(e.total, 2);
    expect(data.current?.totalMarket).toBeCloseTo(e.totalMarketBased, 2);
    const esrs = await pdfText(new Uint8Array(await (files.get("CSRD") as Response).arrayBuffer()));
    expect(esrs).toContain("Alpha Widgets Ltd");
    expect(esrs).toContain("financial year 2025");
    for (const figure of [e.scope1, e.scope2, e.scope3, e.total]) expect(esrs).toContain(printed(figure));
    expect(esrs).not.toContain("Northwind");
    // No revenue on file: no intensity, and no stand-in revenue.
    expect(esrs).toContain("Net revenue not on file");

    const ifrs = await pdfText(new Uint8Array(await (files.get("ISSB") as Response).arrayBuffer()));
    expect(ifrs).toContain("Alpha Widgets Ltd");
    expect(ifrs).toContain(printed(e.total));

    // GRI 305: parsed, the totals equal the analysis.
    const gri = csvRows(await (files.get("GRI") as Response).text());
    const total = (code: string, scope: string) =>
      Number(gri.find((r) => r[0] === code && r[2] === "2025" && r[3] === scope && r[4] === "Total")?.[5]);
    expect(total("305-1", "Scope 1")).toBeCloseTo(e.scope1, 1);
    expect(total("305-2", "Scope 2")).toBeCloseTo(e.scope2, 1);
    expect(total("305-3", "Scope 3")).toBeCloseTo(e.scope3, 1);
    const market = gri.find((r) => r[1] === "Gross market-based energy indirect (Scope 2) GHG emissions");
    expect(Number(market?.[5])).toBeCloseTo(e.scope2MarketBased, 1);

    // With its 2025 revenue recorded in the profile, the intensity divides by it (no stand-in before).
    const griNoRevenue = gri.find((r) => r[0] === "305-4");
    expect(griNoRevenue?.[5]).toBe("");
    const companyA = await companyIdOf(a);
    const put = await t.request(`/api/companies/${companyA}/profile`, {
      method: "PUT",
      cookie: a,
      json: {
        name: "Alpha Widgets Ltd",
        industry: "Manufacturing",
        country: "GB",
        currency: "GBP",
        employees: 120,
        lei: null,
        revenue: [{ year: 2025, amount: 16_000_000 }],
      },
    });
    expect(put.status).toBe(200);
    const griWithRevenue = csvRows(
      await (await t.request(reports[1]?.downloadPath as string, { cookie: a })).text(),
    );
    const ratio = griWithRevenue.find(
      (r) => r[0] === "305-4" && r[3] === "Scopes 1, 2 (location-based) and 3",
    );
    expect(Number(ratio?.[5])).toBeCloseTo(e.total / 16, 1);
    expect(ratio?.[7]).toContain("£16.0m");
    const esrsWithRevenue = await pdfText(
      new Uint8Array(
        await (await t.request(reports[0]?.downloadPath as string, { cookie: a })).arrayBuffer(),
      ),
    );
    expect(esrsWithRevenue).not.toContain("Net revenue not on file");
    expect(esrsWithRevenue).toContain("£16.0m");
    const analysisWithRevenue = await get("/api/carbon/analysis?year=2025", a);
    expect(analysisWithRevenue.industryComparison.intensityNote).toBeNull();
    expect(analysisWithRevenue.industryComparison.topPerformer).toBeGreaterThan(0);
    expect(analysis.industryComparison.topPerformer).toBeNull();
    expect(analysis.industryComparison.intensityNote).toContain("No revenue recorded for 2025");

    // The supplier summary: none recorded, so none of the demo's suppliers.
    const suppliers = csvRows(await (files.get("Supplier") as Response).text());
    expect(suppliers).toHaveLength(1);

    // Company B (and the demo) cannot download A's reports: 404, as for an unknown id.
    for (const r of reports) {
      expect((await t.request(r.downloadPath, { cookie: b })).status).toBe(404);
      expect((await t.request(r.downloadPath, { cookie: demo })).status).toBe(404);
    }
    // B's own reports say it has no data, with none of A's figures.
    const bEsrs = (await reportsOf(b)).reports[0] as Report;
    const bText = await pdfText(
      new Uint8Array(await (await t.request(bEsrs.downloadPath, { cookie: b })).arrayBuffer()),
    );
    expect(bText).toContain("Beta Gadgets Ltd");
    expect(bText).not.toContain("Alpha Widgets Ltd");
    expect(bText).toContain("No emissions are recorded");
  });

  it("answers GET /api/reports over tRPC with the same body, and needs a session", async () => {
    expect((await t.request("/api/reports")).status).toBe(401);
    const rest = await get("/api/reports", demo);
    const rpc = await get("/trpc/reports.list", demo);
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("the demo's reports", () => {
  it("offers Reset Demo to the demo company only: another organisation's data is never replaced by samples", async () => {
    const a = await signup("founder-r", "Rowan Metals Ltd");
    await uploadTwelveMonths(t, a, 2025);
    const before = await get("/api/carbon/analysis?year=2025", a);
    expect((await get("/trpc/demo.status", a)).result.data).toEqual({ enabled: false });
    expect((await t.request("/api/demo/reset", { method: "POST", cookie: a })).status).toBe(404);
    const after = await get("/api/carbon/analysis?year=2025", a);
    expect(after.currentEmissions).toEqual(before.currentEmissions);
    expect((await get("/api/dashboard", a)).suppliers).toEqual([]);
    // The demo company still has it.
    expect((await get("/trpc/demo.status", demo)).result.data).toEqual({ enabled: true });
  });

  it("lists every year of the demo, and Reset Demo keeps every id", async () => {
    const docs = await documentsOf(demo);
    const { defaultYear, reports } = await reportsOf(demo);
    expect(defaultYear).toBe(2024);
    const years = [...new Set(reports.map((r) => r.year))];
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBeNull();
    expect(reports.filter((r) => r.year === 2024).map((r) => r.id)).toEqual(
      ["CSRD", "GRI", "ISSB"].map((type) => docs.find((d) => d.type === type)?.id),
    );

    const res = await t.request("/api/demo/reset", { method: "POST", cookie: demo });
    expect(res.status).toBe(200);
    expect(await documentsOf(demo)).toEqual(docs);
    expect(await reportsOf(demo)).toEqual({ defaultYear, reports });
  });

  it("the default-year download is the same file as the list's download of that year", async () => {
    const { defaultYear, reports } = await reportsOf(demo);
    const gri = reports.find((r) => r.type === "GRI" && r.year === defaultYear) as Report;
    const byYear = await (await t.request(gri.downloadPath, { cookie: demo })).text();
    const byDefault = await (await t.request(`/api/documents/${gri.id}/download`, { cookie: demo })).text();
    expect(byYear).toBe(byDefault);
  });
});
