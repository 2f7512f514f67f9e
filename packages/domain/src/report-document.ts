import { z } from "zod";
import { formatDisclosureScore, responseStatusLabel } from "./supplier";

/** Frameworks the generated report documents are aligned to (spec part 1 §1). */
export const reportTypeSchema = z.enum(["CSRD", "ISSB", "GRI"]);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type DocumentRow = z.infer<typeof documentSchema>;

const FRAMEWORK_TITLE: Record<ReportType, string> = {
  CSRD: "CSRD / ESRS sustainability statement",
  ISSB: "ISSB (IFRS S1 & S2) sustainability disclosure",
  GRI: "GRI Standards content index",
};

export type ReportSnapshot = {
  company: { name: string; industry: string };
  generatedAt: string;
  esgScore: { E: number; S: number; G: number } | null;
  summaryText: string | null;
  suppliers: { name: string; riskTier: string; disclosureScore: number; responded: boolean }[];
};

function pct(n: number, d: number): string {
  return d > 0 ? `${Math.round((n / d) * 100)}%` : "n/a";
}

/**
 * Renders a report document as Markdown from the company's stored data at download time, so the file
 * always reflects current figures (no stored copy drifts from the data it describes).
 */
export function renderReportMarkdown(type: ReportType, s: ReportSnapshot): string {
  const responded = s.suppliers.filter((x) => x.responded).length;
  const highRisk = s.suppliers.filter((x) => x.riskTier.toLowerCase() === "high");
  const lines = [
    `# ${s.company.name} — ${FRAMEWORK_TITLE[type]}`,
    "",
    `Industry: ${s.company.industry}  `,
    `Generated: ${s.generatedAt}`,
    "",
    "## ESG maturity",
    "",
    s.esgScore
      ? `| Pillar | Score (0-100) |\n|---|---|\n| Environmental | ${s.esgScore.E} |\n| Social | ${s.esgScore.S} |\n| Governance | ${s.esgScore.G} |`
      : "No assessment has been recorded yet.",
    "",
    s.summaryText ?? "",
    "",
    "## Supply chain (value chain due diligence)",
    "",
    `${s.suppliers.length} suppliers assessed; ${responded} responded to the ESG questionnaire (${pct(responded, s.suppliers.length)}); ${highRisk.length} rated high risk.`,
    "",
    "| Supplier | ESG risk tier | Disclosure score | Response status |",
    "|---|---|---|---|",
    ...s.suppliers.map(
      (x) =>
        `| ${x.name} | ${x.riskTier} | ${formatDisclosureScore(x.disclosureScore)} | ${responseStatusLabel(x.responded)} |`,
    ),
    "",
  ];
  return lines.join("\n");
}
