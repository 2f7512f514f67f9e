/**
 * Who may open another streamed upload: a cap of uploads at a time per user and a storage quota per company,
 * checked in the transaction that opens it, so that one user cannot fill the queue or the disk.
 */
import {
  countActiveUploadsOfUser,
  type Db,
  listActiveUploadsOfCompany,
  lockUploadAdmission,
  uploadBytesStored,
} from "@esg/db";
import {
  UPLOAD_QUOTA_BYTES_DEFAULT,
  UPLOAD_USER_CAP_DEFAULT,
  uploadCapMessage,
  uploadQuotaMessage,
  uploadRetryAfterSeconds,
} from "@esg/domain";
import { ApiError, RetryLater } from "../../errors";

/** The bounds of uploads a server keeps (UPLOAD_USER_CAP, UPLOAD_QUOTA_BYTES). */
export type UploadLimits = { userCap: number; quotaBytes: number };

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  userCap: UPLOAD_USER_CAP_DEFAULT,
  quotaBytes: UPLOAD_QUOTA_BYTES_DEFAULT,
};

/** A refused upload: 429 (the user's cap; `retryAfterSeconds` for the Retry-After header) or 413 (the quota). */
export class UploadNotAdmitted extends ApiError {
  constructor(
    code: "TOO_MANY_REQUESTS" | "PAYLOAD_TOO_LARGE",
    message: string,
    readonly retryAfterSeconds: number | null,
    limit = 1,
  ) {
    // The cause carries the wait to tRPC's 429 as well (retryAfterHeaders); the upload route reads the field.
    super({
      code,
      reason: code === "TOO_MANY_REQUESTS" ? "rate_limited" : "quota_exceeded",
      message,
      cause: retryAfterSeconds === null ? undefined : new RetryLater(message, retryAfterSeconds, limit),
    });
  }
}

/** What a new upload may still add to the company's stored content. */
export type UploadRoom = { usedBytes: number; quotaBytes: number; leftBytes: number };

/**
 * Checks, inside the write that opens the upload, that the user has fewer than `userCap` uploads queued or
 * processing and that `declaredBytes` fits the company's quota; throws UploadNotAdmitted otherwise. Returns
 * the room left, which bounds the file as it arrives (a body without a declared length is checked then).
 */
export async function admitUpload(
  trx: Db,
  p: { companyId: number; userId: number; declaredBytes: number; limits: UploadLimits },
): Promise<UploadRoom> {
  await lockUploadAdmission(trx, p);
  const active = await countActiveUploadsOfUser(trx, p);
  if (active >= p.limits.userCap) {
    // The wait is the queue's: until the user's oldest upload is expected to have finished.
    const retryAfter = uploadRetryAfterSeconds(await listActiveUploadsOfCompany(trx, p), p.userId);
    throw new UploadNotAdmitted(
      "TOO_MANY_REQUESTS",
      uploadCapMessage(p.limits.userCap),
      retryAfter,
      p.limits.userCap,
    );
  }
  const usedBytes = await uploadBytesStored(trx, p);
  const room = { usedBytes, quotaBytes: p.limits.quotaBytes, leftBytes: p.limits.quotaBytes - usedBytes };
  if (p.declaredBytes > room.leftBytes) {
    throw new UploadNotAdmitted(
      "PAYLOAD_TOO_LARGE",
      uploadQuotaMessage({ ...room, fileBytes: p.declaredBytes }),
      null,
    );
  }
  return room;
}
