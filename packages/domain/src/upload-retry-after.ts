/**
 * When a user at their cap of uploads queued or processing may try again (the 429's `Retry-After`): when their
 * oldest upload is expected to finish. A company's uploads run one at a time, oldest first (the processing one,
 * then those received, in order of arrival), so that upload finishes after the rest of every company upload
 * ahead of it and its own bytes. Time is bytes over a processing rate measured by `pnpm bench:upload queue`
 * (apps/server/bench/RESULTS.md: 10 uploads of 2.5 MiB, 50,000 rows each, processed two at a time in 95.6 s on
 * a quiet machine, about 19 s each: 134 KiB/s per upload; rounded down to 128 KiB/s, so the estimate errs
 * late). Uploads of other companies that hold the server's other slots are not counted, so a busy server may
 * answer a retry with a second, shorter 429.
 */
export const UPLOAD_BYTES_PER_SECOND_ESTIMATE = 128 * 1024;

/** The bounds of the answer: a whole second at least, and never more than ten minutes. */
export const UPLOAD_RETRY_AFTER_MIN_SECONDS = 1;
export const UPLOAD_RETRY_AFTER_MAX_SECONDS = 600;

/** One of the company's uploads that is queued (arriving or waiting) or processing. */
export type ActiveUpload = {
  userId: number | null;
  status: "queued" | "processing";
  /** Null while a file without a declared length arrives. */
  bytesTotal: number | null;
  /** Of a processing upload, the bytes processed; of an arriving one, the bytes arrived. */
  bytesRead: number;
  /** Null while the file arrives. */
  receivedAt: string | null;
  id: number;
};

/** The bytes an upload still has to be processed. */
function bytesLeft(u: ActiveUpload): number {
  const total = u.bytesTotal ?? u.bytesRead;
  return u.status === "processing" ? Math.max(0, total - u.bytesRead) : total;
}

/** The company's uploads in the order the queue runs them: the processing one, then by arrival. */
function queueOrder(a: ActiveUpload, b: ActiveUpload): number {
  if (a.status !== b.status) return a.status === "processing" ? -1 : 1;
  if (a.receivedAt !== b.receivedAt) {
    if (a.receivedAt === null) return 1;
    if (b.receivedAt === null) return -1;
    return a.receivedAt < b.receivedAt ? -1 : 1;
  }
  return a.id - b.id;
}

/** Seconds until the user's oldest active upload is expected to finish, within the bounds. */
export function uploadRetryAfterSeconds(
  companyUploads: readonly ActiveUpload[],
  userId: number,
  bytesPerSecond = UPLOAD_BYTES_PER_SECOND_ESTIMATE,
): number {
  let bytes = 0;
  for (const u of [...companyUploads].sort(queueOrder)) {
    bytes += bytesLeft(u);
    if (u.userId === userId) break;
  }
  const seconds = Math.ceil(bytes / bytesPerSecond);
  return Math.min(UPLOAD_RETRY_AFTER_MAX_SECONDS, Math.max(UPLOAD_RETRY_AFTER_MIN_SECONDS, seconds));
}
