/** The tabular reports, as CSV: the GRI 305 emissions table and the supplier ESG risk summary. */
import { responseStatusLabel } from "../supplier";
import { type CsvCell, toCsv } from "./csv";
import { intensityPerMillion, moneyMillions, perMillionLabel, type ReportData } from "./data";

const r2 = (n: number) => Math.round(n * 100) / 100;

export const GRI_305_HEADER = [
  "Disclosure",
  "Requirement",
  "Reporting year",
  "Scope",
  "Source or category",
  "Value",
  "Unit",
  "Notes",
] as const;

/** GRI 305: Emissions 2016, disclosures 305-1 to 305-5, one block of rows per reporting year (newest first). */
export function buildGri305Csv(d: ReportData): string {
  const rows: CsvCell[][] = [];
  const t = "t CO2e";
  d.years.forEach((y, index) => {
    rows.push([
      "305-1",
      "Gross direct (Scope 1) GHG emissions",
      y.year,
      "Scope 1",
      "Total",
      r2(y.scope1),
      t,
      "CO2e as published by each factor source",
    ]);
    for (const s of y.scope1BySource)
      rows.push(["305-1", "Scope 1 by source", y.year, "Scope 1", s.label, r2(s.tonnes), t, null]);
    rows.push([
      "305-2",
      "Gross location-based energy indirect (Scope 2) GHG emissions",
      y.year,
      "Scope 2",
      "Total",
      r2(y.scope2Location),
      t,
      null,
    ]);
    rows.push([
      "305-2",
      "Gross market-based energy indirect (Scope 2) GHG emissions",
      y.year,
      "Scope 2",
      "Total",
      r2(y.scope2Market),
      t,
      `${y.scope2WithInstrument} of ${y.scope2Activities} activities with a supplier or certificate factor; grid-average factor elsewhere`,
    ]);
    for (const s of y.scope2BySource)
      rows.push([
        "305-2",
        "Scope 2 by source (location-based)",
        y.year,
        "Scope 2",
        s.label,
        r2(s.tonnes),
        t,
        null,
      ]);
    rows.push([
      "305-3",
      "Gross other indirect (Scope 3) GHG emissions",
      y.year,
      "Scope 3",
      "Total",
      r2(y.scope3),
      t,
      null,
    ]);
    for (const c of y.scope3ByCategory)
      rows.push(["305-3", "Scope 3 by category", y.year, "Scope 3", c.label, r2(c.tonnes), t, null]);
    const intensity = index === 0 ? intensityPerMillion(y.totalLocation, d.revenue) : null;
    if (intensity !== null && d.revenue) {
      const note = `Denominator: annual revenue ${moneyMillions(d.revenue)}`;
      rows.push([
        "305-4",
        "GHG emissions intensity ratio",
        y.year,
        "Scopes 1, 2 (location-based) and 3",
        "Total",
        r2(intensity),
        perMillionLabel(d.revenue),
        note,
      ]);
      rows.push([
        "305-4",
        "GHG emissions intensity ratio",
        y.year,
        "Scopes 1 and 2 (location-based)",
        "Total",
        r2(intensityPerMillion(y.scope1 + y.scope2Location, d.revenue) as number),
        perMillionLabel(d.revenue),
        note,
      ]);
    }
    const before = d.years[index + 1];
    if (before) {
      const change =
        before.totalLocation > 0
          ? ((y.totalLocation - before.totalLocation) / before.totalLocation) * 100
          : null;
      rows.push([
        "305-5",
        "Reduction of GHG emissions",
        y.year,
        "Scopes 1, 2 (location-based) and 3",
        `Compared with ${before.year}`,
        r2(before.totalLocation - y.totalLocation),
        t,
        change === null
          ? null
          : `Change year on year: ${change > 0 ? "+" : ""}${change.toFixed(1)}% (a negative reduction is an increase)`,
      ]);
    }
  });
  return toCsv(GRI_305_HEADER, rows);
}

export const SUPPLIER_RISK_HEADER = [
  "Supplier",
  "Country",
  "Category",
  "ESG risk tier",
  "Disclosure score (0-100)",
  "Response status",
  "Recommended action",
] as const;

const TIER_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** What to do next about a supplier, by risk tier and questionnaire response. */
export function supplierAction(riskTier: string, responded: boolean): string {
  switch (riskTier.trim().toLowerCase()) {
    case "high":
      return responded
        ? "Agree a corrective action plan and re-assess within 6 months"
        : "Escalate: obtain the ESG questionnaire and plan an on-site audit";
    case "medium":
      return responded
        ? "Review disclosure gaps at the next business review"
        : "Send a questionnaire reminder";
    case "low":
      return responded ? "Monitor annually" : "Request an updated questionnaire at contract renewal";
    default:
      return "Assign an ESG risk tier";
  }
}

const titleCase = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : s);

/** Every supplier, highest risk first and the weakest disclosure first within a tier. */
export function buildSupplierRiskCsv(d: ReportData): string {
  const suppliers = [...d.suppliers].sort(
    (a, b) =>
      (TIER_ORDER[a.riskTier.trim().toLowerCase()] ?? 3) -
        (TIER_ORDER[b.riskTier.trim().toLowerCase()] ?? 3) ||
      a.disclosureScore - b.disclosureScore ||
      a.name.localeCompare(b.name),
  );
  return toCsv(
    SUPPLIER_RISK_HEADER,
    suppliers.map((s) => [
      s.name,
      s.country,
      s.category,
      titleCase(s.riskTier.trim()),
      s.disclosureScore,
      responseStatusLabel(s.responded),
      supplierAction(s.riskTier, s.responded),
    ]),
  );
}
