import { createHash } from "node:crypto";
import { type IncrementalHash, processUpload, type UploadJob } from "@esg/api";
import { type Db, discardStaleUploads } from "@esg/db";

/** An upload with no progress for this long was interrupted (its process stopped) and is discarded. */
export const STALE_UPLOAD_MS = 5 * 60 * 1000;

export type UploadJobs = ReturnType<typeof createUploadJobs>;

/** SHA-256 fed a row at a time: a large upload's rows are never held whole to be hashed. */
export function nodeSha256(): IncrementalHash {
  const hash = createHash("sha256");
  return {
    update: (text) => void hash.update(text),
    digest: async () => hash.digest("hex"),
  };
}

/**
 * The streamed uploads this process is working on. Each runs after the request that brought its file has been
 * answered, in small batches that yield to the event loop; `idle` lets shutdown (and tests) wait for them.
 */
export function createUploadJobs(db: Db, opts: { onError?: (error: unknown) => void } = {}) {
  const running = new Set<Promise<void>>();
  return {
    start(job: UploadJob): void {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => processUpload(db, job, { hash: nodeSha256, onError: opts.onError }))
        .finally(() => running.delete(run));
      running.add(run);
    },
    /** Resolves once no upload is being processed by this process. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    get active(): number {
      return running.size;
    },
    /** Discards uploads of any process that stopped making progress (run on start and every minute). */
    sweep(now = new Date()): Promise<number> {
      return discardStaleUploads(db, {
        staleBefore: new Date(now.getTime() - STALE_UPLOAD_MS).toISOString(),
        at: now.toISOString(),
      });
    },
  };
}
