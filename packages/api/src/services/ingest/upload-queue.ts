/**
 * The step that takes a waiting upload out of the queue before it is processed. The queue itself (its order,
 * the global and per-company limits) is the server's (apps/server uploads/upload-jobs.ts); the waiting uploads
 * are rows, so a restarted process finds them again.
 */
import { claimWaitingUpload, type Db, deleteUploadRowsBatch, getUpload, guardWrites } from "@esg/db";
import { type WriteContext, withWrite } from "../../write";
import type { IncrementalHash } from "./ingest-run";
import { processUpload, type UploadJob } from "./upload";
import { yieldTurn } from "./yield-turn";

const yieldToEventLoop = yieldTurn;

/**
 * Deletes what a failed or cancelled upload kept (its file's pieces, any written rows), a short write per
 * batch, yielding between them.
 */
export async function deleteUploadContent(
  writer: WriteContext,
  ids: { companyId: number; uploadId: number },
): Promise<void> {
  while ((await withWrite(writer, (w) => deleteUploadRowsBatch(w.db, ids))) > 0) await yieldToEventLoop();
}

/**
 * Runs a waiting upload once the queue reaches it: takes it out of the line first, so that it runs once even
 * when two processes had it queued (one restarted and picked up what the other also holds). An upload that is
 * no longer waiting (cancelled meanwhile) is not run, and its kept file is deleted.
 */
export async function runQueuedUpload(
  handle: Db,
  job: UploadJob,
  opts: { hash: () => IncrementalHash; onError?: (error: unknown) => void; onClaimed?: () => void },
): Promise<"processed" | "skipped"> {
  const writer = { db: guardWrites(handle), companyId: job.companyId, user: null };
  const ids = { companyId: job.companyId, uploadId: job.uploadId };
  try {
    const claimed = await withWrite(writer, (w) =>
      claimWaitingUpload(w.db, { ...ids, at: new Date().toISOString() }),
    );
    if (!claimed) {
      const upload = await getUpload(handle, { companyId: job.companyId, id: job.uploadId });
      // Cancelled (or failed) while waiting: nobody else will run it, so its file goes now.
      if (upload?.status === "error") await deleteUploadContent(writer, ids);
      return "skipped";
    }
  } catch (error) {
    opts.onError?.(error);
    return "skipped";
  }
  opts.onClaimed?.();
  await processUpload(handle, job, { hash: opts.hash, onError: opts.onError });
  return "processed";
}
