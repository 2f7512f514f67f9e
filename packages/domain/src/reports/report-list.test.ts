import { describe, expect, it } from "vitest";
import type { YearCoverage } from "../reporting-coverage";
import { buildReportList, reportYearFilename } from "./report-list";

const documents = [
  { id: 14, type: "CSRD" as const, filename: "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf" },
  { id: 13, type: "GRI" as const, filename: "GRI_305_Emissions_Table.csv" },
  { id: 12, type: "ISSB" as const, filename: "IFRS_S2_Climate_Metrics_Summary.pdf" },
  { id: 11, type: "Supplier" as const, filename: "Supplier_ESG_Risk_Summary.csv" },
];
const year = (y: number, monthsCovered: number, closed = false): YearCoverage => ({
  year: y,
  monthsCovered,
  months: [],
  missingMonths: [],
  bySourceType: {},
  complete: monthsCovered === 12 || closed,
  closed,
});

describe("buildReportList", () => {
  it("lists each dated report for every year, newest first, and the supplier summary once", () => {
    const list = buildReportList({
      documents,
      coverage: [year(2023, 12, true), year(2024, 12), year(2025, 1)],
      defaultYear: 2024,
      fiscalYearStartMonth: 1,
      today: "2026-11-26",
      supplierCount: 3,
    });
    expect(list.defaultYear).toBe(2024);
    expect(list.reports.map((r) => [r.id, r.type, r.year])).toEqual([
      [14, "CSRD", 2025],
      [13, "GRI", 2025],
      [12, "ISSB", 2025],
      [14, "CSRD", 2024],
      [13, "GRI", 2024],
      [12, "ISSB", 2024],
      [14, "CSRD", 2023],
      [13, "GRI", 2023],
      [12, "ISSB", 2023],
      [11, "Supplier", null],
    ]);
    const [partial, , , complete] = list.reports;
    expect(partial).toMatchObject({
      filename: "CSRD_ESRS_E1_Climate_Disclosure_Draft_2025.pdf",
      format: "pdf",
      downloadPath: "/api/documents/14/download?year=2025",
      hasData: true,
      monthsCovered: 1,
      isPartial: true,
      closed: false,
    });
    expect(complete).toMatchObject({ year: 2024, isPartial: false, closed: false });
    expect(list.reports[6]).toMatchObject({ year: 2023, isPartial: false, closed: true });
    expect(list.reports[9]).toMatchObject({
      filename: "Supplier_ESG_Risk_Summary.csv",
      downloadPath: "/api/documents/11/download",
      hasData: true,
      monthsCovered: null,
    });
  });

  it("offers the current reporting year, without data, to a company that has none", () => {
    const list = buildReportList({
      documents,
      coverage: [],
      defaultYear: null,
      fiscalYearStartMonth: 4,
      today: "2026-11-26",
      supplierCount: 0,
    });
    expect(list.reports.map((r) => [r.type, r.year, r.hasData, r.isPartial])).toEqual([
      ["CSRD", 2027, false, true],
      ["GRI", 2027, false, true],
      ["ISSB", 2027, false, true],
      ["Supplier", null, false, false],
    ]);
  });

  it("names a year's file after the year", () => {
    expect(reportYearFilename("GRI_305_Emissions_Table.csv", "csv", 2024)).toBe(
      "GRI_305_Emissions_Table_2024.csv",
    );
    expect(reportYearFilename("notes.md", "pdf", 2024)).toBe("notes_2024.pdf");
  });
});
