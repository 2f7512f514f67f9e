import { z } from "zod";
import {
  carbonIngestResultSchema,
  carbonSourceTypeSchema,
  DEFAULT_CARBON_SOURCE_TYPE,
} from "./carbon-schemas";
import { pagedListFields, pageFieldsSchema } from "./list-paging";

/**
 * Streamed uploads: POST /api/carbon/uploads takes a CSV or JSON file (multipart field `file`, or a
 * raw text/csv body) and answers 202 {uploadId}; GET /api/carbon/uploads/{id} follows its processing.
 */

/** The default size limit of one upload (UPLOAD_MAX_BYTES configures it). */
export const UPLOAD_MAX_BYTES_DEFAULT = 200 * 1024 * 1024;
/** A JSON file is parsed whole, so it has a lower limit than a CSV file, which is streamed. */
export const UPLOAD_JSON_MAX_BYTES = 20 * 1024 * 1024;
/** Uploads processed at once by one server process (UPLOAD_CONCURRENCY); more wait in its queue. */
export const UPLOAD_CONCURRENCY_DEFAULT = 2;
/** Uploads one user may have queued or processing at once (UPLOAD_USER_CAP); one more is 429. */
export const UPLOAD_USER_CAP_DEFAULT = 5;
/** The upload content a company may keep, in bytes (UPLOAD_QUOTA_BYTES): 2 GiB. */
export const UPLOAD_QUOTA_BYTES_DEFAULT = 2 * 1024 * 1024 * 1024;

/** A byte count as people read it: "1.5 GiB", "200 MiB", "12 KiB". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Math.round(value * 10) / 10} ${units[unit]}`;
}

/** The 413 of an upload that would take the company past its storage quota. */
export function uploadQuotaMessage(p: { usedBytes: number; quotaBytes: number; fileBytes: number }): string {
  return (
    `Your company's uploads already use ${formatBytes(p.usedBytes)} of its ${formatBytes(p.quotaBytes)} ` +
    `storage quota; this file (${formatBytes(p.fileBytes)}) does not fit. The server's operator can ` +
    "raise the quota (UPLOAD_QUOTA_BYTES)."
  );
}

/** The 429 of a user who already has their most uploads queued or processing. */
export function uploadCapMessage(cap: number): string {
  return (
    `You already have ${cap} uploads queued or processing, the most at a time; ` +
    "send this one when one of them has finished."
  );
}

/** At most this many row issues are kept and listed for a failed upload; `issueCount` has them all. */
export const UPLOAD_MAX_LISTED_ISSUES = 1000;

