/**
 * The upload queue's view of the database: who may open another upload (a per-user cap and a per-company
 * storage quota), the uploads whose file has arrived and that wait for processing (oldest first), a waiting
 * upload's place in that line, and the step that takes one out of it. The queue itself lives in the server
 * process; these rows are what lets it survive a restart.
 */
import type { ActiveUpload } from "@esg/domain";
import { sql } from "kysely";
import { engineOf } from "../engine";
import { lockForTransaction } from "../locks";
import type { Db } from "../sqlite-dialect";

/**
 * Serialises the admission checks of one company's uploads until the transaction ends, so that two parallel
 * uploads cannot both see room for one more (PostgreSQL; SQLite runs one write transaction at a time).
 */
export function lockUploadAdmission(trx: Db, p: { companyId: number }): Promise<void> {
  return lockForTransaction(trx, `upload-admission:${p.companyId}`);
}

/** The user's uploads that are queued (arriving or waiting) or processing. */
export async function countActiveUploadsOfUser(
  db: Db,
  p: { companyId: number; userId: number },
): Promise<number> {
  const r = await db
    .selectFrom("carbon_data_sources")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", p.companyId)
    .where("uploaded_by", "=", p.userId)
    .where("processing_status", "in", ["queued", "processing"])
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The company's uploads that are queued (arriving or waiting) or processing, with what the queue still has to
 * do of each: the facts the estimate of a refused user's wait reads (`uploadRetryAfterSeconds`).
 */
export async function listActiveUploadsOfCompany(db: Db, p: { companyId: number }): Promise<ActiveUpload[]> {
  const rows = await db
    .selectFrom("carbon_data_sources")
    .select(["id", "uploaded_by", "processing_status", "bytes_total", "bytes_read", "received_at"])
    .where("company_id", "=", p.companyId)
    .where("processing_status", "in", ["queued", "processing"])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.uploaded_by,
    status: r.processing_status === "processing" ? "processing" : "queued",
    bytesTotal: r.bytes_total === null ? null : Number(r.bytes_total),
    bytesRead: Number(r.bytes_read),
    receivedAt: r.received_at,
  }));
}

/**
 * Bytes of upload content the company keeps: each streamed upload's file (its size, or the size it declared
 * while still arriving) and each whole-body upload's text. A failed upload keeps nothing, so it counts nothing;
 * a voided one keeps its content as the trail of what was withdrawn, but no longer counts against the quota.
 */
export async function uploadBytesStored(db: Db, p: { companyId: number }): Promise<number> {
  const textBytes =
    engineOf(db) === "postgres" ? sql`octet_length(content)` : sql`length(CAST(content AS BLOB))`;
  const r = await db
    .selectFrom("carbon_data_sources")
    .select(
      sql<number>`COALESCE(SUM(CASE WHEN content IS NOT NULL THEN ${textBytes}
        ELSE COALESCE(bytes_total, 0) END), 0)`.as("bytes"),
    )
    .where("company_id", "=", p.companyId)
    .where("processing_status", "not in", ["error", "voided"])
    .executeTakeFirstOrThrow();
  return Number(r.bytes);
}

export type WaitingUpload = {
  uploadId: number;
  companyId: number;
  userId: number | null;
  sourceType: string;
  contentType: string | null;
  allowDuplicate: boolean;
  bytesTotal: number;
};

/**
 * Every company's uploads whose file has arrived and that wait to be processed, oldest first; with
 * `idleBefore`, only those nobody has touched since (their process stopped). Server housekeeping, like the
 * sweep of interrupted uploads.
 */
export async function listWaitingUploads(db: Db, p: { idleBefore?: string } = {}): Promise<WaitingUpload[]> {
  let q = db
    .selectFrom("carbon_data_sources")
    .select([
      "id",
      "company_id",
      "uploaded_by",
      "source_type",
      "content_type",
      "allow_duplicate",
      "bytes_total",
    ])
    .where("processing_status", "=", "queued")
    .where("received_at", "is not", null)
    .orderBy("id");
  if (p.idleBefore) q = q.where("progress_at", "<", p.idleBefore);
  return (await q.execute()).map((r) => ({
    uploadId: r.id,
    companyId: r.company_id,
    userId: r.uploaded_by,
    sourceType: r.source_type,
    contentType: r.content_type,
    allowDuplicate: Number(r.allow_duplicate) === 1,
    bytesTotal: Number(r.bytes_total ?? 0),
  }));
}

/**
 * Where a waiting upload stands in the line of every waiting upload (1 = next), or null when it is not waiting
 * (still arriving, processing or done). Only a count of the others is read, never their rows.
 */
export async function uploadQueuePosition(
  db: Db,
  p: { companyId: number; id: number },
): Promise<number | null> {
  // One statement, one snapshot: the upload cannot leave the line between finding it and counting ahead of it.
  const r = await db
    .selectFrom("carbon_data_sources as s")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("s.processing_status", "=", "queued")
    .where("s.received_at", "is not", null)
    .where("s.id", "<=", p.id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("carbon_data_sources as own")
          .select("own.id")
          .where("own.company_id", "=", p.companyId)
          .where("own.id", "=", p.id)
          .where("own.processing_status", "=", "queued")
          .where("own.received_at", "is not", null),
      ),
    )
    .executeTakeFirstOrThrow();
  const n = Number(r.n);
  return n > 0 ? n : null;
}

/**
 * Takes a waiting upload out of the line: it becomes "processing". False when it is no longer waiting
 * (cancelled meanwhile, or taken by another process that also had it queued).
 */
export async function claimWaitingUpload(
  db: Db,
  p: { companyId: number; uploadId: number; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable("carbon_data_sources")
    .set({ processing_status: "processing", progress_at: p.at })
    .where("id", "=", p.uploadId)
    .where("company_id", "=", p.companyId)
    .where("processing_status", "=", "queued")
    .where("received_at", "is not", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
