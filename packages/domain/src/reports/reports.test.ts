import { describe, expect, it } from "vitest";
import { parseCsvRows } from "../carbon-csv";
import {
  buildReport,
  buildReportData,
  type ReportData,
  type ReportDocument,
  type ReportRecords,
  reportFilename,
} from "./index";

const records: ReportRecords = {
  company: { name: "Acme Parts Ltd", industry: "Manufacturing" },
  revenue: { amount: 20_000_000, currency: "GBP" },
  emissionTotals: [
    { year: 2023, scope: 1, detailKey: "naturalGas", kgCO2e: 600_000 },
    { year: 2023, scope: 2, detailKey: "electricity", kgCO2e: 1_000_000 },
    { year: 2023, scope: 3, detailKey: "businessTravel", kgCO2e: 400_000 },
    { year: 2024, scope: 1, detailKey: "naturalGas", kgCO2e: 500_000 },
    { year: 2024, scope: 1, detailKey: "diesel", kgCO2e: 150_000 },
    { year: 2024, scope: 2, detailKey: "electricity", kgCO2e: 850_000 },
    { year: 2024, scope: 3, detailKey: "employeeCommuting", kgCO2e: 120_000 },
    { year: 2024, scope: 3, detailKey: "purchasedGoodsAndServices", kgCO2e: 2_380_000 },
  ],
  scope2Market: [
    { year: 2023, marketKg: 1_000_000, activities: 12, withInstrument: 0 },
    { year: 2024, marketKg: 425_000, activities: 12, withInstrument: 6 },
  ],
  factorSources: [
    { year: 2024, source: "DESNZ 2024", factorYear: 2024, activities: 30, kgCO2e: 1_620_000 },
    { year: 2024, source: "US EPA USEEIO v1.3", factorYear: 2022, activities: 12, kgCO2e: 2_380_000 },
    { year: 2023, source: "DESNZ 2023", factorYear: 2023, activities: 30, kgCO2e: 2_000_000 },
  ],
  suppliers: [
    {
      name: "Low Co",
      country: "GB",
      category: "Parts",
      riskTier: "low",
      disclosureScore: 90,
      responded: true,
    },
    {
      name: "=Evil Co",
      country: "DE",
      category: null,
      riskTier: "High",
      disclosureScore: 30,
      responded: false,
    },
    {
      name: "Mid, Co",
      country: null,
      category: "Freight",
      riskTier: "medium",
      disclosureScore: 55,
      responded: true,
    },
    {
      name: "High Co",
      country: "PL",
      category: "Steel",
      riskTier: "high",
      disclosureScore: 20,
      responded: true,
    },
  ],
  goals: [
    {
      title: "Cut Scope 1 & 2 emissions 42% by 2030",
      category: "Environmental",
      unit: "tCO2e",
      baselineYear: 2023,
      targetYear: 2030,
      currentValue: 1600,
      targetValue: 928,
      isScenceBased: true,
      status: "active",
      latestProgressPercentage: 12,
    },
    {
      title: "40% women in leadership",
      category: "Social",
      unit: "%",
      baselineYear: 2023,
      targetYear: 2028,
      currentValue: 24,
      targetValue: 40,
      isScenceBased: false,
      status: "active",
      latestProgressPercentage: null,
    },
  ],
  risks: [
    {
      riskCategory: "Climate",
      riskType: "Physical risk: river flooding",
      probability: 3,
      impact: 5,
      riskLevel: "High",
      status: "active",
      mitigationStrategy: "Flood barriers",
    },
    {
      riskCategory: "Climate",
      riskType: "Carbon pricing on natural gas",
      probability: 4,
      impact: 3,
      riskLevel: "High",
      status: "mitigated",
      mitigationStrategy: null,
    },
    {
      riskCategory: "Social",
      riskType: "Injuries",
      probability: 3,
      impact: 3,
      riskLevel: "Medium",
      status: "active",
      mitigationStrategy: null,
    },
  ],
};

const data = buildReportData(records, "2026-03-05");

