import { z } from "zod";

/**
 * Evidence files: the bills, invoices, meter photos and spreadsheets that back a data source, so a verifier
 * can trace an activity to its paper. Each file's type is taken from its bytes, not from what the client
 * says: a type we do not accept, or bytes that are not what the name and declared type say, are refused.
 */

/** One evidence file can be at most 20 MiB. */
export const EVIDENCE_MAX_BYTES = 20 * 1024 * 1024;

type EvidenceType = {
  /** The type the file is stored and served as. */
  contentType: string;
  extensions: readonly string[];
  /** What the signature check reports for these bytes; null: a text format without a signature (CSV). */
  sniffed: string | null;
  /** Declared types a client may send for it besides `contentType` (browsers differ). */
  aliases: readonly string[];
};

/** PDF, images (PNG, JPEG, WebP, GIF) and spreadsheets (XLSX, XLS, ODS, CSV). */
export const EVIDENCE_TYPES: readonly EvidenceType[] = [
  { contentType: "application/pdf", extensions: ["pdf"], sniffed: "application/pdf", aliases: [] },
  { contentType: "image/png", extensions: ["png"], sniffed: "image/png", aliases: [] },
  { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], sniffed: "image/jpeg", aliases: ["image/jpg"] },
  { contentType: "image/webp", extensions: ["webp"], sniffed: "image/webp", aliases: [] },
  { contentType: "image/gif", extensions: ["gif"], sniffed: "image/gif", aliases: [] },
  {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: ["xlsx"],
    sniffed: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    aliases: [],
  },
  // An Excel 97-2003 workbook is an OLE compound file; its signature says only that.
  { contentType: "application/vnd.ms-excel", extensions: ["xls"], sniffed: "application/x-cfb", aliases: [] },
  {
    contentType: "application/vnd.oasis.opendocument.spreadsheet",
    extensions: ["ods"],
    sniffed: "application/vnd.oasis.opendocument.spreadsheet",
    aliases: [],
  },
  // Windows browsers declare CSV as Excel's type; some send plain text.
  {
    contentType: "text/csv",
    extensions: ["csv"],
    sniffed: null,
    aliases: ["text/plain", "application/csv", "application/vnd.ms-excel"],
  },
];

/** The `accept` of a file input: every extension we take. */
export const EVIDENCE_ACCEPT = EVIDENCE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(",");

/** Declared types that say nothing about the file. */
const UNSPECIFIC_TYPES = new Set(["", "application/octet-stream", "binary/octet-stream"]);

export type EvidenceTypeVerdict = { ok: true; contentType: string } | { ok: false; message: string };

const ACCEPTED_LABEL = "a PDF, an image (PNG, JPEG, WebP, GIF) or a spreadsheet (XLSX, XLS, ODS, CSV)";

/**
 * Whether a file may be kept as evidence, and as what: its name's extension names a type we accept, the bytes'
 * signature is that type's (CSV: no signature and text), and a declared type, when specific, agrees.
 */
export function evidenceTypeOf(file: {
  fileName: string;
  declaredType: string;
  /** The signature check's type of the first bytes, or null when none matched. */
  sniffed: string | null;
  /** The first bytes are UTF-8 text without NUL characters. */
  isText: boolean;
}): EvidenceTypeVerdict {
  const ext = /\.([a-z0-9]+)$/i.exec(file.fileName)?.[1]?.toLowerCase() ?? "";
  const type = EVIDENCE_TYPES.find((t) => t.extensions.includes(ext));
  if (!type) return { ok: false, message: `Evidence must be ${ACCEPTED_LABEL}; "${file.fileName}" is not` };
  const declared = file.declaredType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!UNSPECIFIC_TYPES.has(declared) && declared !== type.contentType && !type.aliases.includes(declared)) {
    return {
      ok: false,
      message: `"${file.fileName}" was sent as ${declared}, which is not a .${ext} file's type`,
    };
  }
  const matches =
    type.sniffed === null ? file.sniffed === null && file.isText : file.sniffed === type.sniffed;
  if (!matches) {
    return {
      ok: false,
      message: `The content of "${file.fileName}" is not a .${ext} file${file.sniffed ? ` (it is ${file.sniffed})` : ""}`,
    };
  }
  return { ok: true, contentType: type.contentType };
}

/** An evidence file as listed and as answered when it has arrived. */
export const carbonEvidenceSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  dataSourceId: z.number().int(),
  fileName: z.string(),
  /** SHA-256 of the bytes, hex. */
  sha256: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
  /** The uploader's name; null when the user has left. */
  uploadedBy: z.string().nullable(),
});
export type CarbonEvidence = z.infer<typeof carbonEvidenceSchema>;

/** How a row of the emissions export names its source's evidence: file names with a SHA-256 prefix. */
export function evidenceLabel(files: readonly { fileName: string; sha256: string }[]): string {
  return files.map((f) => `${f.fileName} (sha256:${f.sha256.slice(0, 12)})`).join("; ");
}
