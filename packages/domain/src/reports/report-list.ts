/**
 * GET /api/reports: every report type for every reporting year the company has (its inventory years; the
 * current year when it has none yet), each with the document id and year it downloads with. A report's
 * address is its company's document id of that type plus the year (docs/decisions/001-report-ids.md).
 */
import { z } from "zod";
import type { YearCoverage } from "../reporting-coverage";
import { reportingYearOf } from "../reporting-period";
import {
  REPORT_CATALOGUE,
  REPORT_TYPES,
  type ReportType,
  reportFilename,
  reportTypeSchema,
} from "./document";

export const reportListEntrySchema = /* @__PURE__ */ z.object({
  /** The document id: GET /api/documents/{id}/download?year={year}. */
  id: z.number().int(),
  type: reportTypeSchema,
  title: z.string(),
  /** Reporting year (the calendar year in which it ends); null for the supplier summary, which has none. */
  year: z.number().int().nullable(),
  format: z.enum(["pdf", "csv"]),
  /** The name the download is served under. */
  filename: z.string(),
  downloadPath: z.string(),
  /** The year has activity data (the supplier summary: suppliers are recorded). */
  hasData: z.boolean(),
  monthsCovered: z.number().int().min(0).max(12).nullable(),
  /** Neither complete nor closed: its figures cover only part of the year. */
  isPartial: z.boolean(),
  closed: z.boolean(),
});
export type ReportListEntry = z.infer<typeof reportListEntrySchema>;

export const reportListSchema = /* @__PURE__ */ z.object({
  /** The year the dashboard's reports are built for (latest closed or complete); null without data. */
  defaultYear: z.number().int().nullable(),
  /** Newest year first, types in catalogue order within a year; the supplier summary last. */
  reports: z.array(reportListEntrySchema),
});
export type ReportList = z.infer<typeof reportListSchema>;

/** "GRI_305_Emissions_Table.csv" for 2024 → "GRI_305_Emissions_Table_2024.csv". */
export function reportYearFilename(stored: string, format: "pdf" | "csv", year: number): string {
  return reportFilename(stored, format).replace(/\.(pdf|csv)$/, `_${year}.$1`);
}

const YEARLESS: ReadonlySet<ReportType> = new Set(["Supplier"]);

export function buildReportList(input: {
  /** The company's report documents (one per type; a type without one is left out). */
  documents: readonly { id: number; type: ReportType; filename: string }[];
  coverage: readonly YearCoverage[];
  defaultYear: number | null;
  fiscalYearStartMonth: number;
  /** YYYY-MM-DD: picks the current reporting year when the company has no year yet. */
  today: string;
  supplierCount: number;
}): ReportList {
  const years =
    input.coverage.length > 0
      ? [...input.coverage].sort((a, b) => b.year - a.year)
      : [
          {
            year: reportingYearOf(input.today, input.fiscalYearStartMonth),
            monthsCovered: 0,
            complete: false,
            closed: false,
          },
        ];
  const docs = new Map(input.documents.map((d) => [d.type, d]));
  const reports: ReportListEntry[] = [];
  for (const y of years) {
    for (const type of REPORT_TYPES) {
      const doc = docs.get(type);
      if (!doc || YEARLESS.has(type)) continue;
      const format = REPORT_CATALOGUE[type].format;
      reports.push({
        id: doc.id,
        type,
        title: REPORT_CATALOGUE[type].title,
        year: y.year,
        format,
        filename: reportYearFilename(doc.filename, format, y.year),
        downloadPath: `/api/documents/${doc.id}/download?year=${y.year}`,
        hasData: y.monthsCovered > 0,
        monthsCovered: y.monthsCovered,
        isPartial: !(y.complete || y.closed),
        closed: y.closed,
      });
    }
  }
  for (const type of REPORT_TYPES) {
    const doc = docs.get(type);
    if (!doc || !YEARLESS.has(type)) continue;
    const format = REPORT_CATALOGUE[type].format;
    reports.push({
      id: doc.id,
      type,
      title: REPORT_CATALOGUE[type].title,
      year: null,
      format,
      filename: reportFilename(doc.filename, format),
      downloadPath: `/api/documents/${doc.id}/download`,
      hasData: input.supplierCount > 0,
      monthsCovered: null,
      isPartial: false,
      closed: false,
    });
  }
  return { defaultYear: input.defaultYear, reports };
}
