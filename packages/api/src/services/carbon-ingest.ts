/**
 * POST /api/carbon/ingest (issue 3): read the payload, validate and calculate every row, then store the
 * upload in one transaction. Any bad row fails the whole upload with a 400 naming each row and reason;
 * the failed attempt is still recorded as a data source with status "error" and its message.
 */
import {
  type Db,
  findDuplicateSource,
  getReportingSettings,
  insertFailedDataSource,
  listClosedYears,
  listSites,
  storeIngest,
} from "@esg/db";
import {
  applySitesToRows,
  type CanonicalRow,
  type CarbonIngestResult,
  type CarbonSourceType,
  DUPLICATE_UPLOAD_ISSUE,
  duplicateUploadMessage,
  FACTOR_LIBRARY_VERSION,
  type IngestIssue,
  IngestTotals,
  normalizeIngestPayload,
  type PayloadIssue,
  prepareIngestRows,
  reportingYearOf,
  rowsNameSites,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { InputIssuesError } from "../errors";
import { sha256Hex } from "../hash";
import { inventoryOf } from "./carbon-analysis";

export type IngestRequest = {
  sourceType: CarbonSourceType;
  rawData?: unknown;
  fileName: string | null;
  allowDuplicate?: boolean;
};

/** The upload as submitted: CSV (or JSON) text as it came, any other payload as JSON. */
function submittedContent(rawData: unknown): { text: string; type: string } {
  const rawText = (rawData as { rawText?: unknown } | null)?.rawText;
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
function issuePath(issue: PayloadIssue | IngestIssue): string[] {
  if (issue.row === null) return ["rawData"];
  return ["rows", String(issue.row), ...(issue.field ? issue.field.split(".") : [])];
}

function failureMessage(issues: readonly (PayloadIssue | IngestIssue)[]): string {
  const rows = new Set(issues.map((i) => i.row).filter((r) => r !== null));
  const first = issues[0]?.message ?? "Invalid raw data";
  if (rows.size === 0) return first;
  const count = rows.size === 1 ? "1 row is invalid" : `${rows.size} rows are invalid`;
  const more =
    issues.length > 1 ? ` (and ${issues.length - 1} more issue${issues.length > 2 ? "s" : ""})` : "";
  return `${count}; nothing was stored. ${first}${more}`;
}

async function reject(
  db: Db,
  companyId: number,
  req: IngestRequest,
  issues: readonly (PayloadIssue | IngestIssue)[],
  uploadedAt: string,
): Promise<never> {
  const message = failureMessage(issues);
  await insertFailedDataSource(db, {
    companyId,
    fileName: req.fileName,
    sourceType: req.sourceType,
    message: message.slice(0, MAX_STORED_MESSAGE),
    uploadedAt,
  });
  throw new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new InputIssuesError(
      message,
      issues.slice(0, MAX_LISTED_ISSUES).map((i) => ({ path: issuePath(i), message: i.message })),
    ),
  });
}

/** Issue 16: the rows' sites, resolved against the company's (loaded only when a row names one). */
async function applySites(
  db: Db,
  companyId: number,
  rows: readonly (CanonicalRow | null)[],
): Promise<PayloadIssue[]> {
  if (!rowsNameSites(rows)) return [];
  return applySitesToRows(await listSites(db, { companyId }), rows);
}

export async function ingestCarbonData(
  db: Db,
  companyId: number,
  req: IngestRequest,
  now: Date,
): Promise<CarbonIngestResult> {
  const uploadedAt = now.toISOString();
  const normalized = normalizeIngestPayload(req.sourceType, req.rawData);
  if (!normalized.ok) {
    if (normalized.blank) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: normalized.issues[0]?.message ?? "Raw data is empty",
        cause: new InputIssuesError("Raw data is empty", [
          { path: ["rawData"], message: normalized.issues[0]?.message ?? "Raw data is empty" },
        ]),
      });
    }
    return reject(db, companyId, req, normalized.issues, uploadedAt);
  }
  const siteIssues = await applySites(db, companyId, normalized.rows);
  if (siteIssues.length > 0) return reject(db, companyId, req, siteIssues, uploadedAt);
  const settings = await getReportingSettings(db, { companyId });
  const prepared = prepareIngestRows(normalized.rows, {
    today: uploadedAt.slice(0, 10),
    category3Policy: settings.category3Policy,
  });
  if (!prepared.ok) return reject(db, companyId, req, prepared.issues, uploadedAt);

  // A closed reporting year takes no new data until it is reopened (which is recorded).
  const years = new Set(prepared.records.map((r) => reportingYearOf(r.date, settings.fiscalYearStartMonth)));
  const closed = (await listClosedYears(db, { companyId })).filter((y) => years.has(y)).sort();
  if (closed.length > 0) {
    throw new TRPCError({
      code: "CONFLICT",
      message: `Reporting year ${closed.join(", ")} is closed; reopen it before adding data to it`,
    });
  }
  const hash = await sha256Hex(JSON.stringify(normalized.rows));
  if (!req.allowDuplicate) {
    const earlier = await findDuplicateSource(db, { companyId, contentHash: hash });
    if (earlier) {
      const message = duplicateUploadMessage({
        id: earlier.id,
        fileName: earlier.file_name,
        uploadedAt: earlier.uploaded_at,
      });
      throw new TRPCError({
        code: "CONFLICT",
        message,
        cause: new InputIssuesError(message, [
          { ...DUPLICATE_UPLOAD_ISSUE, path: [...DUPLICATE_UPLOAD_ISSUE.path] },
        ]),
      });
    }
  }

  let stored: { dataSourceId: number; kgCO2e: number };
  try {
    stored = await storeIngest(db, {
      companyId,
      sourceType: req.sourceType,
      fileName: req.fileName,
      uploadedAt,
      records: prepared.records,
      content: { ...submittedContent(req.rawData), hash },
      libraryVersion: FACTOR_LIBRARY_VERSION,
      warnings: prepared.warnings,
    });
  } catch (error) {
    // Nothing of the upload was written (one transaction); keep a trace of the attempt.
    await insertFailedDataSource(db, {
      companyId,
      fileName: req.fileName,
      sourceType: req.sourceType,
      message: "The activities could not be stored; nothing was written",
      uploadedAt,
    }).catch(() => undefined);
    throw error;
  }
  const totals = new IngestTotals();
  totals.add(prepared.records);
  const inventory = await inventoryOf(db, companyId);
  return {
    emissionsProcessed: prepared.records.length - prepared.derived,
    totalEmissions: stored.kgCO2e,
    dataSourceId: stored.dataSourceId,
    summary: totals.summary,
    warnings: prepared.warnings,
    scope2MarketBased: totals.scope2MarketBased,
    derivedActivities: prepared.derived,
    partialYears: inventory.years
      .filter((y) => years.has(y.year) && !y.complete)
      .map((y) => y.year)
      .sort((a, b) => b - a),
  };
}