/** The form fields (or query parameters) sent with the file. */
export const carbonUploadFieldsSchema = /* @__PURE__ */ z.object({
  sourceType: carbonSourceTypeSchema.nullish().transform((v) => v ?? DEFAULT_CARBON_SOURCE_TYPE),
  fileName: z
    .string()
    .trim()
    .max(255, "File name must be at most 255 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  allowDuplicate: z
    .enum(["true", "false"], { message: 'allowDuplicate must be "true" or "false"' })
    .nullish()
    .transform((v) => v === "true"),
});
export type CarbonUploadFields = z.output<typeof carbonUploadFieldsSchema>;

export const carbonUploadAcceptedSchema = /* @__PURE__ */ z.object({ uploadId: z.number().int() });

export const uploadIssueSchema = /* @__PURE__ */ z.object({
  /** The data row (1 = the first row after the header), or null for the file as a whole. */
  row: z.number().int().nullable(),
  /** The line of the file (1 = the header line of a CSV), when known. */
  line: z.number().int().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type UploadIssue = z.infer<typeof uploadIssueSchema>;

/**
 * One input row refused as a bill already counted: the row (1-based, as in issues) and the counted data source
 * and activity holding the same bill, or the earlier row of the same upload it repeats.
 */
export const duplicateRowSchema = /* @__PURE__ */ z.object({
  row: z.number().int(),
  sourceId: z.number().int().nullable(),
  activityId: z.number().int().nullable(),
  /** The earlier row of the same upload with the same bill (then sourceId and activityId are null). */
  sameAsRow: z.number().int().nullable(),
});
export type DuplicateRowMatch = z.infer<typeof duplicateRowSchema>;

export const carbonUploadStatusSchema = /* @__PURE__ */ carbonIngestResultSchema.partial().extend({
  uploadId: z.number().int(),
  status: z.enum(["queued", "processing", "processed", "error"]),
  /** While queued with its file received: its place among the waiting uploads (1 = next). */
  queuePosition: z.number().int().min(1).optional(),
  fileName: z.string().nullable(),
  sourceType: z.string(),
  /** Data rows read so far (the header not counted). */
  rowsRead: z.number().int(),
  bytesRead: z.number().int(),
  bytesTotal: z.number().int().nullable(),
  /** Why it failed (status "error"): the first problem, "Cancelled", a duplicate or a closed year. */
  message: z.string().nullable().optional(),
  /** The first 1,000 row issues of a failed upload, in file order. */
  issues: z.array(uploadIssueSchema).optional(),
  /** How many row issues the upload had in all. */
  issueCount: z.number().int().optional(),
  /** A refused upload's rows that are bills already counted (the first 1,000, in file order). */
  duplicates: z.array(duplicateRowSchema).optional(),
});
export type CarbonUploadStatus = z.infer<typeof carbonUploadStatusSchema>;

/**
 * A streamed upload validates its rows batch by batch: an issue found in a batch names the row within the
 * batch, so it is moved to the row's place in the whole file (`offset` rows before the batch). Messages of the
 * ingest start "Row <n>:", which is rewritten with it.
 */
export function shiftIssueRow<I extends { row: number | null; message: string }>(
  issue: I,
  offset: number,
): I {
  if (issue.row === null || offset === 0) return issue;
  const row = issue.row + offset;
  return { ...issue, row, message: issue.message.replace(/^Row \d+:/, `Row ${row}:`) };
}

const DUPLICATE_UPLOAD_PREFIX = "Bills already counted";

/** One match in words: "row 3 (data source #12)" or "row 4 (repeats row 2)". */
function duplicateWords(d: DuplicateRowMatch): string {
  return d.sameAsRow !== null
    ? `row ${d.row} (repeats row ${d.sameAsRow})`
    : `row ${d.row} (data source #${d.sourceId})`;
}

/**
 * The refusal of rows that are bills already counted, in words for people (the screen lists the rows and offers
 * "Upload anyway"); API clients read `duplicates` and find the switch in the issue at `allowDuplicate`
 * (DUPLICATE_UPLOAD_ISSUE), not in the sentence.
 */
export function duplicateUploadMessage(duplicates: readonly DuplicateRowMatch[]): string {
  const rows = new Set(duplicates.map((d) => d.row)).size;
  const shown = duplicates.slice(0, 3).map(duplicateWords).join(", ");
  const more = duplicates.length > 3 ? ", …" : "";
  const count = rows === 1 ? "1 row is" : `${rows.toLocaleString("en-GB")} rows are`;
  return `${DUPLICATE_UPLOAD_PREFIX}: ${count} the same bill (activity, amount, unit, period, site and region) as one already counted: ${shown}${more}. Nothing was stored, so their emissions are not counted twice.`;
}

/** Whether an upload's failure message is the duplicate refusal (a streamed upload's status has no code). */
export function isDuplicateUploadMessage(message: string): boolean {
  return message.startsWith(DUPLICATE_UPLOAD_PREFIX);
}

/** The machine-readable half of the duplicate refusal: the input that stores the same rows again. */
export const DUPLICATE_UPLOAD_ISSUE = {
  path: ["allowDuplicate"],
  message: "Set to true to store the same rows again",
} as const;

/** Why a streamed upload with row issues failed: how many rows, the first issue, and that nothing was stored. */
export function uploadFailureMessage(issueCount: number, first: string): string {
  if (issueCount <= 1) return `The upload was refused; nothing was stored. ${first}`;
  return `${issueCount.toLocaleString("en-GB")} issues; nothing was stored. ${first}`;
}

/**
 * The figures of an upload's result, added to batch by batch (a streamed upload) or at once (the JSON ingest):
 * kg CO2e by scope (location-based) with their total, market-based Scope 2, and the engine's warnings merged
 * by code with their row counts.
 */
export class IngestTotals {
  readonly summary = { scope1: 0, scope2: 0, scope3: 0, total: 0 };
  scope2MarketBased = 0;
  private readonly warningsByCode = new Map<
    string,
    { code: string; message: string; rows: number; region?: string }
  >();

  add(
    records: readonly { scope: 1 | 2 | 3; kgCO2e: number; marketBasedKgCO2e: number | null }[],
    warnings: readonly { code: string; message: string; rows: number; region?: string }[] = [],
  ): void {
    for (const r of records) {
      this.summary[`scope${r.scope}`] += r.kgCO2e;
      if (r.scope === 2) this.scope2MarketBased += r.marketBasedKgCO2e ?? r.kgCO2e;
    }
    this.summary.total = this.summary.scope1 + this.summary.scope2 + this.summary.scope3;
    for (const w of warnings) {
      // A warning given per region stays one per region across batches.
      const key = w.region === undefined ? w.code : `${w.code}\u0000${w.region}`;
      const seen = this.warningsByCode.get(key);
      if (seen) seen.rows += w.rows;
      else this.warningsByCode.set(key, { ...w });
    }
  }

  get warnings(): { code: string; message: string; rows: number; region?: string }[] {
    return [...this.warningsByCode.values()].map((w) => ({ ...w }));
  }
}

/** One upload in GET /api/carbon/uploads: where it stands and what it came to (its rows: GET …/uploads/{id}). */
export const carbonUploadListItemSchema = /* @__PURE__ */ z.object({
  uploadId: z.number().int(),
  /** As GET /api/carbon/uploads/{id} says it; a voided upload stays "processed" with `voided` true. */
  status: z.enum(["queued", "processing", "processed", "error"]),
  fileName: z.string().nullable(),
  sourceType: z.string(),
  uploadedAt: z.string(),
  rowsRead: z.number().int(),
  bytesRead: z.number().int(),
  bytesTotal: z.number().int().nullable(),
  /** Activities stored (derived category 3 rows included). */
  activityCount: z.number().int(),
  /** kg CO2e, location-based. */
  totalEmissions: z.number(),
  message: z.string().nullable(),
  voided: z.boolean(),
  reviewStatus: z.string(),
});
export type CarbonUploadListItem = z.infer<typeof carbonUploadListItemSchema>;

/** GET /api/carbon/uploads?page=&pageSize= */
export const carbonUploadListQuerySchema = /* @__PURE__ */ z.object(pagedListFields);

export const carbonUploadListSchema = /* @__PURE__ */ pageFieldsSchema.extend({
  /** Newest first. */
  items: z.array(carbonUploadListItemSchema),
});
