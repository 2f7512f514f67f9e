import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { buildInventory, chooseInventoryYear } from "../carbon-inventory";
import { analysisUncertainty } from "../uncertainty/analysis-uncertainty";
import {
  buildReport,
  buildReportData,
  type ReportData,
  type ReportDocument,
  type ReportRecords,
} from "./index";
import { inventoryRecords, monthly, uncertaintyRow } from "./test-inventory";

// The reports' 95% ranges, scope 3 primary-data share, BP-2 list and methodology note. Expected figures
// worked by hand from IPCC 2006 Vol. 1 ch. 3 equations 3.1 and 3.2, e.g. Scope 1 of 2024: gas 500 t (±2% activity,
// ±5% factor) and diesel 150 t (±5%, ±5%, another factor): √((2·500)² + (5·500)² + (5·150)² + (5·150)²) / 650
// = 4.45%, so 650 t ± 4.5% is 621.06–678.94 t.

const Y2023 = [
  ...monthly(2023, 1, "naturalGas", 600_000),
  ...monthly(2023, 2, "electricity", 1_000_000),
  ...monthly(2023, 3, "businessTravel", 400_000, { sourceType: "travel_expense" }),
];
const Y2024 = [
  ...monthly(2024, 1, "naturalGas", 500_000),
  ...monthly(2024, 1, "diesel", 150_000, { sourceType: "fuel_receipt" }),
  ...monthly(2024, 2, "electricity", 850_000, { marketKg: 425_000 }),
  ...monthly(2024, 3, "employeeCommuting", 120_000, { sourceType: "travel_expense" }),
  ...monthly(2024, 3, "purchasedGoodsAndServices", 2_380_000, { sourceType: "supplier_invoice" }),
];
/** One month's terms of a key: x kg at ±activity% and ±factor% on one factor, at a data-quality score. */
const term = (
  month: string,
  scope: 1 | 2 | 3,
  detailKey: string,
  kg: number,
  [activityPct, factorPct]: [number, number],
  factorId: string,
  score: number,
  market?: { marketKg: number; marketFactorId: string },
) => uncertaintyRow(month, scope, detailKey, kg, { activityPct, factorPct, factorId, score, ...market });
const TERMS = [
  term("2023-06", 1, "naturalGas", 600_000, [2, 5], "gas", 1),
  term("2023-06", 2, "electricity", 1_000_000, [2, 10], "grid", 1),
  term("2023-06", 3, "businessTravel", 400_000, [10, 20], "travel", 3),
  term("2024-06", 1, "naturalGas", 500_000, [2, 5], "gas", 1),
  term("2024-06", 1, "diesel", 150_000, [5, 5], "diesel", 2),
  term("2024-06", 2, "electricity", 850_000, [2, 10], "grid", 1, {
    marketKg: 425_000,
    marketFactorId: "supplier",
  }),
  term("2024-06", 3, "employeeCommuting", 120_000, [10, 20], "commute", 2),
  term("2024-06", 3, "purchasedGoodsAndServices", 2_380_000, [5, 50], "eeio", 5),
];

const base = (inventory: ReportRecords["inventory"]): ReportRecords => ({
  company: { name: "Acme Parts Ltd", industry: "Manufacturing" },
  revenue: { currency: "GBP", revenue: [{ year: 2024, amount: 20_000_000 }] },
  inventory,
  factorSources: [],
  suppliers: [],
  goals: [],
  risks: [],
});
const records = base({ ...inventoryRecords([...Y2023, ...Y2024]), uncertainty: TERMS });
const data = buildReportData(records, "2026-03-05");
/** The same years with no stored terms: as a year closed before uncertainties were recorded reads. */
const noTerms = buildReportData(base(inventoryRecords([...Y2023, ...Y2024])), "2026-03-05");

