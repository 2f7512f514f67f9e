/**
 * POST /api/carbon/ingest: the payload's rows through the one ingest (ingest-run.ts), read and validated on the
 * request's handle first (reads only: the slow part stays out of the write transaction, which on SQLite holds
 * the only connection), then checked and stored with its audit entry in one write. Any bad row fails the whole
 * upload with a 400 naming each row and reason; the failed attempt is still recorded as a data source with
 * status "error" and its message, with its own audit entry, in a write of its own that outlives the refusal.
 */
import {
  findDuplicateRows,
  getReportingSettings,
  insertFailedDataSource,
  listClosedYears,
  storeIngest,
} from "@esg/db";
import {
  type CarbonIngestResult,
  type CarbonSourceType,
  DUPLICATE_UPLOAD_ISSUE,
  type DuplicateRowMatch,
  duplicateUploadMessage,
  type EmissionRecord,
  FACTOR_LIBRARY_VERSION,
  type UploadIssue,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { ApiError, DuplicateRowsError, InputIssuesError } from "../../errors";
import { type WriteContext, withWrite } from "../../write";
import { partialYearsOf } from "../partial-years";
import {
  type IncrementalHash,
  type IngestOutcome,
  type IngestSink,
  runIngest,
  wholeTextHash,
} from "./ingest-run";
import { closedYearMessage } from "./messages";
import { BLANK_PAYLOAD_MESSAGE, payloadItems } from "./row-items";

export type IngestRequest = {
  sourceType: CarbonSourceType;
  rawData?: unknown;
  fileName: string | null;
  allowDuplicate?: boolean;
};

/** The upload as submitted: CSV (or JSON) text as it came, any other payload as JSON. */
function submittedContent(rawData: unknown): { text: string; type: string } {
  // CSV or JSON text may come bare or as {rawText}: either way the text itself is what was submitted.
  const rawText = typeof rawData === "string" ? rawData : (rawData as { rawText?: unknown } | null)?.rawText;
  if (typeof rawText === "string") {
    const t = rawText.trimStart();
    return { text: rawText, type: t.startsWith("{") || t.startsWith("[") ? "application/json" : "text/csv" };
  }
  return { text: JSON.stringify(rawData), type: "application/json" };
}

/** At most this many issues are listed in a 400 body; the message gives the full count. */
export const MAX_LISTED_ISSUES = 100;
const MAX_STORED_MESSAGE = 2000;

/** `["rows", "<n>", field…]`; a nested field ("supplierFactor.kgCO2ePerUnit") is split into its keys. */
function issuePath(issue: UploadIssue): string[] {
  if (issue.row === null) return ["rawData"];
  return ["rows", String(issue.row), ...(issue.field ? issue.field.split(".") : [])];
}

function failureMessage(issues: readonly UploadIssue[], issueCount: number, invalidRows: number): string {
  const first = issues[0]?.message ?? "Invalid raw data";
  if (invalidRows === 0) return first;
  const count = invalidRows === 1 ? "1 row is invalid" : `${invalidRows} rows are invalid`;
  const more = issueCount > 1 ? ` (and ${issueCount - 1} more issue${issueCount > 2 ? "s" : ""})` : "";
  return `${count}; nothing was stored. ${first}${more}`;
}

/**
 * Records a refused attempt: a data source with status "error" and its audit entry, in one write of its own
 * (the refused write rolled back). The record never replaces the answer the caller is owed: when it cannot be
 * written (the audit log refuses rows, say), neither half of it is kept and the refusal goes on as it was.
 */
async function recordFailedUpload(
  ctx: WriteContext,
  req: IngestRequest,
  message: string,
  uploadedAt: string,
): Promise<void> {
  await withWrite(ctx, async (w) => {
    const id = await insertFailedDataSource(w.db, {
      companyId: w.companyId,
      fileName: req.fileName,
      sourceType: req.sourceType,
      message: message.slice(0, MAX_STORED_MESSAGE),
      uploadedAt,
    });
    await w.audit({
      action: "upload",
      entity: "carbon_data_source",
      entityId: id,
      after: { fileName: req.fileName, sourceType: req.sourceType, status: "error" },
    });
    await w.emit({
      type: "upload.failed",
      data: { uploadId: id, message: message.slice(0, MAX_STORED_MESSAGE) },
    });
  }).catch(() => undefined);
}

type Refusal = { issues: UploadIssue[]; issueCount: number; invalidRows: number };

/** The 400 of refused rows: each row and field by its path, with the count of the rest in the message. */
export function refusalError(failed: Refusal): TRPCError {
  const message = failureMessage(failed.issues, failed.issueCount, failed.invalidRows);
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new InputIssuesError(
      message,
      failed.issues.slice(0, MAX_LISTED_ISSUES).map((i) => ({ path: issuePath(i), message: i.message })),
    ),
  });
}

