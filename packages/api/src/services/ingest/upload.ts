/**
 * POST /api/carbon/uploads: a file streamed in (the server's route reads the HTTP body), kept in pieces, then
 * read back a slice at a time through the one CSV reader and the one ingest in batches that yield, so other
 * users' requests keep flowing. The batches stay out of every total (their upload is "processing") until the
 * finish step makes the whole upload count, with its audit entry, in one transaction; any bad row anywhere
 * fails it and what was written is deleted, so a reader sees all of it or none of it.
 */
import {
  appendUploadChunk,
  createQueuedUpload,
  type Db,
  type DiscardUpload,
  deleteUploadRowsBatch,
  finishUpload,
  getReportingSettings,
  guardWrites,
  markUploadFailed,
  markUploadReceived,
  readUploadChunk,
  writeUploadBatch,
} from "@esg/db";
import {
  type CarbonIngestResult,
  type CarbonSourceType,
  type DuplicateRowMatch,
  duplicateUploadMessage,
  FACTOR_LIBRARY_VERSION,
  ROLE_GROUPS,
  uploadFailureMessage,
} from "@esg/domain";
import { authorize } from "../../authorize";
import type { Context } from "../../context";
import { type WriteContext, withWrite } from "../../write";
import { type IncrementalHash, IngestCancelled, runIngest } from "./ingest-run";
import { closedYearMessage } from "./messages";
import { csvItems, payloadItems } from "./row-items";
import { admitUpload, DEFAULT_UPLOAD_LIMITS, type UploadLimits, type UploadRoom } from "./upload-admission";
import { yieldTurn } from "./yield-turn";

/** The file is kept in pieces of this size. */
const PIECE_BYTES = 1024 * 1024;
/** The kept file is fed to the parser in slices this size, so that no single parse step is long. */
const PARSE_SLICE_BYTES = 32 * 1024;
/**
 * Rows per batch of a background upload: each batch (calculate, then one synchronous SQLite transaction of
 * its activities, about two per row with the derived category 3 rows) holds the event loop, and a request
 * waits behind one batch. At 500 rows a batch held it for 80-200 ms as the company's activities grew
 * (index upkeep and the commit's page writes dominate, not parsing): docs/decisions/043-upload-latency.md.
 */
export const UPLOAD_BATCH_ROWS = 100;

export type UploadJob = {
  companyId: number;
  uploadId: number;
  userId: number | null;
  sourceType: CarbonSourceType;
  /** "text/csv" or "application/json", from the file's name, type or first character. */
  format: "csv" | "json";
  allowDuplicate: boolean;
  bytesTotal: number;
};

/**
 * Opens a queued upload for a file about to be streamed in: the caller's role and token scope are checked as
 * for every write, then the user's cap and the company's quota (`admitUpload`), and the upload and its audit
 * entry are one write. Returns the quota room left, which bounds the file as it arrives.
 */
