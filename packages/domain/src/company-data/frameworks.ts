import { type Sentence, sourced } from "./sentences";
import type { DisclosureFrameworks, Sourced } from "./types";

/** Disclosure frameworks and standards named in company reporting. `standard`: a reporting standard. */
export const FRAMEWORKS: { name: string; pattern: RegExp; standard: boolean }[] = [
  { name: "GRI", pattern: /\bGRI\b|Global Reporting Initiative/, standard: true },
  { name: "SASB", pattern: /\bSASB\b|Sustainability Accounting Standards Board/, standard: true },
  {
    name: "TCFD",
    pattern: /\bTCFD\b|Task Force on Climate[- ]related Financial Disclosures?/i,
    standard: false,
  },
  { name: "CDP", pattern: /\bCDP\b|Carbon Disclosure Project/, standard: false },
  {
    name: "ISSB (IFRS S1/S2)",
    pattern: /\bISSB\b|\bIFRS\s*S[12]\b|International Sustainability Standards Board/,
    standard: true,
  },
  {
    name: "CSRD/ESRS",
    pattern:
      /\bCSRD\b|\bESRS\b|Corporate Sustainability Reporting Directive|European Sustainability Reporting Standards/,
    standard: true,
  },
  { name: "UNGC", pattern: /\bUNGC\b|(?:UN|United Nations) Global Compact/i, standard: false },
  { name: "SDGs", pattern: /\bSDGs?\b|Sustainable Development Goals/, standard: false },
];

const REPORT =
  /\b(sustainability|ESG|climate|integrated|corporate responsibility|responsible mining|impact)\s+report(?:s|ing)?\b/i;
const ASSURANCE =
  /\b(limited assurance|reasonable assurance|independent(?:ly)?\s+(?:assur|verif)\w*|third[- ]party\s+(?:assur|verif)\w*|externally\s+(?:assured|verified))/i;

function titleCase(s: string): string {
  return s.replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\bEsg\b/, "ESG");
}

export function extractFrameworks(sentences: Sentence[]): DisclosureFrameworks {
  const identified: Sourced<string>[] = [];
  let reportType: Sourced<string> | null = null;
  let assurance: Sourced<string> | null = null;
  let frequency: Sourced<string> | null = null;
  for (const s of sentences) {
    for (const f of FRAMEWORKS) {
      if (identified.some((i) => i.value === f.name)) continue;
      const m = f.pattern.exec(s.text);
      if (m) identified.push(sourced(s, f.name, m.index));
    }
    const r = REPORT.exec(s.text);
    if (r && !reportType) reportType = sourced(s, `${titleCase((r[1] ?? "").toLowerCase())} Report`, r.index);
    const a = ASSURANCE.exec(s.text);
    if (a && !assurance) assurance = sourced(s, titleCase((a[1] ?? "").toLowerCase()), a.index);
    if (!frequency && /\breport/i.test(s.text)) {
      const q = /\b(annual(?:ly)?|every year|yearly|biennial(?:ly)?|every two years|quarterly)\b/i.exec(
        s.text,
      );
      if (q) {
        const w = (q[1] ?? "").toLowerCase();
        const value =
          w.startsWith("biennial") || w === "every two years"
            ? "Biennial"
            : w === "quarterly"
              ? "Quarterly"
              : "Annual";
        frequency = sourced(s, value, q.index);
      }
    }
  }
  const standardNames = new Set(FRAMEWORKS.filter((f) => f.standard).map((f) => f.name));
  return {
    hasESGReport: reportType !== null,
    sustainabilityReportType: reportType,
    identifiedFrameworks: identified,
    reportingStandards: identified.filter((i) => standardNames.has(i.value)),
    thirdPartyVerification: assurance,
    reportingFrequency: frequency,
  };
}