const pdf = (type: "CSRD" | "ISSB", d: ReportData = data) => {
  const r = buildReport(type, d);
  if (r.format !== "pdf") throw new Error("expected a document");
  return r.document;
};
const gri = (d: ReportData = data) => {
  const r = buildReport("GRI", d);
  if (r.format !== "csv") throw new Error("expected csv");
  return parse(r.text, { bom: true, skip_empty_lines: true }) as string[][];
};
const section = (doc: ReportDocument, heading: string) => {
  const s = doc.sections.find((x) => x.heading.startsWith(heading));
  if (!s) throw new Error(`no section ${heading}`);
  return s;
};
const tableIn = (doc: ReportDocument, heading: string) => {
  const b = section(doc, heading).blocks.find((x) => x.kind === "table");
  if (b?.kind !== "table") throw new Error(`no table under ${heading}`);
  return b;
};
const listIn = (doc: ReportDocument, heading: string) =>
  section(doc, heading).blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
const keyValuesIn = (doc: ReportDocument, heading: string) =>
  section(doc, heading).blocks.flatMap((b) => (b.kind === "keyValues" ? b.items : []));

const BP2_2024 = [
  "Gross Scope 3 GHG emissions: 2,500 t CO2e ± 47.8% (1,304–3,696 t)",
  "Total GHG emissions (market-based): 3,575 t CO2e ± 33.5% (2,378–4,772 t)",
  "Scope 3 category 1. Purchased goods and services: 2,380 t CO2e ± 50.2% (1,184–3,576 t)",
];

describe("the reports' ranges are the analysis's", () => {
  it("equal Approach 1 of the year's stored terms around the year's totals", () => {
    const year = chooseInventoryYear(buildInventory(records.inventory), 2024).data;
    const expected = analysisUncertainty(
      year?.uncertainty ?? null,
      { scope1: 650, scope2: 850, scope2MarketBased: 425, scope3: 2500, total: 4000, totalMarketBased: 3575 },
      { scope1Details: {}, scope2Details: {}, scope3Details: {} },
    ).uncertainty;
    expect(data.current?.quality.uncertainty).toEqual(expected);
    expect(data.current?.quality.uncertainty.scope1).toEqual({
      pct95: 4.5,
      low: 621.06,
      high: 678.94,
      method: "IPCC Approach 1",
    });
    // Total location-based: 29.99%, shown as 30.0, is not above the 30% threshold; market-based 33.5% is.
    expect(data.current?.quality.dataQuality.highUncertainty.metrics).toEqual([
      { metric: "scope3", pct95: 47.8 },
      { metric: "totalMarketBased", pct95: 33.5 },
      { metric: "scope3.purchasedGoodsAndServices", pct95: 50.2 },
    ]);
    // 120 t of 2,500 t scope 3 are scored 2 (primary): 4.8%.
    expect(data.current?.quality.dataQuality.scope3PrimaryDataPct).toBe(4.8);
  });
});