async function reject(
  ctx: WriteContext,
  req: IngestRequest,
  failed: Refusal,
  uploadedAt: string,
): Promise<never> {
  const error = refusalError(failed);
  await recordFailedUpload(ctx, req, error.message, uploadedAt);
  throw error;
}

/**
 * Keeps every batch for the one transaction; a derived record's parent index moves with its batch. The
 * batch's records are its own (fresh from the run), so the index is moved in place: a copy of each derived
 * record (83,000 of them in a 100,000-row upload) was garbage the size of the upload.
 */
function keptRecords(): IngestSink & { records: EmissionRecord[] } {
  const records: EmissionRecord[] = [];
  return {
    records,
    async batch(batch) {
      const base = records.length;
      for (const r of batch) {
        if (r.derivedFrom !== null && base > 0) r.derivedFrom += base;
        records.push(r);
      }
      return true;
    },
  };
}

/** The 409 of an upload that adds to a closed year or repeats bills already counted; nothing is recorded. */
class IngestConflict extends ApiError {}

/** Refuses (409) an upload that adds to a closed year: it takes no new data until it is reopened (recorded). */
async function checkOpenYears(
  w: { db: WriteContext["db"]; companyId: number },
  outcome: { years: number[] },
): Promise<void> {
  const closed = (await listClosedYears(w.db, w)).filter((y) => outcome.years.includes(y)).sort();
  if (closed.length > 0)
    throw new IngestConflict({ code: "CONFLICT", reason: "year_closed", message: closedYearMessage(closed) });
}

/**
 * The 409 listing the rows that are bills already counted (or repeated within the request): its reason is
 * `duplicate_upload` when every row is (the file was sent before), else `duplicate_rows`.
 */
export function duplicateRowsConflict(duplicates: DuplicateRowMatch[], inputRows?: number): TRPCError {
  const message = duplicateUploadMessage(duplicates);
  const whole = inputRows !== undefined && new Set(duplicates.map((d) => d.row)).size >= inputRows;
  const reason = whole ? "duplicate_upload" : "duplicate_rows";
  return new IngestConflict({
    code: "CONFLICT",
    reason,
    message,
    cause: new DuplicateRowsError(
      message,
      [{ ...DUPLICATE_UPLOAD_ISSUE, path: [...DUPLICATE_UPLOAD_ISSUE.path] }],
      duplicates,
      reason,
    ),
  });
}

/** The payload's rows validated and calculated, read-only: what the ingest would store, or its refusal. */
export type CalculatedIngest =
  | { ok: true; outcome: Extract<IngestOutcome, { ok: true }>; records: EmissionRecord[] }
  | { ok: false; refusal: Extract<IngestOutcome, { ok: false; blank: false }> };

/**
 * The ingest's calculation of a payload under the company's settings (sites, fiscal year, category 3 policy),
 * on reads only. A blank payload is a 400 here; a refused one is the caller's to answer (the ingest keeps a
 * trace of the attempt, an estimate keeps nothing).
 */
