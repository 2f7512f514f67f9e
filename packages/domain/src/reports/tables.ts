/** The supplier ESG risk summary, as CSV. */
import { responseStatusLabel } from "../supplier";
import { toCsv } from "./csv";
import type { ReportData } from "./data";

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
