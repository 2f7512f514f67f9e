import { readXbrlPackage, unzipEntries, validateXbrlPackage } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";
import { uploadTwelveMonths } from "../test/twelve-months";

// Every GHG total of the ESRS E1, IFRS S2 and GRI 305 reports and of the iXBRL export carries the 95% range the
// analysis gives it, with the measurement-uncertainty note: for the demo and for a company that signed up today.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  demo = await t.login();
});
afterEach(() => t.close());

type Range = { pct95: number; low: number; high: number; method: string };
type TotalKey = "scope1" | "scope2" | "scope2MarketBased" | "scope3" | "total" | "totalMarketBased";
type Analysis = {
  reportingYear: number;
  currentEmissions: Record<TotalKey, number> & { uncertainty: Record<TotalKey, Range | null> };
  dataQuality: {
    scope3PrimaryDataPct: number | null;
    highUncertainty: { threshold: number; metrics: { metric: string; pct95: number }[] };
  };
};
type Report = { type: string; year: number | null; downloadPath: string };

const get = async (path: string, cookie: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res;
};

/** As the reports print tonnes: whole with grouping, one decimal below 100 t. */
const printed = (tonnes: number) =>
  Math.abs(tonnes) < 100
    ? tonnes.toLocaleString("en-GB", { minimumFractionDigits: 0, maximumFractionDigits: 1 })
    : Math.round(tonnes).toLocaleString("en-GB");
/** "5,712 t CO2e ± 4.1% (5,478–5,946 t)" from the analysis's own figures. */
const rangeText = (total: number, r: Range) =>
  `${printed(total)} t CO2e ± ${r.pct95.toFixed(1)}% (${printed(r.low)}–${printed(r.high)} t)`;

const LABELS: Record<TotalKey, string> = {
  scope1: "Gross Scope 1 GHG emissions",
  scope2: "Gross location-based Scope 2 GHG emissions",
  scope2MarketBased: "Gross market-based Scope 2 GHG emissions",
  scope3: "Gross Scope 3 GHG emissions",
  total: "Total GHG emissions (location-based)",
  totalMarketBased: "Total GHG emissions (market-based)",
};

/** Downloads the year's three emissions reports and its ESRS iXBRL package and checks them against the analysis. */
async function checkReports(cookie: string, year: number) {
  const analysis = (await (await get(`/api/carbon/analysis?year=${year}`, cookie)).json()) as Analysis;
  const e = analysis.currentEmissions;
  const reports = ((await (await get("/api/reports", cookie)).json()) as { reports: Report[] }).reports;
  const path = (type: string) =>
    reports.find((r) => r.type === type && r.year === year)?.downloadPath as string;
  const expected = (Object.keys(LABELS) as TotalKey[]).map((k) => {
    const range = e.uncertainty[k];
    expect(range, k).not.toBeNull();
    return [k, rangeText(e[k], range as Range)] as const;
  });

  for (const type of ["CSRD", "ISSB"]) {
    const text = await pdfText(await get(path(type), cookie));
    for (const [k, range] of expected) expect(text, `${type} ${k}`).toContain(range);
    expect(text).toContain("Measurement uncertainty");
    expect(text).toContain("IPCC 2006 Guidelines Vol. 1 ch. 3 Approach 1");
    expect(text).toContain("Shared-factor correlation");
    expect(text).toContain(`95% range ${year} (t CO2e)`);
    const primary = analysis.dataQuality.scope3PrimaryDataPct;
    expect(primary).not.toBeNull();
    expect(text).toContain(`${(primary as number).toFixed(1)}% of ${year} scope 3 emissions`);
    for (const m of analysis.dataQuality.highUncertainty.metrics) {
      expect(text, m.metric).toContain(`± ${m.pct95.toFixed(1)}%`);
    }
    if (type === "CSRD") {
      expect(text).toContain("ESRS 2 BP-2 Metrics subject to high measurement uncertainty");
      expect(text).toContain("Share of gross Scope 3 GHG emissions calculated from primary data (E1-6)");
    }
  }

  const gri = parse(await (await get(path("GRI"), cookie)).text(), { bom: true }) as string[][];
  const row = (requirement: string) => gri.find((r) => r[1] === requirement && r[2] === String(year));
  expect(row("Uncertainty of gross direct (Scope 1) GHG emissions")?.slice(5)).toEqual([
    String(e.uncertainty.scope1?.pct95),
    "% (95% confidence, ±)",
    `${rangeText(e.scope1, e.uncertainty.scope1 as Range)}; IPCC 2006 Approach 1`,
  ]);
  expect(row("Uncertainty of total GHG emissions (market-based)")?.[7]).toContain(
    rangeText(e.totalMarketBased, e.uncertainty.totalMarketBased as Range),
  );
  expect(Number(row("Share of gross Scope 3 GHG emissions calculated from primary data")?.[5])).toBe(
    analysis.dataQuality.scope3PrimaryDataPct,
  );
  expect(row("Measurement uncertainty (methodology)")?.[7]).toContain("Shared-factor correlation");

  const ixbrl = await get(`/api/reports/esrs-e1/ixbrl?year=${year}`, cookie);
  const bytes = new Uint8Array(await ixbrl.arrayBuffer());
  expect(validateXbrlPackage(bytes)).toMatchObject({ ok: true, errors: [] });
  const facts = readXbrlPackage(bytes);
  const fact = (local: string) => facts.find((f) => f.concept === `esrs:${local}`);
  expect(
    fact(
      "PercentageOfGrossScope3GreenhouseGasEmissionsCalculatedUsingPrimaryDataObtainedFromSuppliersOrOtherValueChainPartners",
    )?.value,
  ).toBeCloseTo((analysis.dataQuality.scope3PrimaryDataPct as number) / 100, 6);
  const sources = fact("InformationAboutSourcesOfMeasurementUncertaintyExplanatory")?.value as string;
  for (const [k, range] of expected) expect(sources, k).toContain(`${LABELS[k]}: ${range}`);
  const entries = unzipEntries(bytes);
  const xhtml = new TextDecoder().decode(
    entries[Object.keys(entries).find((p) => p.endsWith(".xhtml")) as string],
  );
  const u = e.uncertainty.total as Range;
  expect(xhtml).toContain(`± ${u.pct95.toFixed(1)}% (${printed(u.low)}–${printed(u.high)} t)`);
}

describe("the 95% ranges in the reports and the iXBRL export", () => {
  it("the demo's default year", async () => {
    await checkReports(demo, 2024);
  });

  it("a company that signed up today, from its own ingested rows", async () => {
    const { cookie } = await signUp(t, "range-founder", {
      companyName: "Range Rovers Ltd",
      name: "Range Founder",
    });
    // One stated uncertainty: the range follows the row's own figures, not only the defaults.
    await uploadTwelveMonths(t, cookie, 2025, {
      diesel: (i) => (i === 0 ? { activityUncertaintyPct: 40, factorUncertaintyPct: 3 } : {}),
    });
    await checkReports(cookie, 2025);
  });
});
