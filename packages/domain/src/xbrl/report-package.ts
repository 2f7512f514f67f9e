/**
 * XBRL Report Package 1.0 (.xbri): a zip with one top-level folder holding META-INF/reportPackage.json and
 * reports/<name>.xhtml. Zipped with fflate (pure JS, so it also runs in the offline demo).
 */
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { type XbrlReportInput, xbrlPackageName } from "./figures";
import { generateInlineXbrl } from "./generate";

export const XBRI_DOCUMENT_TYPE = "https://xbrl.org/report-package/2023/xbri";
export const XBRI_MIME_TYPE = "application/vnd.xbrl.inline-report-package+zip";

export type XbrlPackage = { filename: string; bytes: Uint8Array; warnings: string[] };

export function buildXbrlPackage(input: XbrlReportInput): XbrlPackage {
  const name = xbrlPackageName(input.entity.name, input.year, input.type);
  const { xhtml, warnings } = generateInlineXbrl(input);
  const reportPackage = { documentInfo: { documentType: XBRI_DOCUMENT_TYPE } };
  // A fixed timestamp keeps the package byte-identical for identical figures.
  const mtime = new Date(Date.UTC(2020, 0, 1));
  const bytes = zipSync(
    {
      [name]: {
        "META-INF": { "reportPackage.json": strToU8(`${JSON.stringify(reportPackage, null, 2)}\n`) },
        reports: { [`${name}.xhtml`]: strToU8(xhtml) },
      },
    },
    { level: 6, mtime },
  );
  return { filename: `${name}.xbri`, bytes, warnings };
}

/** The entries of a zip by path; throws on bytes that are not a zip. */
export function unzipEntries(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

export const utf8 = (bytes: Uint8Array) => strFromU8(bytes);