export async function beginUpload(
  ctx: Context,
  input: {
    fileName: string | null;
    sourceType: CarbonSourceType;
    format: "csv" | "json";
    bytesTotal: number;
    allowDuplicate?: boolean;
  },
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<{ uploadId: number; companyId: number; userId: number; room: UploadRoom }> {
  const who = authorize(ctx, ROLE_GROUPS.write, "mutation");
  const { uploadId, room } = await withWrite(who, async (w) => {
    const room = await admitUpload(w.db, {
      companyId: w.companyId,
      userId: who.user.id,
      declaredBytes: input.bytesTotal,
      limits,
    });
    const id = await createQueuedUpload(w.db, {
      companyId: w.companyId,
      fileName: input.fileName || null,
      sourceType: input.sourceType,
      uploadedAt: new Date().toISOString(),
      bytesTotal: input.bytesTotal,
      contentType: input.format === "csv" ? "text/csv" : "application/json",
      libraryVersion: FACTOR_LIBRARY_VERSION,
      uploadedBy: who.user.id,
      allowDuplicate: input.allowDuplicate ?? false,
    });
    await w.audit({
      action: "upload",
      entity: "carbon_data_source",
      entityId: id,
      after: { fileName: input.fileName, sourceType: input.sourceType, streamed: true },
    });
    return { uploadId: id, room };
  });
  return { uploadId, companyId: who.companyId, userId: who.user.id, room };
}

const yieldToEventLoop = yieldTurn;

/**
 * Fails the upload and deletes what it wrote. The route and the job run on the server's own handle: every
 * change of the upload's rows is a write of its own through `withWrite`, and the delete goes a batch per write
 * (yielding between), so no transaction holds SQLite's only connection for a whole million-row upload.
 * A failure has no audit entry of its own: the upload's entry (begun) stands, its status says why it failed.
 */
async function discard(writer: WriteContext, p: DiscardUpload): Promise<void> {
  await withWrite(writer, async (w) => {
    await markUploadFailed(w.db, p);
    await w.emit({ type: "upload.failed", data: { uploadId: p.uploadId, message: p.message } });
  });
  while ((await withWrite(writer, (w) => deleteUploadRowsBatch(w.db, p))) > 0) await yieldToEventLoop();
}

/**
 * Keeps the file as it arrives, in ~1 MiB pieces (never whole in memory), and marks it received with its size.
 * When `chunks` throws (too large, the connection dropped) the upload is discarded with `failure(error)`'s
 * message and the error goes on. `writer` is who began the upload.
 */
export async function receiveUploadFile(
  writer: WriteContext,
  uploadId: number,
  chunks: AsyncIterable<Uint8Array>,
  failure: (error: unknown) => string,
): Promise<number> {
  // Through the guard, as in `processUpload`: only the bookkeeping may be written outside `withWrite`.
  writer = { ...writer, db: guardWrites(writer.db) };
  const p = { companyId: writer.companyId, uploadId };
  let total = 0;
  let seq = 0;
  let piece: Uint8Array[] = [];
  let pieceBytes = 0;
  const keepPiece = async () => {
    if (pieceBytes === 0) return;
    const data = new Uint8Array(pieceBytes);
    let at = 0;
    for (const part of piece) {
      data.set(part, at);
      at += part.byteLength;
    }
    // The piece is bookkeeping, but it stamps the upload as alive, which is the upload's row.
    const next = seq++;
    await withWrite(writer, (w) => appendUploadChunk(w.db, { ...p, seq: next, data }));
    piece = [];
    pieceBytes = 0;
  };
  try {
    for await (const chunk of chunks) {
      total += chunk.byteLength;
      piece.push(chunk);
      pieceBytes += chunk.byteLength;
      if (pieceBytes >= PIECE_BYTES) await keepPiece();
    }
    await keepPiece();
    await withWrite(writer, (w) =>
      markUploadReceived(w.db, { ...p, bytesTotal: total, at: new Date().toISOString() }),
    );
    return total;
  } catch (error) {
    await discard(writer, { ...p, message: failure(error), at: new Date().toISOString() });
    throw error;
  }
}

/** The kept file, a slice at a time, counting what was read. */
async function* fileSlices(db: Db, job: UploadJob, read: { bytes: number }): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const chunk = await readUploadChunk(db, { companyId: job.companyId, uploadId: job.uploadId, seq });
    if (!chunk) return;
    for (let at = 0; at < chunk.byteLength; at += PARSE_SLICE_BYTES) {
      const slice = chunk.subarray(at, at + PARSE_SLICE_BYTES);
      read.bytes += slice.byteLength;
      yield slice;
    }
  }
}

/** JSON is parsed whole (its own, lower size limit), then validated and written in batches like CSV. */
async function* jsonFileItems(db: Db, job: UploadJob, read: { bytes: number }) {
  const decoder = new TextDecoder();
  let text = "";
  for await (const slice of fileSlices(db, job, read)) text += decoder.decode(slice, { stream: true });
  yield* payloadItems(job.sourceType, text + decoder.decode());
}