describe("ESRS E1 draft", () => {
  const doc = pdf("CSRD");
  it("puts the 2024 range beside every figure of the E1-6 table", () => {
    const table = tableIn(doc, "E1-6 Gross Scopes");
    expect(table.columns.map((c) => c.header)).toEqual([
      "t CO2e",
      "2023",
      "2024",
      "Change vs 2023",
      "95% range 2024 (t CO2e)",
    ]);
    expect(table.rows).toEqual([
      ["Gross Scope 1 GHG emissions", "600", "650", "+8.3%", "± 4.5% (621–679)"],
      ["Gross location-based Scope 2 GHG emissions", "1,000", "850", "-15%", "± 10.2% (763–937)"],
      ["Gross market-based Scope 2 GHG emissions", "1,000", "425", "-57.5%", "± 10.2% (382–468)"],
      ["Gross Scope 3 GHG emissions", "400", "2,500", "+525%", "± 47.8% (1,304–3,696)"],
      ["  Scope 3 category 1. Purchased goods and services", "-", "2,380", "n/a", "± 50.2% (1,184–3,576)"],
      ["  Scope 3 category 7. Employee commuting", "-", "120", "n/a", "± 22.4% (93.2–147)"],
      ["Total GHG emissions (location-based)", "2,000", "4,000", "+100%", "± 30.0% (2,800–5,200)"],
      ["Total GHG emissions (market-based)", "2,000", "3,575", "+78.8%", "± 33.5% (2,378–4,772)"],
    ]);
    expect(table.note).toBe(
      "95% range: IPCC 2006 Approach 1, as explained under Measurement uncertainty, where every year's totals carry theirs.",
    );
  });

  it("states E1-6's share of scope 3 from primary data and BP-2's metrics above ± 30%", () => {
    expect(keyValuesIn(doc, "E1-6 Gross Scopes")).toContainEqual([
      "Share of gross Scope 3 GHG emissions calculated from primary data (E1-6)",
      "4.8% of 2024 scope 3 emissions (data-quality scores 1-2)",
    ]);
    expect(listIn(doc, "ESRS 2 BP-2")).toEqual(BP2_2024);
  });

  it("lists every year's totals with their ranges and the measurement-uncertainty note", () => {
    const ranges = tableIn(doc, "Measurement uncertainty");
    expect(ranges.rows).toHaveLength(12);
    expect(ranges.rows).toContainEqual([
      "Total GHG emissions (location-based)",
      "2024",
      "4,000 t CO2e ± 30.0% (2,800–5,200 t)",
    ]);
    expect(ranges.rows).toContainEqual([
      "Total GHG emissions (location-based)",
      "2023",
      "2,000 t CO2e ± 7.0% (1,861–2,139 t)",
    ]);
    expect(ranges.rows).toContainEqual([
      "Gross Scope 1 GHG emissions",
      "2023",
      "600 t CO2e ± 5.4% (568–632 t)",
    ]);
    const note = listIn(doc, "Measurement uncertainty");
    expect(note[0]).toMatch(
      /^Each total carries its 95% range, computed with IPCC 2006 Guidelines Vol\. 1 ch\. 3 Approach 1/,
    );
    expect(note[1]).toMatch(
      /^Shared-factor correlation: activities calculated with the same emission factor/,
    );
    expect(note[2]).toContain(
      "Data-quality scores (GHG Protocol Scope 3 Standard ch. 7 indicators, emission-weighted in the summaries): 1 metered or supplier-verified primary data; 2 primary activity data from purchase records;",
    );
    expect(note[3]).toContain(
      "exceeds ± 30% are listed as subject to high measurement uncertainty (ESRS 2 BP-2)",
    );
    expect(note[4]).toContain(
      "Purchased fuel: activity data ± 5%, factor ± 5%, score 2. Published default: Activity ±5%: IPCC energy-sector guidance",
    );
    expect(note[4]).toContain(
      "Spend-based (EEIO) factors: activity data ± 5%, factor ± 50%, score 5. Documented assumption",
    );
  });

  it("a year without stored terms says so instead of showing a range", () => {
    const plain = pdf("CSRD", noTerms);
    const table = tableIn(plain, "E1-6 Gross Scopes");
    expect(table.columns).toHaveLength(4);
    expect(section(plain, "ESRS 2 BP-2").blocks).toEqual([
      {
        kind: "paragraph",
        text: "2024: no 95% range: the year was closed before uncertainties were recorded.",
      },
    ]);
    expect(tableIn(plain, "Measurement uncertainty").rows[0]).toEqual([
      "Gross Scope 1 GHG emissions",
      "2024",
      "650 t CO2e (no 95% range: the year was closed before uncertainties were recorded)",
    ]);
    expect(keyValuesIn(plain, "E1-6 Gross Scopes")).toContainEqual([
      "Share of gross Scope 3 GHG emissions calculated from primary data (E1-6)",
      "Not available: 2024 was closed before data quality was recorded",
    ]);
  });
});

