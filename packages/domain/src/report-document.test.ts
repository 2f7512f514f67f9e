import { describe, expect, it } from "vitest";
import { renderReportMarkdown } from "./report-document";

describe("renderReportMarkdown", () => {
  const snapshot = {
    company: { name: "Acme", industry: "Manufacturing" },
    generatedAt: "2026-01-01",
    esgScore: { E: 61, S: 70, G: 55 },
    summaryText: "Summary here.",
    suppliers: [
      { name: "A Co", riskTier: "high", disclosureScore: 30, responded: false },
      { name: "B Co", riskTier: "low", disclosureScore: 90, responded: true },
    ],
  };
  it("computes the supplier figures from the data it is given", () => {
    const md = renderReportMarkdown("CSRD", snapshot);
    expect(md).toContain("# Acme — CSRD / ESRS sustainability statement");
    expect(md).toContain(
      "2 suppliers assessed; 1 responded to the ESG questionnaire (50%); 1 rated high risk.",
    );
    expect(md).toContain("| A Co | high | 30/100 | Pending |");
    expect(md).toContain("| Environmental | 61 |");
  });
  it("says so when there is no assessment", () => {
    expect(renderReportMarkdown("GRI", { ...snapshot, esgScore: null })).toContain(
      "No assessment has been recorded yet.",
    );
  });
});