const text = (doc: ReportDocument) =>
  [
    doc.title,
    doc.subtitle,
    ...doc.meta.flat(),
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        b.kind === "paragraph"
          ? [b.text]
          : b.kind === "list"
            ? b.items
            : b.kind === "keyValues"
              ? b.items.flat()
              : [...b.columns.map((c) => c.header), ...b.rows.flat(), b.note ?? ""],
      ),
    ]),
  ].join("\n");

const pdf = (type: "CSRD" | "ISSB", d: ReportData = data) => {
  const r = buildReport(type, d);
  if (r.format !== "pdf") throw new Error("expected a document");
  return r.document;
};
const csv = (type: "GRI" | "Supplier", d: ReportData = data) => {
  const r = buildReport(type, d);
  if (r.format !== "csv") throw new Error("expected csv");
  const parsed = parseCsvRows(r.text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows;
};

describe("buildReportData", () => {
  it("aggregates the rollup per year in tonnes, newest first", () => {
    const [y2024, y2023] = data.years;
    expect(y2024).toMatchObject({
      year: 2024,
      scope1: 650,
      scope2Location: 850,
      scope2Market: 425,
      scope3: 2500,
      totalLocation: 4000,
      totalMarket: 3575,
      scope2Activities: 12,
      scope2WithInstrument: 6,
    });
    expect(y2024?.scope1BySource.map((s) => [s.label, s.tonnes])).toEqual([
      ["Natural Gas", 500],
      ["Diesel", 150],
    ]);
    expect(y2024?.scope3ByCategory.map((c) => c.label)).toEqual([
      "1. Purchased goods and services",
      "7. Employee commuting",
    ]);
    expect(y2023?.totalLocation).toBe(2000);
  });

  it("keeps the latest year's factor sources, environmental goals and climate risks", () => {
    expect(data.factorSources.map((f) => f.source)).toEqual(["US EPA USEEIO v1.3", "DESNZ 2024"]);
    expect(data.climateTargets.map((g) => g.title)).toEqual(["Cut Scope 1 & 2 emissions 42% by 2030"]);
    expect(data.climateRisks).toHaveLength(2);
  });
});

describe("ESRS E1 draft (CSRD)", () => {
  const doc = pdf("CSRD");
  const all = text(doc);
  it("has the E1-6 table with both years, the scope 3 categories and totals", () => {
    const e16 = doc.sections.find((s) => s.heading.startsWith("E1-6"));
    const table = e16?.blocks[0];
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.columns.map((c) => c.header)).toEqual(["t CO2e", "2023", "2024", "Change"]);
    expect(table.rows).toContainEqual(["Gross Scope 1 GHG emissions", "600", "650", "+8.3%"]);
    expect(table.rows).toContainEqual(["Gross market-based Scope 2 GHG emissions", "1,000", "425", "-57.5%"]);
    expect(table.rows).toContainEqual([
      "  Scope 3 category 1. Purchased goods and services",
      "-",
      "2,380",
      "n/a",
    ]);
    expect(table.rows).toContainEqual(["Total GHG emissions (location-based)", "2,000", "4,000", "+100%"]);
    expect(table.emphasis?.length).toBe(2);
  });
  it("states intensity per net revenue, targets, risks, methodology and factor sources", () => {
    expect(all).toContain("Total GHG emissions (location-based) per net revenue\n200");
    expect(all).toContain("t CO2e per £m net revenue");
    expect(all).toContain("Net revenue: £20.0m (annual revenue on file).");
    expect(all).toContain("Cut Scope 1 & 2 emissions 42% by 2030");
    expect(all).toContain("Physical risk: river flooding");
    expect(all).toContain("GHG Protocol Corporate Accounting and Reporting Standard");
    expect(all).toContain("6 of 12 scope 2 activities carry a supplier or certificate factor");
    expect(all).toContain("US EPA USEEIO v1.3\n2022\n12\n2,380");
    expect(doc.subtitle).toBe("Acme Parts Ltd - financial year 2024 - draft, not assured");
  });
  it("says what is missing instead of inventing it", () => {
    const empty = buildReportData(
      { ...records, emissionTotals: [], scope2Market: [], factorSources: [], revenue: null },
      "2026-03-05",
    );
    const t = text(pdf("CSRD", empty));
    expect(t).toContain("No emissions are recorded yet.");
    expect(t).toContain("Intensity needs a year of emissions data.");
    expect(t).toContain("No emission factors have been applied yet.");
  });
});

