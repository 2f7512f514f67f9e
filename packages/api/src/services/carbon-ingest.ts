/**
 * POST /api/carbon/ingest (issue 3): read the payload, validate and calculate every row, then store the
 * upload in one transaction. Any bad row fails the whole upload with a 400 naming each row and reason;
 * the failed attempt is still recorded as a data source with status "error" and its message.
 */
import { type Db, insertFailedDataSource, storeIngest } from "@esg/db";
import {
  type CarbonIngestResult,
  type CarbonSourceType,
  type IngestIssue,
  normalizeIngestPayload,
  type PayloadIssue,
  prepareIngestRows,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { InputIssuesError } from "../errors";

export type IngestRequest = { sourceType: CarbonSourceType; rawData?: unknown; fileName: string | null };

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
  const prepared = prepareIngestRows(normalized.rows, { today: uploadedAt.slice(0, 10) });
  if (!prepared.ok) return reject(db, companyId, req, prepared.issues, uploadedAt);

  let stored: { dataSourceId: number; kgCO2e: number };
  try {
    stored = await storeIngest(db, {
      companyId,
      sourceType: req.sourceType,
      fileName: req.fileName,
      uploadedAt,
      records: prepared.records,
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
  const summary = { scope1: 0, scope2: 0, scope3: 0, total: 0 };
  for (const r of prepared.records) summary[`scope${r.scope}`] += r.kgCO2e;
  summary.total = summary.scope1 + summary.scope2 + summary.scope3;
  return {
    emissionsProcessed: prepared.records.length,
    totalEmissions: stored.kgCO2e,
    dataSourceId: stored.dataSourceId,
    summary,
    warnings: prepared.warnings,
  };
}