/** Runs the upload to its end; never throws (a failure is recorded on the upload). */
export async function processUpload(
  handle: Db,
  job: UploadJob,
  opts: { hash: () => IncrementalHash; now?: () => Date; onError?: (error: unknown) => void },
): Promise<void> {
  // Reads go through the guard, so a write of the upload's data that is not a `withWrite` fails loudly.
  const db = guardWrites(handle);
  const now = opts.now ?? (() => new Date());
  const read = { bytes: 0 };
  let rowsRead = 0;
  const ids = { companyId: job.companyId, uploadId: job.uploadId };
  const writer = { db, companyId: job.companyId, user: job.userId === null ? null : { id: job.userId } };
  const fail = (
    message: string,
    issues?: { issues: unknown[]; issueCount: number },
    duplicates?: readonly DuplicateRowMatch[],
  ) =>
    discard(writer, {
      ...ids,
      message,
      // The status of a refused upload lists the bills already counted, as the 409 of the JSON ingest does.
      duplicates: duplicates ? JSON.stringify(duplicates) : null,
      issues: issues && issues.issues.length > 0 ? JSON.stringify(issues.issues) : null,
      issueCount: issues ? issues.issueCount : null,
      rowsRead,
      bytesRead: read.bytes,
      at: now().toISOString(),
    });
  try {
    const outcome = await runIngest(db, {
      companyId: job.companyId,
      today: now().toISOString().slice(0, 10),
      items: job.format === "json" ? jsonFileItems(db, job, read) : csvItems(fileSlices(db, job, read)),
      hash: opts.hash(),
      batchRows: UPLOAD_BATCH_ROWS,
      sourceType: job.sourceType,
      sink: {
        async batch(records, rows) {
          rowsRead = rows;
          // A batch is not counted until the finish step (which is audited), so it has no entry of its own.
          const written = await withWrite(writer, (w) =>
            writeUploadBatch(w.db, {
              ...ids,
              records,
              rowsRead: rows,
              bytesRead: read.bytes,
              at: now().toISOString(),
            }),
          );
          await yieldToEventLoop();
          return written;
        },
      },
    });
    if (!outcome.ok) {
      if (outcome.blank)
        return await fail(uploadFailureMessage(1, "The file has no activity rows"), {
          issues: [{ row: null, line: null, field: null, message: "The file has no activity rows" }],
          issueCount: 1,
        });
      rowsRead = outcome.rowsRead;
      return await fail(
        uploadFailureMessage(outcome.issueCount, outcome.issues[0]?.message ?? "Invalid file"),
        outcome,
      );
    }
    const warnings = outcome.totals.warnings;
    const result: Omit<CarbonIngestResult, "partialYears"> & { years: number[] } = {
      emissionsProcessed: outcome.activities - outcome.derived,
      totalEmissions: outcome.kgCO2e,
      dataSourceId: job.uploadId,
      summary: outcome.totals.summary,
      warnings,
      scope2MarketBased: outcome.totals.scope2MarketBased,
      derivedActivities: outcome.derived,
      years: outcome.years,
    };
    const at = now().toISOString();
    // Making the upload count, its rollup deltas and its audit entry: one transaction.
    const finished = await withWrite(writer, async (w) => {
      // Read in the finishing write: the setting as it is when the upload starts to count decides.
      const { requireApproval } = await getReportingSettings(w.db, w);
      const reviewStatus = requireApproval ? "pending" : "approved";
      const done = await finishUpload(w.db, {
        reviewStatus,
        ...ids,
        sourceType: job.sourceType,
        deltas: outcome.deltas,
        activityCount: outcome.activities,
        kgCO2e: outcome.kgCO2e,
        contentHash: outcome.contentHash,
        allowDuplicate: job.allowDuplicate,
        years: outcome.years,
        warnings,
        result: JSON.stringify({ ...result, reviewStatus }),
        rowsRead: outcome.rowsRead,
        bytesRead: read.bytes,
        at,
        between: yieldToEventLoop,
      });
      if (done.ok) {
        await w.audit({
          action: "process",
          entity: "carbon_data_source",
          entityId: job.uploadId,
          after: { activities: outcome.activities, totalEmissions: outcome.kgCO2e, rows: outcome.rowsRead },
        });
        await w.emit({
          type: "upload.processed",
          data: {
            uploadId: job.uploadId,
            emissionsProcessed: outcome.activities - outcome.derived,
            derivedActivities: outcome.derived,
            totalEmissions: outcome.kgCO2e,
            years: outcome.years,
          },
        });
      }
      return done;
    });
    if (finished.ok || finished.reason === "cancelled") return;
    if (finished.reason === "closed") return await fail(closedYearMessage(finished.years));
    await fail(duplicateUploadMessage(finished.duplicates), undefined, finished.duplicates);
  } catch (error) {
    if (error instanceof IngestCancelled) {
      // A cancelled upload: its rows go (its status already says "Cancelled").
      await discard(writer, { ...ids, message: "Cancelled", at: now().toISOString() }).catch((e) =>
        opts.onError?.(e),
      );
      return;
    }
    opts.onError?.(error);
    await fail("The upload could not be processed; nothing was stored. Please try again.").catch((e) =>
      opts.onError?.(e),
    );
  }
}
