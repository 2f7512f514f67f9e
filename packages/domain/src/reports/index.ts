import { buildCsrdE1Report } from "./csrd-e1";
import type { ReportData } from "./data";
import type { BuiltReport, ReportType } from "./document";
import { buildGri305Csv } from "./gri-305";
import { buildIfrsS2Report } from "./ifrs-s2";
import { buildSupplierRiskCsv } from "./tables";

export * from "./basis";
export * from "./csrd-e1";
export * from "./csv";
export * from "./data";
export * from "./document";
export * from "./energy-and-screening";
export * from "./gri-305";
export * from "./ifrs-s2";
export * from "./report-list";
export * from "./tables";

/** The content of a report type from the data snapshot (a document to typeset, or CSV text). */
export function buildReport(type: ReportType, data: ReportData): BuiltReport {
  switch (type) {
    case "CSRD":
      return { format: "pdf", document: buildCsrdE1Report(data) };
    case "ISSB":
      return { format: "pdf", document: buildIfrsS2Report(data) };
    case "GRI":
      return { format: "csv", text: buildGri305Csv(data) };
    case "Supplier":
      return { format: "csv", text: buildSupplierRiskCsv(data) };
  }
}
