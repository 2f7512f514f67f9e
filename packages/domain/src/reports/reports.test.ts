import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  buildReport,
  buildReportData,
  type ReportData,
  type ReportDocument,
  type ReportRecords,
  reportFilename,
} from "./index";
import { NO_EMISSIONS_TEXT } from "./shared";
import { inventoryRecords, monthly } from "./test-inventory";

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
/** The case: one electricity bill in January of a new year. */
const ONE_BILL_2025 = monthly(2025, 2, "electricity", 1_660, { months: [1], marketKg: 2_000 });

const inventory = inventoryRecords;

const records: ReportRecords = {
  company: { name: "Acme Parts Ltd", industry: "Manufacturing" },
  revenue: { currency: "GBP", revenue: [{ year: 2024, amount: 20_000_000 }] },
  inventory: {
    ...inventory([...Y2023, ...Y2024]),
    // 1,000 kWh of scope 2 energy a month: 2023 all on the location-based fallback (stored before the method
    // was recorded); 2024 six months with an instrument, four on the residual mix, two on the fallback.
    scope2Energy: [
      ...Array.from({ length: 12 }, (_, i) => ({
        month: `2023-${String(i + 1).padStart(2, "0")}`,
        siteId: null,
        method: null,
        kWh: 1_000,
      })),
      ...Array.from({ length: 12 }, (_, i) => ({
        month: `2024-${String(i + 1).padStart(2, "0")}`,
        siteId: null,
        method:
          i < 6
            ? ("instrument" as const)
            : i < 10
              ? ("residual_mix" as const)
              : ("location_fallback" as const),
        kWh: 1_000,
      })),
      { month: "2025-01", siteId: null, method: "residual_mix" as const, kWh: 1_000 },
    ],
    factorVersions: [
      { month: "2024-01", version: "2026.1", activities: 40 },
      { month: "2024-02", version: "2025.2", activities: 2 },
      { month: "2023-05", version: "2025.2", activities: 30 },
    ],
  },
  factorSources: [
    { month: "2024-01", source: "DESNZ 2024", factorYear: 2024, activities: 20, kgCO2e: 1_000_000 },
    { month: "2024-07", source: "DESNZ 2024", factorYear: 2024, activities: 10, kgCO2e: 620_000 },
    { month: "2024-12", source: "US EPA USEEIO v1.3", factorYear: 2022, activities: 12, kgCO2e: 2_380_000 },
    { month: "2023-05", source: "DESNZ 2023", factorYear: 2023, activities: 30, kgCO2e: 2_000_000 },
    { month: "2025-01", source: "DESNZ 2024", factorYear: 2024, activities: 1, kgCO2e: 1_660 },
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
  return parse(r.text, { bom: true, skip_empty_lines: true }) as string[][];
};

const withBill: ReportRecords = { ...records, inventory: inventory([...Y2023, ...Y2024, ...ONE_BILL_2025]) };

/** The year choice of a snapshot, in one comparable line. */
const choice = (d: ReportData) => ({
  year: d.basis.year,
  isPartial: d.basis.isPartial,
  current: d.current?.year ?? null,
  comparative: d.comparative?.year ?? null,
  yearOnYear: d.yearOnYear
    ? [d.yearOnYear.previousYear, Math.round(d.yearOnYear.changePercent * 10) / 10]
    : null,
  partialYears: d.basis.partialYears.map((p) => [p.year, p.monthsCovered]),
});

describe("buildReportData: the reporting year", () => {
  it.each([
    [
      "complete years: the latest, compared with the year before",
      records,
      undefined,
      {
        year: 2024,
        isPartial: false,
        current: 2024,
        comparative: 2023,
        yearOnYear: [2023, 100],
        partialYears: [],
      },
    ],
    [
      "one bill in a new year leaves the report on the complete year and names the new one partial",
      withBill,
      undefined,
      {
        year: 2024,
        isPartial: false,
        current: 2024,
        comparative: 2023,
        yearOnYear: [2023, 100],
        partialYears: [[2025, 1]],
      },
    ],
    [
      "?year=2025 builds the partial year, compared with nothing",
      withBill,
      2025,
      {
        year: 2025,
        isPartial: true,
        current: 2025,
        comparative: 2024,
        yearOnYear: null,
        partialYears: [[2025, 1]],
      },
    ],
    [
      "?year=2023: the earliest year has no comparative",
      records,
      2023,
      { year: 2023, isPartial: false, current: 2023, comparative: null, yearOnYear: null, partialYears: [] },
    ],
    [
      "a year closed with one month of data is the default, closed with gaps, not compared year on year",
      { ...withBill, inventory: inventory([...Y2023, ...Y2024, ...ONE_BILL_2025], {}, [2025]) },
      undefined,
      {
        year: 2025,
        isPartial: false,
        current: 2025,
        comparative: 2024,
        yearOnYear: null,
        partialYears: [],
      },
    ],
    [
      "a partial year between complete ones is skipped as comparative",
      {
        ...records,
        inventory: inventory([
          ...Y2023.filter((r) => r.month < "2023-07"),
          ...Y2024,
          ...monthly(2022, 1, "naturalGas", 700_000),
        ]),
      },
      undefined,
      {
        year: 2024,
        isPartial: false,
        current: 2024,
        comparative: 2022,
        yearOnYear: [2022, 471.4],
        partialYears: [[2023, 6]],
      },
    ],
    [
      "no complete year: the year with the most months of data, flagged partial",
      { ...records, inventory: inventory([...Y2024.filter((r) => r.month <= "2024-06"), ...ONE_BILL_2025]) },
      undefined,
      {
        year: 2024,
        isPartial: true,
        current: 2024,
        comparative: null,
        yearOnYear: null,
        partialYears: [
          [2025, 1],
          [2024, 6],
        ],
      },
    ],
    [
      "a requested year without data is partial and has no figures",
      records,
      2019,
      { year: 2019, isPartial: true, current: null, comparative: null, yearOnYear: null, partialYears: [] },
    ],
    [
      "no data at all",
      { ...records, inventory: inventory([]) },
      undefined,
      { year: null, isPartial: false, current: null, comparative: null, yearOnYear: null, partialYears: [] },
    ],
  ] as const)("%s", (_, input, year, expected) => {
    expect(choice(buildReportData(input, "2026-03-05", year))).toEqual(expected);
  });

  it("groups months into fiscal years that start in April, labelled by the year they end", () => {
    const fy = inventory(
      [
        ...monthly(2023, 1, "naturalGas", 900_000, { months: [4, 5, 6, 7, 8, 9, 10, 11, 12] }),
        ...monthly(2024, 1, "naturalGas", 300_000, { months: [1, 2, 3] }),
        ...monthly(2024, 2, "electricity", 5_000, { months: [4] }),
      ],
      { fiscalYearStartMonth: 4 },
    );
    const d = buildReportData({ ...records, inventory: fy }, "2026-03-05");
    expect(d.basis).toMatchObject({
      year: 2024,
      isPartial: false,
      period: { start: "2023-04-01", end: "2024-03-31" },
      periodLabel: "1 April 2023 – 31 March 2024",
      partialYears: [{ year: 2025, monthsCovered: 1 }],
    });
    expect(d.current?.scope1).toBe(1200);
    expect(d.years.map((y) => [y.year, y.period])).toEqual([
      [2025, "1 April 2024 – 31 March 2025"],
      [2024, "1 April 2023 – 31 March 2024"],
    ]);
  });
});

describe("buildReportData: figures", () => {
  it("aggregates the rollup per reporting year in tonnes, both Scope 2 methods, newest first", () => {
    const [y2024, y2023] = data.years;
    expect(y2024).toMatchObject({
      year: 2024,
      period: "1 January 2024 – 31 December 2024",
      complete: true,
      monthsCovered: 12,
      scope1: 650,
      scope2Location: 850,
      scope2Market: 425,
      scope3: 2500,
      totalLocation: 4000,
      totalMarket: 3575,
      scope2Energy: {
        totalKwh: 12_000,
        instrumentKwh: 6_000,
        residualMixKwh: 4_000,
        locationFallbackKwh: 2_000,
      },
      factorLibraryVersions: [
        { version: "2026.1", activities: 40 },
        { version: "2025.2", activities: 2 },
      ],
    });
    expect(y2024?.scope1BySource.map((s) => [s.label, s.tonnes])).toEqual([
      ["Natural Gas", 500],
      ["Diesel", 150],
    ]);
    expect(y2024?.scope2BySource).toEqual([
      { key: "electricity", label: "Electricity", tonnes: 850, marketTonnes: 425 },
    ]);
    expect(y2024?.scope3ByCategory.map((c) => c.label)).toEqual([
      "1. Purchased goods and services",
      "7. Employee commuting",
    ]);
    expect(y2023?.totalLocation).toBe(2000);
    expect(y2023?.scope2Energy).toEqual({
      totalKwh: 12_000,
      instrumentKwh: 0,
      residualMixKwh: 0,
      locationFallbackKwh: 12_000,
    });
  });

  it("states the basis: operational control and AR5 unless configured, the base year when set", () => {
    expect(data.basis).toMatchObject({
      baseYear: null,
      consolidationApproach: "operational_control",
      gwpBasis: "IPCC AR5 100-year",
      factorLibraryVersions: [
        { version: "2026.1", activities: 40 },
        { version: "2025.2", activities: 2 },
      ],
    });
    const d = buildReportData(
      {
        ...records,
        inventory: inventory([...Y2023, ...Y2024], { baseYear: 2023, consolidationApproach: "equity_share" }),
      },
      "2026-03-05",
    );
    expect(d.basis).toMatchObject({ baseYear: 2023, consolidationApproach: "equity_share" });
    expect(d.base?.year).toBe(2023);
  });

  it("keeps the reporting year's factor sources (summed over its months), environmental goals and climate risks", () => {
    expect(data.factorSources).toEqual([
      { source: "US EPA USEEIO v1.3", factorYear: 2022, activities: 12, tonnes: 2380 },
      { source: "DESNZ 2024", factorYear: 2024, activities: 30, tonnes: 1620 },
    ]);
    expect(buildReportData(withBill, "2026-03-05", 2025).factorSources).toEqual([
      { source: "DESNZ 2024", factorYear: 2024, activities: 1, tonnes: 1.66 },
    ]);
    expect(data.climateTargets.map((g) => g.title)).toEqual(["Cut Scope 1 & 2 emissions 42% by 2030"]);
    expect(data.climateRisks).toHaveLength(2);
  });
});

const tableOf = (doc: ReportDocument, heading: string) => {
  const block = doc.sections.find((s) => s.heading.startsWith(heading))?.blocks[0];
  if (block?.kind !== "table") throw new Error(`no table under ${heading}`);
  return block;
};
const basisOf = (doc: ReportDocument) => {
  const block = doc.sections.find((s) => s.heading === "Reporting basis")?.blocks[0];
  if (block?.kind !== "keyValues") throw new Error("no reporting basis");
  return Object.fromEntries(block.items);
};

describe("ESRS E1 draft (CSRD)", () => {
  const doc = pdf("CSRD");
  const all = text(doc);
  it("has the E1-6 table with both years, both Scope 2 methods, the scope 3 categories and totals", () => {
    const table = tableOf(doc, "E1-6");
    expect(table.columns.map((c) => c.header)).toEqual(["t CO2e", "2023", "2024", "Change vs 2023"]);
    expect(table.rows).toContainEqual(["Gross Scope 1 GHG emissions", "600", "650", "+8.3%"]);
    expect(table.rows).toContainEqual(["Gross location-based Scope 2 GHG emissions", "1,000", "850", "-15%"]);
    expect(table.rows).toContainEqual(["Gross market-based Scope 2 GHG emissions", "1,000", "425", "-57.5%"]);
    expect(table.rows).toContainEqual([
      "  Scope 3 category 1. Purchased goods and services",
      "-",
      "2,380",
      "n/a",
    ]);
    expect(table.rows).toContainEqual(["Total GHG emissions (location-based)", "2,000", "4,000", "+100%"]);
    expect(table.emphasis?.length).toBe(2);
    expect(table.note).toBeUndefined();
  });

  it("states the reporting basis", () => {
    expect(doc.meta).toContainEqual(["Reporting period", "1 January 2024 – 31 December 2024"]);
    expect(basisOf(doc)).toEqual({
      "Reporting period": "1 January 2024 – 31 December 2024",
      "Base year": "Not set (set it in Carbon Analysis reporting settings)",
      "Consolidation approach": "Operational control (GHG Protocol Corporate Standard, chapter 3)",
      "GWP basis": "IPCC AR5 100-year (the emission factor file's global warming potentials)",
      "Scope 2":
        "Both methods reported (GHG Protocol Scope 2 Guidance): location-based (grid-average factors) and market-based: of 12,000 kWh of scope 2 energy, 6,000 kWh (50%) use a contractual instrument (supplier rate, REGO/GO/REC, PPA), 4,000 kWh (33.3%) the residual mix of their country, 2,000 kWh (16.7%) the location-based factor where no residual mix is available (named fallback).",
      "Partial years (excluded from year-on-year change)": "None",
      "Year-on-year change": "+100% against 2023 (total, location-based; complete years only)",
      "Emission factor library versions used": "2026.1 (40 activities), 2025.2 (2 activities)",
    });
  });

  it("states intensity per net revenue, sources by both methods, targets, risks, methodology and factor sources", () => {
    expect(all).toContain("Total GHG emissions (location-based) per net revenue\n200");
    expect(all).toContain("Total GHG emissions (market-based) per net revenue\n178.8");
    expect(all).toContain("t CO2e per £m net revenue");
    expect(all).toContain("Net revenue: £20.0m (annual revenue on file).");
    expect(all).toContain("Scope 2 location-based\nElectricity\n850\n100%");
    expect(all).toContain("Scope 2 market-based\nElectricity\n425\n100%");
    expect(all).toContain("Cut Scope 1 & 2 emissions 42% by 2030");
    expect(all).toContain("Physical risk: river flooding");
    expect(all).toContain("GHG Protocol Corporate Accounting and Reporting Standard");
    expect(all).toContain("grouped by reporting year: the financial year starting 1 January");
    expect(all).toContain("CO2e uses IPCC AR5 100-year global warming potentials");
    expect(all).toContain("US EPA USEEIO v1.3\n2022\n12\n2,380");
    expect(doc.subtitle).toBe("Acme Parts Ltd - financial year 2024 - draft, not assured");
  });

  it("after one bill in a new year: still 2024, no change from the partial year, 2025 named partial", () => {
    const d = pdf("CSRD", buildReportData(withBill, "2026-03-05"));
    expect(d.subtitle).toBe("Acme Parts Ltd - financial year 2024 - draft, not assured");
    expect(tableOf(d, "E1-6").columns.map((c) => c.header)).toEqual([
      "t CO2e",
      "2023",
      "2024",
      "Change vs 2023",
    ]);
    const basis = basisOf(d);
    expect(basis["Partial years (excluded from year-on-year change)"]).toBe(
      "2025 (1 of 12 months with data)",
    );
    expect(basis["Year-on-year change"]).toBe(
      "+100% against 2023 (total, location-based; complete years only)",
    );
    expect(text(d)).not.toMatch(/-9\d(\.\d)?%/);
  });

  it("for a partial year (?year=2025): flagged everywhere, every change not comparable", () => {
    const d = pdf("CSRD", buildReportData(withBill, "2026-03-05", 2025));
    expect(d.subtitle).toBe("Acme Parts Ltd - financial year 2025 (partial year) - draft, not assured");
    expect(d.meta).toContainEqual([
      "Reporting period",
      "1 January 2025 – 31 December 2025 (partial year: 1 of 12 months with data)",
    ]);
    const table = tableOf(d, "E1-6");
    expect(table.columns.map((c) => c.header)).toEqual([
      "t CO2e",
      "2024",
      "2025 (partial)",
      "Change vs 2024",
    ]);
    expect(table.rows).toContainEqual([
      "Gross location-based Scope 2 GHG emissions",
      "850",
      "1.7",
      "not comparable",
    ]);
    expect(table.rows).toContainEqual([
      "Gross market-based Scope 2 GHG emissions",
      "425",
      "2",
      "not comparable",
    ]);
    expect(table.note).toBe(
      "2025 is a partial year (1 of 12 months with data): not comparable (partial year), so no change is computed.",
    );
    expect(basisOf(d)["Year-on-year change"]).toBe(
      "not comparable (partial year): 2025 has 1 of 12 months with data",
    );
  });

  it.each([
    // [base year, columns of E1-6, base-year statement]
    [
      2023,
      ["t CO2e", "2023 (base year)", "2024", "Change vs 2023"],
      "2023: 2,000 t CO2e location-based, 2,000 t CO2e market-based; change to 2024: +100% (location-based)",
    ],
    [
      2022,
      ["t CO2e", "2022 (base year)", "2023", "2024", "Change vs 2023"],
      "2022: 700 t CO2e location-based, 700 t CO2e market-based; change to 2024: +471.4% (location-based)",
    ],
    [2024, ["t CO2e", "2023", "2024 (base year)", "Change vs 2023"], "2024 (the reporting year)"],
    [2019, ["t CO2e", "2023", "2024", "Change vs 2023"], "2019 (no emissions recorded for it)"],
  ] as const)("base year %s: its column and statement", (baseYear, columns, statement) => {
    const rows = [...monthly(2022, 1, "naturalGas", 700_000), ...Y2023, ...Y2024];
    const d = pdf(
      "CSRD",
      buildReportData({ ...records, inventory: inventory(rows, { baseYear }) }, "2026-03-05"),
    );
    expect(tableOf(d, "E1-6").columns.map((c) => c.header)).toEqual(columns);
    expect(basisOf(d)["Base year"]).toBe(statement);
  });

  it("says what is missing instead of inventing it", () => {
    const empty = buildReportData(
      {
        ...records,
        inventory: inventory([]),
        factorSources: [],
        revenue: { currency: null, revenue: [] },
      },
      "2026-03-05",
    );
    const t = text(pdf("CSRD", empty));
    expect(t).toContain("No emissions are recorded yet.");
    expect(t).toContain("Intensity needs a year of emissions data.");
    expect(t).toContain("No emission factors have been applied in the reporting year.");
    expect(text(pdf("CSRD", buildReportData(records, "2026-03-05", 2019)))).toContain(
      "No emissions are recorded for reporting year 2019 (1 January 2019 – 31 December 2019).",
    );
  });
});

describe("IFRS S2 metrics summary (ISSB)", () => {
  const doc = pdf("ISSB");
  const all = text(doc);
  it("lists the paragraph 29 metrics with both Scope 2 methods, physical and transition risks and targets", () => {
    expect(all).toContain("Greenhouse gas emissions (paragraph 29(a))");
    expect(all).toContain("GHG Protocol Corporate Standard (2004)");
    expect(all).toContain("of which physical risks (29(c))\n1");
    expect(all).toContain("of which transition risks (29(b))\n1");
    expect(all).toContain("Internal carbon price (29(f)): none recorded.");
    expect(all).toContain("GHG intensity 2024, scopes 1-3, location-based (t CO2e per £m net revenue)\n200");
    expect(all).toContain("GHG intensity 2024, scopes 1-3, market-based (t CO2e per £m net revenue)\n178.8");
    expect(all).toContain("GHG intensity 2024, scopes 1-2, market-based (t CO2e per £m net revenue)\n53.8");
  });
  it("states the period, base year, consolidation, GWP basis and partial years", () => {
    expect(doc.meta).toContainEqual(["Reporting period", "1 January 2024 – 31 December 2024"]);
    expect(Object.keys(basisOf(doc))).toEqual([
      "Reporting period",
      "Base year",
      "Consolidation approach",
      "GWP basis",
      "Scope 2",
      "Partial years (excluded from year-on-year change)",
      "Year-on-year change",
      "Emission factor library versions used",
    ]);
    const partial = pdf("ISSB", buildReportData(withBill, "2026-03-05", 2025));
    expect(partial.subtitle).toBe("Acme Parts Ltd - reporting period 2025 (partial year)");
    // 2025 has no revenue of its own: the intensity says so instead of borrowing 2024's.
    expect(text(partial)).toContain("No revenue recorded for 2025 — add it in Settings → Company");
    expect(text(partial)).not.toContain("GHG intensity 2025 (partial year), scopes 1-3");
    const revenue2025 = {
      currency: "GBP",
      revenue: [...records.revenue.revenue, { year: 2025, amount: 2_000_000 }],
    };
    const withRevenue = pdf(
      "ISSB",
      buildReportData({ ...withBill, revenue: revenue2025 }, "2026-03-05", 2025),
    );
    expect(text(withRevenue)).toContain("GHG intensity 2025 (partial year), scopes 1-3, location-based");
  });
});

/** GRI rows as [disclosure, requirement, year, scope, source, value, unit, notes]. */
const griRow = (rows: string[][], code: string, year: string, scope: string, source: string) =>
  rows.find((r) => r[0] === code && r[2] === year && r[3] === scope && r[4] === source);

describe("GRI 305 table (CSV)", () => {
  const rows = csv("GRI");
  it("says in the file when the year, or the company, has no emissions", () => {
    const none = csv("GRI", buildReportData({ ...records, inventory: inventory([]) }, "2026-03-05"));
    expect(none.slice(1)).toEqual([
      [
        "305-1",
        "Gross direct (Scope 1) GHG emissions",
        "",
        "All scopes",
        "No data",
        "",
        "t CO2e",
        NO_EMISSIONS_TEXT,
      ],
    ]);
    const y2019 = csv("GRI", buildReportData(records, "2026-03-05", 2019));
    expect(y2019.filter((r) => r[4] === "No data").map((r) => [r[2], r[7]])).toEqual([
      [
        "2019",
        "No emissions are recorded for reporting year 2019 (1 January 2019 – 31 December 2019). Choose another year or upload its data in Carbon Analysis.",
      ],
    ]);
    expect(rows.some((r) => r[4] === "No data")).toBe(false);
  });
  it("has the header, the reporting basis and rows for 305-1 to 305-5", () => {
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
    expect(rows.slice(1, 7).map((r) => [r[0], r[4], r[5]])).toEqual([
      ["305-1", "Reporting period", "1 January 2024 – 31 December 2024"],
      ["305-1", "Base year", "Not set"],
      ["305-1", "GWP basis", "IPCC AR5 100-year"],
      ["305-1", "Consolidation approach", "Operational control (GHG Protocol Corporate Standard, chapter 3)"],
      ["305-2", "Methods", "Location-based and market-based"],
      ["305-5", "Partial years", "None"],
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
      "Market-based method by energy: of 12,000 kWh of scope 2 energy, 6,000 kWh (50%) use a contractual instrument (supplier rate, REGO/GO/REC, PPA), 4,000 kWh (33.3%) the residual mix of their country, 2,000 kWh (16.7%) the location-based factor where no residual mix is available (named fallback)",
    ]);
    expect(rows).toContainEqual([
      "305-2",
      "Scope 2 by source (location-based)",
      "2024",
      "Scope 2",
      "Electricity",
      "850",
      "t CO2e",
      "",
    ]);
    expect(rows).toContainEqual([
      "305-2",
      "Scope 2 by source (market-based)",
      "2024",
      "Scope 2",
      "Electricity",
      "425",
      "t CO2e",
      "",
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
      "Change: +100.0% (a negative reduction is an increase)",
    ]);
    expect(griRow(rows, "305-5", "2024", "Scopes 1, 2 (market-based) and 3", "Compared with 2023")?.[5]).toBe(
      "-1575",
    );
    // Intensity only for the year the revenue belongs to.
    expect(rows.filter((r) => r[0] === "305-4" && r[2] === "2023")).toEqual([]);
  });

  it("after one bill in a new year: 2024 and 2023 only, 2025 named partial", () => {
    const bill = csv("GRI", buildReportData(withBill, "2026-03-05"));
    expect([...new Set(bill.slice(1).map((r) => r[2]))]).toEqual(["2024", "2023"]);
    expect(griRow(bill, "305-5", "2024", "All scopes", "Partial years")?.[5]).toBe(
      "2025 (1 of 12 months with data)",
    );
  });

  it("for a partial year: flagged totals and no reduction figure", () => {
    const p = csv("GRI", buildReportData(withBill, "2026-03-05", 2025));
    expect(griRow(p, "305-1", "2025", "All scopes", "Reporting period")?.[5]).toBe(
      "1 January 2025 – 31 December 2025 (partial year: 1 of 12 months with data)",
    );
    expect(griRow(p, "305-2", "2025", "Scope 2", "Total")?.[7]).toBe(
      "Partial year: 1 of 12 months with data",
    );
    expect(
      griRow(p, "305-5", "2025", "Scopes 1, 2 (location-based) and 3", "Compared with 2024")?.slice(5),
    ).toEqual(["", "t CO2e", "Not comparable (partial year): 2025 has 1 of 12 months with data"]);
  });

  it("adds the base year's rows and the reduction since it", () => {
    const rows2 = [...monthly(2022, 1, "naturalGas", 700_000), ...Y2023, ...Y2024];
    const b = csv(
      "GRI",
      buildReportData({ ...records, inventory: inventory(rows2, { baseYear: 2022 }) }, "2026-03-05"),
    );
    expect([...new Set(b.slice(1).map((r) => r[2]))]).toEqual(["2024", "2023", "2022"]);
    expect(griRow(b, "305-1", "2022", "Scope 1", "Total")?.[7]).toBe(
      "Base year; CO2e as published by each factor source",
    );
    expect(
      griRow(b, "305-5", "2024", "Scopes 1, 2 (location-based) and 3", "Compared with base year 2022")?.[5],
    ).toBe("-3300");
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

describe("emissions by site", () => {
  const sited: ReportRecords = {
    ...records,
    inventory: {
      ...inventory(
        [...Y2023, ...Y2024.map((r) => (r.detailKey === "naturalGas" ? { ...r, siteId: 1 } : r))],
        { consolidationApproach: "equity_share" },
      ),
      sites: [{ id: 1, name: "Minority JV", ownershipShare: 40 }],
    },
  };
  const d = buildReportData(sited, "2026-03-05");

  it("no sites: no by-site table or rows", () => {
    expect(data.current?.bySite).toEqual([]);
    expect(pdf("CSRD").sections.some((s) => s.heading.startsWith("Emissions by site"))).toBe(false);
    expect(csv("GRI").some((r) => r[1] === "Emissions by site (organisational boundary)")).toBe(false);
  });

  it("equity share: the 40 % site's 500 t count as 200 t in the total, the table and the GRI rows", () => {
    expect(d.current?.year).toBe(2024);
    expect(d.current?.totalLocation).toBeCloseTo((data.current?.totalLocation ?? 0) - 300, 6);
    expect(d.current?.bySite).toEqual([
      { siteId: 1, name: "Minority JV", tonnes: 200, marketTonnes: 200 },
      { siteId: null, name: "No site", tonnes: 3500, marketTonnes: 3075 },
    ]);
    const table = tableOf(pdf("CSRD", d), "Emissions by site");
    expect(table.rows).toEqual([
      ["Minority JV", "200", "200"],
      ["No site", "3,500", "3,075"],
    ]);
    const row = griRow(csv("GRI", d), "305-1", "2024", "Scopes 1, 2 (location-based) and 3", "Minority JV");
    expect(row?.[5]).toBe("200");
    expect(row?.[7]).toMatch(/^Market-based: 200 t CO2e; Equity share/);
  });
});