describe("IFRS S2 metrics summary (ISSB)", () => {
  const all = text(pdf("ISSB"));
  it("lists the paragraph 29 metrics, physical and transition risks and targets", () => {
    expect(all).toContain("Greenhouse gas emissions (paragraph 29(a))");
    expect(all).toContain("GHG Protocol Corporate Standard (2004)");
    expect(all).toContain("of which physical risks (29(c))\n1");
    expect(all).toContain("of which transition risks (29(b))\n1");
    expect(all).toContain("Internal carbon price (29(f)): none recorded.");
    expect(all).toContain("GHG intensity 2024, scopes 1-3 (t CO2e per £m net revenue)\n200");
  });
});

describe("GRI 305 table (CSV)", () => {
  const rows = csv("GRI");
  it("has the header and rows for 305-1 to 305-5", () => {
    expect(rows[0]).toEqual([
      "Disclosure",
      "Requirement",
      "Reporting year",
      "Scope",
      "Source or category",
      "Value",
      "Unit",
      "Notes",
    ]);
    expect(rows).toContainEqual([
      "305-1",
      "Gross direct (Scope 1) GHG emissions",
      "2024",
      "Scope 1",
      "Total",
      "650",
      "t CO2e",
      "CO2e as published by each factor source",
    ]);
    expect(rows).toContainEqual([
      "305-2",
      "Gross market-based energy indirect (Scope 2) GHG emissions",
      "2024",
      "Scope 2",
      "Total",
      "425",
      "t CO2e",
      "6 of 12 activities with a supplier or certificate factor; grid-average factor elsewhere",
    ]);
    expect(rows).toContainEqual([
      "305-3",
      "Scope 3 by category",
      "2024",
      "Scope 3",
      "7. Employee commuting",
      "120",
      "t CO2e",
      "",
    ]);
    expect(rows).toContainEqual([
      "305-4",
      "GHG emissions intensity ratio",
      "2024",
      "Scopes 1, 2 (location-based) and 3",
      "Total",
      "200",
      "t CO2e per £m net revenue",
      "Denominator: annual revenue £20.0m",
    ]);
    expect(rows).toContainEqual([
      "305-5",
      "Reduction of GHG emissions",
      "2024",
      "Scopes 1, 2 (location-based) and 3",
      "Compared with 2023",
      "-2000",
      "t CO2e",
      "Change year on year: +100.0% (a negative reduction is an increase)",
    ]);
    // Intensity only for the year the revenue belongs to.
    expect(rows.filter((r) => r[0] === "305-4" && r[2] === "2023")).toEqual([]);
  });
});

describe("supplier ESG risk summary (CSV)", () => {
  it("lists high risk first, weakest disclosure first, with an action, and neutralises formulas", () => {
    const rows = csv("Supplier");
    expect(rows.map((r) => r[0])).toEqual(["Supplier", "High Co", "'=Evil Co", "Mid, Co", "Low Co"]);
    expect(rows[2]).toEqual([
      "'=Evil Co",
      "DE",
      "",
      "High",
      "30",
      "Pending",
      "Escalate: obtain the ESG questionnaire and plan an on-site audit",
    ]);
    expect(rows[4]?.slice(3)).toEqual(["Low", "90", "Responded", "Monitor annually"]);
  });
});

describe("reportFilename", () => {
  it.each([
    ["GRI_305_Emissions_Table.csv", "csv", "GRI_305_Emissions_Table.csv"],
    ["old.md", "csv", "old.csv"],
    ["Report", "pdf", "Report.pdf"],
    [".md", "pdf", "report.pdf"],
  ] as const)("%s as %s → %s", (stored, format, expected) => {
    expect(reportFilename(stored, format)).toBe(expected);
  });
});
