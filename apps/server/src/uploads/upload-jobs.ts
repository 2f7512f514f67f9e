import { createHash } from "node:crypto";
import { type IncrementalHash, runQueuedUpload, type UploadJob } from "@esg/api";
import {
  type Db,
  discardStaleEvidence,
  discardStaleUploads,
  listWaitingUploads,
  type WaitingUpload,
} from "@esg/db";
import { CARBON_SOURCE_TYPES, type CarbonSourceType, UPLOAD_CONCURRENCY_DEFAULT } from "@esg/domain";

/** An upload with no progress for this long was interrupted (its process stopped) and is discarded. */
export const STALE_UPLOAD_MS = 5 * 60 * 1000;

/**
 * An evidence file still arriving after this long was cut off (it has no progress time of its own): at most
 * 20 MiB, it would need a link slower than 6 KiB/s to be still on its way.
 */
export const STALE_EVIDENCE_MS = 60 * 60 * 1000;

export type UploadJobs = ReturnType<typeof createUploadJobs>;

/** What the queue reports as it works: an upload began or ended processing. */
export type UploadJobEvent = { type: "start" | "end"; uploadId: number; companyId: number };

/** SHA-256 fed a row at a time: a large upload's rows are never held whole to be hashed. */
export function nodeSha256(): IncrementalHash {
  const hash = createHash("sha256");
  return {
    update: (text) => void hash.update(text),
    digest: async () => hash.digest("hex"),
  };
}

/** A waiting upload's row as the job that processes it. */
function jobOf(w: WaitingUpload): UploadJob {
  return {
    companyId: w.companyId,
    uploadId: w.uploadId,
    userId: w.userId,
    sourceType: (CARBON_SOURCE_TYPES as readonly string[]).includes(w.sourceType)
      ? (w.sourceType as CarbonSourceType)
      : CARBON_SOURCE_TYPES[0],
    format: w.contentType === "application/json" ? "json" : "csv",
    allowDuplicate: w.allowDuplicate,
    bytesTotal: w.bytesTotal,
  };
}

/**
 * The streamed uploads this process works on: a queue, oldest upload first, that runs at most `concurrency`
 * at once and at most one per company, so one company's (or one user's) files cannot hold every slot. Each
 * runs after the request that brought its file has been answered, in small batches that yield to the event
 * loop. The line is also in the database (received, queued uploads), so `resume` rebuilds it after a restart.
 */
export function createUploadJobs(
  db: Db,
  opts: {
    /** UPLOAD_CONCURRENCY: uploads processed at once (default 2). */
    concurrency?: number;
    onError?: (error: unknown) => void;
    onEvent?: (event: UploadJobEvent) => void;
  } = {},
) {
  const concurrency = Math.max(1, opts.concurrency ?? UPLOAD_CONCURRENCY_DEFAULT);
  const waiting: UploadJob[] = [];
  const running = new Map<number, { companyId: number; done: Promise<void> }>();
  let closed = false;

  const known = (uploadId: number) => running.has(uploadId) || waiting.some((j) => j.uploadId === uploadId);

  function pump(): void {
    while (!closed && running.size < concurrency) {
      const busy = new Set([...running.values()].map((r) => r.companyId));
      const next = waiting.findIndex((j) => !busy.has(j.companyId));
      if (next < 0) return;
      const [job] = waiting.splice(next, 1);
      if (job) launch(job);
    }
  }

  function launch(job: UploadJob): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() =>
        runQueuedUpload(db, job, {
          hash: nodeSha256,
          onError: opts.onError,
          onClaimed: () =>
            opts.onEvent?.({ type: "start", uploadId: job.uploadId, companyId: job.companyId }),
        }),
      )
      .then((outcome) => {
        if (outcome === "processed") {
          opts.onEvent?.({ type: "end", uploadId: job.uploadId, companyId: job.companyId });
        }
      })
      .catch((error) => opts.onError?.(error))
      .finally(() => {
        running.delete(job.uploadId);
        pump();
      });
    running.set(job.uploadId, { companyId: job.companyId, done });
  }

  function enqueue(job: UploadJob): void {
    if (closed || known(job.uploadId)) return;
    // In id order, the order GET /api/carbon/uploads/{id} counts the line in.
    const at = waiting.findIndex((j) => j.uploadId > job.uploadId);
    waiting.splice(at < 0 ? waiting.length : at, 0, job);
    pump();
  }

  /**
   * Queues the uploads that wait in the database: every one on start (this process's own before it stopped,
   * or another's: the claim lets only one run it); with `idleBefore`, only those nobody touched since, whose
   * process stopped. Returns how many it queued.
   */
  async function resume(p: { idleBefore?: Date } = {}): Promise<number> {
    const rows = await listWaitingUploads(db, { idleBefore: p.idleBefore?.toISOString() });
    let queued = 0;
    for (const row of rows) {
      if (closed || known(row.uploadId)) continue;
      enqueue(jobOf(row));
      queued++;
    }
    return queued;
  }

  return {
    /** Queues an upload whose file has arrived. */
    start: enqueue,
    /** Resolves once nothing is waiting or being processed by this process. */
    async idle(): Promise<void> {
      while (running.size > 0 || (!closed && waiting.length > 0)) {
        await Promise.allSettled([...running.values()].map((r) => r.done));
        if (running.size === 0 && waiting.length > 0) pump();
      }
    },
    /**
     * Takes no more from the line and resolves once the running uploads are done (shutdown): the waiting ones
     * stay queued in the database for the next start.
     */
    async close(): Promise<void> {
      closed = true;
      waiting.length = 0;
      while (running.size > 0) await Promise.allSettled([...running.values()].map((r) => r.done));
    },
    get active(): number {
      return running.size;
    },
    get waiting(): number {
      return waiting.length;
    },
    resume,
    /**
     * Discards uploads of any process that stopped making progress (run on start and every minute), and
     * takes up the received ones such a process left waiting; deletes evidence files such a process left
     * half-received. Returns how many uploads it discarded.
     */
    async sweep(now = new Date()): Promise<number> {
      const staleBefore = new Date(now.getTime() - STALE_UPLOAD_MS);
      const discarded = await discardStaleUploads(db, {
        staleBefore: staleBefore.toISOString(),
        at: now.toISOString(),
      });
      await discardStaleEvidence(db, {
        staleBefore: new Date(now.getTime() - STALE_EVIDENCE_MS).toISOString(),
      });
      await resume({ idleBefore: staleBefore });
      return discarded;
    },
  };
}