describe("IFRS S2 metrics summary", () => {
  const doc = pdf("ISSB");
  it("carries the ranges in its emissions table and the measurement-uncertainty section", () => {
    const table = tableIn(doc, "Greenhouse gas emissions");
    expect(table.rows[0]).toEqual(["Gross Scope 1 GHG emissions", "600", "650", "+8.3%", "± 4.5% (621–679)"]);
    expect(listIn(doc, "Measurement uncertainty").slice(0, 3)).toEqual(BP2_2024);
    expect(keyValuesIn(doc, "Measurement uncertainty")).toEqual([
      [
        "Share of gross Scope 3 GHG emissions calculated from primary data",
        "4.8% of 2024 scope 3 emissions (data-quality scores 1-2)",
      ],
    ]);
    expect(tableIn(doc, "Measurement uncertainty").rows).toContainEqual([
      "Total GHG emissions (market-based)",
      "2024",
      "3,575 t CO2e ± 33.5% (2,378–4,772 t)",
    ]);
  });
});

describe("GRI 305 table", () => {
  const rows = gri();
  const UNIT = "% (95% confidence, ±)";
  it("gives each total of each year, and each scope 3 category, its 95% range", () => {
    expect(rows).toContainEqual([
      "305-1",
      "Uncertainty of gross direct (Scope 1) GHG emissions",
      "2024",
      "Scope 1",
      "Total (95% range)",
      "4.5",
      UNIT,
      "650 t CO2e ± 4.5% (621–679 t); IPCC 2006 Approach 1",
    ]);
    expect(rows).toContainEqual([
      "305-2",
      "Uncertainty of gross market-based energy indirect (Scope 2) GHG emissions",
      "2024",
      "Scope 2",
      "Total (95% range)",
      "10.2",
      UNIT,
      "425 t CO2e ± 10.2% (382–468 t); IPCC 2006 Approach 1",
    ]);
    expect(rows).toContainEqual([
      "305-3",
      "Uncertainty of Scope 3 by category",
      "2024",
      "Scope 3",
      "1. Purchased goods and services (95% range)",
      "50.2",
      UNIT,
      "2,380 t CO2e ± 50.2% (1,184–3,576 t); IPCC 2006 Approach 1",
    ]);
    expect(rows).toContainEqual([
      "305-1",
      "Uncertainty of total GHG emissions (location-based)",
      "2023",
      "Scopes 1, 2 and 3",
      "Total (95% range)",
      "7",
      UNIT,
      "2,000 t CO2e ± 7.0% (1,861–2,139 t); IPCC 2006 Approach 1",
    ]);
  });

  it("states the share of scope 3 from primary data, the metrics above ± 30% and the method", () => {
    expect(rows).toContainEqual([
      "305-3",
      "Share of gross Scope 3 GHG emissions calculated from primary data",
      "2024",
      "Scope 3",
      "Primary data (data-quality scores 1-2)",
      "4.8",
      "%",
      "4.8% of 2024 scope 3 emissions (data-quality scores 1-2)",
    ]);
    expect(rows).toContainEqual([
      "305-1",
      "Metrics subject to high measurement uncertainty",
      "2024",
      "All scopes",
      "Above ± 30%",
      "3",
      "metrics",
      BP2_2024.join("; "),
    ]);
    const method = rows.find((r) => r[1] === "Measurement uncertainty (methodology)");
    expect(method?.slice(0, 6)).toEqual([
      "305-1",
      "Measurement uncertainty (methodology)",
      "2024",
      "All scopes",
      "Method",
      "IPCC 2006 Vol. 1 ch. 3 Approach 1",
    ]);
    expect(method?.[7]).toContain("Shared-factor correlation");
  });

  it("without stored terms, says the year has no range", () => {
    const plain = gri(noTerms);
    expect(
      plain.find((r) => r[1] === "Uncertainty of gross direct (Scope 1) GHG emissions" && r[2] === "2024"),
    ).toEqual([
      "305-1",
      "Uncertainty of gross direct (Scope 1) GHG emissions",
      "2024",
      "Scope 1",
      "Total (95% range)",
      "",
      UNIT,
      "650 t CO2e (no 95% range: the year was closed before uncertainties were recorded)",
    ]);
  });
});
