/** Report files built on demand from live data: PDF for the prose reports, CSV for the tables. */
import { countSuppliers, type Db, listReportDocuments, loadReportRecords } from "@esg/db";
import {
  buildReport,
  buildReportData,
  buildReportList,
  chooseInventoryYear,
  REPORT_MIME_TYPES,
  type ReportData,
  type ReportList,
  reportFilename,
  reportTypeSchema,
  reportYearFilename,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { bytesToBase64 } from "../base64";
import { inventoryOf, loadCarbonAnalysis } from "./carbon-analysis";
import { loadCarbonEnergy, loadScope3Screening } from "./carbon-energy";
import { renderReportPdf } from "./report-pdf";

/** A file as procedures return it: text as UTF-8, binary content base64-encoded (tRPC carries JSON). */
export const fileOutputSchema = z.object({
  filename: z.string(),
  mimeType: z.string(),
  encoding: z.enum(["utf8", "base64"]),
  content: z.string(),
});
export type FileOutput = z.infer<typeof fileOutputSchema>;

/**
 * The report file of a document, built for reporting year `year` (else the default year: the latest closed
 * or complete one, never a partial one silently). The supplier summary has no year and ignores it.
 */
export async function generateReportFile(
  db: Db,
  companyId: number,
  document: { filename: string; type: string },
  now: Date,
  year?: number,
): Promise<FileOutput> {
  const type = reportTypeSchema.safeParse(document.type);
  if (!type.success) {
    throw new TRPCError({
      code: "NOT_FOUND",
      message: `No report generator for documents of type "${document.type}"`,
    });
  }
  const records = await loadReportRecords(db, { companyId });
  if (!records) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  const data = buildReportData(records, now.toISOString().slice(0, 10), year);
  const built = buildReport(
    type.data,
    type.data === "Supplier" ? data : await withYearExtras(db, companyId, data),
  );
  // A year asked for by name is in the file's name, so the files of several years do not overwrite each other.
  const filename =
    year === undefined || type.data === "Supplier"
      ? reportFilename(document.filename, built.format)
      : reportYearFilename(document.filename, built.format, year);
  if (built.format === "csv") {
    return { filename, mimeType: REPORT_MIME_TYPES.csv, encoding: "utf8", content: built.text };
  }
  const bytes = renderReportPdf(built.document, records.company.name);
  return {
    filename,
    mimeType: REPORT_MIME_TYPES.pdf,
    encoding: "base64",
    content: bytesToBase64(bytes),
  };
}

/**
 * The chosen year's energy mix, scope 3 screening and ETS share, read as their endpoints read them, so a report
 * states the same figures as the Carbon screen. The supplier summary has no year and needs none.
 */
async function withYearExtras(db: Db, companyId: number, data: ReportData): Promise<ReportData> {
  const year = data.basis.year;
  if (year === null) return data;
  const [energy, scope3Screening, analysis] = await Promise.all([
    loadCarbonEnergy(db, companyId, year),
    loadScope3Screening(db, companyId, year),
    loadCarbonAnalysis(db, companyId, year),
  ]);
  return { ...data, energy, scope3Screening, etsShareOfScope1Pct: analysis.etsShareOfScope1Pct };
}

/** GET /api/reports: every report of the company by reporting year (the same inventory as the analysis). */
export async function listReports(db: Db, companyId: number, now: Date): Promise<ReportList> {
  const [documents, inventory, supplierCount] = await Promise.all([
    listReportDocuments(db, { companyId }),
    inventoryOf(db, companyId),
    countSuppliers(db, { companyId }),
  ]);
  return buildReportList({
    documents,
    coverage: inventory.coverage,
    defaultYear: chooseInventoryYear(inventory).year,
    fiscalYearStartMonth: inventory.settings.fiscalYearStartMonth,
    today: now.toISOString().slice(0, 10),
    supplierCount,
  });
}
