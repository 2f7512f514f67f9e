import { z } from "zod";
import { idSchema } from "../ids";
import { REPORTING_YEAR_MAX, REPORTING_YEAR_MIN } from "../reporting-period";

/**
 * The generated reports of the dashboard's Latest Reports card (spec part 1 §1 "Auto-Generated Reports"):
 * one catalogue entry per report type. Files are built on download from live data; nothing is stored but
 * the document row (id, filename, type).
 */

export const REPORT_TYPES = ["CSRD", "GRI", "ISSB", "Supplier"] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;

export type ReportFormat = "pdf" | "csv";

export const REPORT_MIME_TYPES: Readonly<Record<ReportFormat, string>> = {
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
};

export type ReportCatalogueEntry = { title: string; filename: string; format: ReportFormat };

export const REPORT_CATALOGUE: Readonly<Record<ReportType, ReportCatalogueEntry>> = {
  CSRD: {
    title: "ESRS E1 Climate Change disclosure (draft)",
    filename: "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf",
    format: "pdf",
  },
  GRI: { title: "GRI 305 Emissions table", filename: "GRI_305_Emissions_Table.csv", format: "csv" },
  ISSB: {
    title: "IFRS S2 climate-related metrics summary",
    filename: "IFRS_S2_Climate_Metrics_Summary.pdf",
    format: "pdf",
  },
  Supplier: { title: "Supplier ESG risk summary", filename: "Supplier_ESG_Risk_Summary.csv", format: "csv" },
};

/** A filename with the extension of the format it is served in ("x.md" as CSV → "x.csv"). */
export function reportFilename(stored: string, format: ReportFormat): string {
  const base = stored.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `${base || "report"}.${format}`;
}

/**
 * GET /api/documents/{id}/download[?year=YYYY]: the reporting year to build the report for (the calendar year
 * in which it ends); without it, the default year. A query value arrives as text.
 */
export const documentDownloadInputSchema = /* @__PURE__ */ z.object({
  id: idSchema,
  year: z.coerce
    .number({ error: "Year must be a number" })
    .int("Year must be a whole number")
    .min(REPORTING_YEAR_MIN, `Year must be ${REPORTING_YEAR_MIN} or later`)
    .max(REPORTING_YEAR_MAX, `Year must be ${REPORTING_YEAR_MAX} or earlier`)
    .optional(),
});
export type DocumentDownloadInput = z.infer<typeof documentDownloadInputSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type DocumentRow = z.infer<typeof documentSchema>;

/** Content of a prose report, independent of how it is typeset (the API renders it to PDF). */
export type ReportTableColumn = {
  header: string;
  align?: "left" | "right" /** Relative width. */;
  width?: number;
};

export type ReportBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "keyValues"; items: [label: string, value: string][] }
  | {
      kind: "table";
      columns: ReportTableColumn[];
      rows: string[][];
      /** Indexes of rows set in bold (totals). */
      emphasis?: number[];
      note?: string;
    };

export type ReportSection = { heading: string; blocks: ReportBlock[] };

export type ReportDocument = {
  title: string;
  /** Company, period, status. */
  subtitle: string;
  meta: [label: string, value: string][];
  sections: ReportSection[];
  /** Printed at the foot of every page. */
  footer: string;
};

/** A report ready to serialise: a document for the PDF renderer, or CSV text. */
export type BuiltReport = { format: "pdf"; document: ReportDocument } | { format: "csv"; text: string };