export async function calculateIngest(
  ctx: Pick<WriteContext, "db" | "companyId">,
  req: Pick<IngestRequest, "sourceType" | "rawData">,
  now: Date,
  opts: { hash?: IncrementalHash } = {},
): Promise<CalculatedIngest> {
  const kept = keptRecords();
  const outcome = await runIngest(ctx.db, {
    companyId: ctx.companyId,
    today: now.toISOString().slice(0, 10),
    items: payloadItems(req.sourceType, req.rawData),
    sourceType: req.sourceType,
    sink: kept,
    hash: opts.hash ?? wholeTextHash(),
  });
  if (!outcome.ok && outcome.blank) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: BLANK_PAYLOAD_MESSAGE,
      cause: new InputIssuesError("Raw data is empty", [
        { path: ["rawData"], message: BLANK_PAYLOAD_MESSAGE },
      ]),
    });
  }
  if (!outcome.ok) return { ok: false, refusal: outcome };
  return { ok: true, outcome, records: kept.records };
}

export async function ingestCarbonData(
  ctx: WriteContext,
  req: IngestRequest,
  now: Date,
  opts: { hash?: IncrementalHash } = {},
): Promise<CarbonIngestResult> {
  const { db, companyId } = ctx;
  const uploadedAt = now.toISOString();
  const calculated = await calculateIngest(ctx, req, now, opts);
  if (!calculated.ok) return reject(ctx, req, calculated.refusal, uploadedAt);
  const { outcome, records } = calculated;

  const warnings = outcome.totals.warnings;
  let stored: { dataSourceId: number; kgCO2e: number; reviewStatus: "approved" | "pending" };
  try {
    // The checks, the rows and the audit entry in one transaction: a year closed or the same bill stored
    // meanwhile cannot slip in between the check and the store.
    stored = await withWrite(ctx, async (w) => {
      await checkOpenYears(w, outcome);
      // Read in the write: the setting as it is when the upload is stored decides whether it waits for review.
      const { requireApproval } = await getReportingSettings(w.db, w);
      const reviewStatus = requireApproval ? "pending" : "approved";
      const done = await storeIngest(w.db, {
        uploadedBy: ctx.user?.id ?? null,
        reviewStatus,
        companyId,
        sourceType: req.sourceType,
        fileName: req.fileName,
        uploadedAt,
        records,
        sums: { deltas: outcome.deltas, kgCO2e: outcome.kgCO2e },
        content: { ...submittedContent(req.rawData), hash: outcome.contentHash },
        libraryVersion: FACTOR_LIBRARY_VERSION,
        warnings,
      });
      // The rows are compared once written (under the rollup's lock the store took): a refusal rolls them back.
      if (!req.allowDuplicate) {
        const duplicates = await findDuplicateRows(w.db, { companyId, sourceId: done.dataSourceId });
        if (duplicates.length > 0) {
          const inputRows = records.filter((r) => r.derivedFrom === null).length;
          throw duplicateRowsConflict(duplicates, inputRows);
        }
      }
      await w.audit({
        action: "upload",
        entity: "carbon_data_source",
        entityId: done.dataSourceId,
        after: {
          fileName: req.fileName,
          sourceType: req.sourceType,
          activities: outcome.activities,
          totalEmissions: done.kgCO2e,
        },
      });
      await w.emit({
        type: "upload.processed",
        data: {
          uploadId: done.dataSourceId,
          emissionsProcessed: outcome.activities - outcome.derived,
          derivedActivities: outcome.derived,
          totalEmissions: done.kgCO2e,
          years: outcome.years,
        },
      });
      return { ...done, reviewStatus } as const;
    });
  } catch (error) {
    if (error instanceof IngestConflict) throw error;
    // Nothing of the upload was written (one transaction); keep a trace of the attempt.
    await recordFailedUpload(ctx, req, "The activities could not be stored; nothing was written", uploadedAt);
    throw error;
  }
  const partialYears = await partialYearsOf(db, companyId, outcome.years);
  return {
    emissionsProcessed: outcome.activities - outcome.derived,
    totalEmissions: stored.kgCO2e,
    dataSourceId: stored.dataSourceId,
    summary: outcome.totals.summary,
    warnings,
    scope2MarketBased: outcome.totals.scope2MarketBased,
    derivedActivities: outcome.derived,
    partialYears,
    reviewStatus: stored.reviewStatus,
  };
}
