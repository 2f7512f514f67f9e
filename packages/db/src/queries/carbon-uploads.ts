/**
 * Streamed uploads: a file processed in the background, batch by batch, all or nothing for every
 * reader. One transaction over a whole million-row upload would hold SQLite's only write lock for its whole
 * length (every other user's write would wait, and better-sqlite3 waits by blocking the event loop), so an
 * upload is written in short batch transactions under a data source in status "queued"/"processing", whose
 * activities every reader leaves out (`withoutUnfinishedUploads`) and whose rollup deltas are added only by
 * `finishUpload`, in one short transaction that also makes the upload "processed". A failed or cancelled
 * upload's batches are deleted (`discardUpload`); one interrupted by a crash is found by its stale progress
 * time and discarded (`discardStaleUploads`).
 */
import type { EmissionRecord } from "@esg/domain";
import { sql } from "kysely";
import { engineOf } from "../engine";
import { type Db, rawSqliteOf } from "../sqlite-dialect";
import { inTransaction } from "../transaction";
import { isGuarded, UnguardedWriteError } from "../write-guard";
import { type DuplicateRow, findDuplicateRows } from "./carbon-duplicates";
import {
  INSERT_ACTIVITY_SQL,
  insertActivitiesWithKysely,
  insertActivityRows,
  type MonthDelta,
  upsertMonthDeltas,
} from "./carbon-ingest";
import { listClosedYears, lockMonthlyTotals, lockYearClosure } from "./carbon-inventory";

export type UploadRow = {
  id: number;
  status: "queued" | "processing" | "processed" | "error" | "voided";
  fileName: string | null;
  sourceType: string;
  rowsRead: number;
  bytesRead: number;
  bytesTotal: number | null;
  message: string | null;
  issues: string | null;
  issueCount: number | null;
  result: string | null;
  activityCount: number;
  totalEmissions: number;
};

export async function createQueuedUpload(
  db: Db,
  p: {
    companyId: number;
    fileName: string | null;
    sourceType: string;
    uploadedAt: string;
    bytesTotal: number;
    contentType: string;
    libraryVersion: string;
    /** Who sends it (their cap of uploads at a time counts it); null for a job without a user. */
    uploadedBy?: number | null;
    allowDuplicate?: boolean;
  },
): Promise<number> {
  const r = await db
    .insertInto("carbon_data_sources")
    .values({
      company_id: p.companyId,
      file_name: p.fileName,
      source_type: p.sourceType,
      processing_status: "queued",
      error_message: null,
      activity_count: 0,
      total_emissions: 0,
      uploaded_at: p.uploadedAt,
      content_type: p.contentType,
      bytes_total: p.bytesTotal,
      factor_library_version: p.libraryVersion,
      progress_at: p.uploadedAt,
      uploaded_by: p.uploadedBy ?? null,
      allow_duplicate: p.allowDuplicate ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function getUpload(db: Db, p: { companyId: number; id: number }): Promise<UploadRow | null> {
  const r = await db
    .selectFrom("carbon_data_sources")
    .select([
      "id",
      "processing_status",
      "file_name",
      "source_type",
      "rows_read",
      "bytes_read",
      "bytes_total",
      "error_message",
      "issues",
      "issue_count",
      "result",
      "activity_count",
      "total_emissions",
    ])
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    status: r.processing_status as UploadRow["status"],
    fileName: r.file_name,
    sourceType: r.source_type,
    rowsRead: Number(r.rows_read),
    bytesRead: Number(r.bytes_read),
    bytesTotal: r.bytes_total === null ? null : Number(r.bytes_total),
    message: r.error_message,
    issues: r.issues,
    issueCount: r.issue_count,
    result: r.result,
    activityCount: r.activity_count,
    totalEmissions: r.total_emissions,
  };
}

export type UploadBatch = {
  companyId: number;
  uploadId: number;
  /** Calculated activities to write; empty once a bad row was found (the upload will fail). */
  records: readonly EmissionRecord[];
  rowsRead: number;
  bytesRead: number;
  at: string;
};

/**
 * Writes one batch and the progress in one short transaction. Returns false, writing nothing, when the upload
 * is no longer queued or processing (cancelled): the caller stops and discards it.
 */
export async function writeUploadBatch(db: Db, b: UploadBatch): Promise<boolean> {
  // The prepared statements are outside Kysely, so the guard's plugin would not see them: refuse here.
  if (isGuarded(db)) throw new UnguardedWriteError("carbon_data_sources", "INSERT");
  const raw = rawSqliteOf(db);
  // Inside the caller's transaction (inTransaction remembered its connection) the statements join it.
  if (raw && db.isTransaction) return writeBatchWithPreparedStatements(raw, b);
  if (raw) {
    // One synchronous better-sqlite3 transaction while holding Kysely's connection (see storeIngest).
    return db.connection().execute(async () => writeBatchWithPreparedStatements(raw, b));
  }
  return inTransaction(db, async (trx) => {
    const progressed = await trx
      .updateTable("carbon_data_sources")
      .set({
        processing_status: "processing",
        rows_read: b.rowsRead,
        bytes_read: b.bytesRead,
        progress_at: b.at,
      })
      .where("id", "=", b.uploadId)
      .where("company_id", "=", b.companyId)
      .where("processing_status", "in", ["queued", "processing"])
      .executeTakeFirst();
    if (Number(progressed.numUpdatedRows) !== 1) return false;
    if (b.records.length > 0) await insertActivitiesWithKysely(trx, b.records, b.companyId, b.uploadId);
    return true;
  });
}

function writeBatchWithPreparedStatements(raw: NonNullable<ReturnType<typeof rawSqliteOf>>, b: UploadBatch) {
  return raw
    .transaction(() => {
      const progressed = raw
        .prepare(
          `UPDATE carbon_data_sources SET processing_status = 'processing', rows_read = ?, bytes_read = ?,
             progress_at = ? WHERE id = ? AND company_id = ? AND processing_status IN ('queued', 'processing')`,
        )
        .run(b.rowsRead, b.bytesRead, b.at, b.uploadId, b.companyId);
      if (progressed.changes !== 1) return false;
      if (b.records.length > 0) {
        insertActivityRows(raw.prepare(INSERT_ACTIVITY_SQL), b.records, b.companyId, b.uploadId);
      }
      return true;
    })
    .immediate();
}

export type FinishUpload = {
  companyId: number;
  uploadId: number;
  sourceType: string;
  deltas: Iterable<MonthDelta>;
  activityCount: number;
  kgCO2e: number;
  contentHash: string;
  allowDuplicate: boolean;
  /** The reporting years the upload adds to: a closed one refuses it. */
  years: readonly number[];
  warnings: readonly { code: string; message: string; rows: number }[];
  /** JSON of the result the status shows. */
  result: string;
  rowsRead: number;
  bytesRead: number;
  at: string;
  /** "pending": processed but waiting for review, so its deltas are not added (carbon-review.ts). */
  reviewStatus?: "approved" | "pending";
  /**
   * A yield to the event loop, called between the slices of the duplicate check and of the rollup update
   * (inside the transaction, whose locks stay held), so that neither holds a SQLite server's only thread.
   */
  between?: () => Promise<void>;
};

/** Rollup rows added per step of the finish (each its own statement) before `between`. */
const ROLLUP_DELTAS_PER_STEP = 50;

export type FinishOutcome =
  | { ok: true }
  | { ok: false; reason: "cancelled" }
  | { ok: false; reason: "closed"; years: number[] }
  | { ok: false; reason: "duplicate"; duplicates: DuplicateRow[] };

/**
 * Makes the upload count, in one transaction: refuses it if a year it adds to was closed or a row is a bill
 * already counted (or repeated within the upload) unless duplicates are allowed (checked here, under the same locks as closing a year and the rollup, so neither can slip
 * in between), adds its rollup deltas and marks it processed.
 */
export async function finishUpload(db: Db, f: FinishUpload): Promise<FinishOutcome> {
  // Run inside the caller's transaction when there is one (the write that also appends the audit entry).
  const run = async (trx: Db): Promise<FinishOutcome> => {
    for (const year of [...f.years].sort()) await lockYearClosure(trx, { companyId: f.companyId, year });
    await lockMonthlyTotals(trx, f);
    const closed = (await listClosedYears(trx, f)).filter((y) => f.years.includes(y)).sort();
    if (closed.length > 0) return { ok: false, reason: "closed", years: closed };
    if (!f.allowDuplicate) {
      // Under the rollup's lock: an upload of the same bill finishing meanwhile is either seen or waits.
      const duplicates = await findDuplicateRows(trx, {
        companyId: f.companyId,
        sourceId: f.uploadId,
        between: f.between,
      });
      if (duplicates.length > 0) return { ok: false, reason: "duplicate", duplicates };
    }
    const done = await trx
      .updateTable("carbon_data_sources")
      .set({
        processing_status: "processed",
        activity_count: f.activityCount,
        total_emissions: f.kgCO2e,
        content_hash: f.contentHash,
        warnings: f.warnings.length ? JSON.stringify(f.warnings) : null,
        result: f.result,
        rows_read: f.rowsRead,
        bytes_read: f.bytesRead,
        progress_at: f.at,
        review_status: f.reviewStatus ?? "approved",
      })
      .where("id", "=", f.uploadId)
      .where("company_id", "=", f.companyId)
      .where("processing_status", "in", ["queued", "processing"])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return { ok: false, reason: "cancelled" };
    if (f.reviewStatus === "pending") return { ok: true };
    const deltas = [...f.deltas];
    for (let at = 0; at < deltas.length; at += ROLLUP_DELTAS_PER_STEP) {
      if (at > 0) await f.between?.();
      const step = deltas.slice(at, at + ROLLUP_DELTAS_PER_STEP);
      await upsertMonthDeltas(trx, { companyId: f.companyId, sourceType: f.sourceType, deltas: step });
    }
    return { ok: true };
  };
  return inTransaction(db, run);
}

/**
 * Rows deleted per statement while discarding, so that no single statement holds the database (and, on
 * SQLite, the event loop) for long: each activity deleted also updates five indexes and a trigger.
 */
const DISCARD_BATCH = 1_000;

export type DiscardUpload = {
  companyId: number;
  uploadId: number;
  message: string;
  issues?: string | null;
  issueCount?: number | null;
  /** JSON of the rows refused as bills already counted; kept in `result`, which a failed upload has no other use for. */
  duplicates?: string | null;
  rowsRead?: number;
  bytesRead?: number;
  at: string;
};

/**
 * Marks the upload failed (unless it already is: a cancellation keeps its message) and deletes what it wrote,
 * a batch at a time, yielding between batches. Its activities are out of every total from the first statement.
 */
export async function discardUpload(db: Db, p: DiscardUpload): Promise<void> {
  await markUploadFailed(db, p);
  await deleteUploadRows(db, p);
}

/** The first half of `discardUpload`: the upload is failed, its activities out of every total. */
export async function markUploadFailed(db: Db, p: DiscardUpload): Promise<void> {
  await db
    .updateTable("carbon_data_sources")
    .set({
      processing_status: "error",
      error_message: p.message,
      issues: p.issues ?? null,
      issue_count: p.issueCount ?? null,
      ...(p.duplicates ? { result: p.duplicates } : {}),
      progress_at: p.at,
      ...(p.rowsRead === undefined ? {} : { rows_read: p.rowsRead }),
      ...(p.bytesRead === undefined ? {} : { bytes_read: p.bytesRead }),
    })
    .where("id", "=", p.uploadId)
    .where("company_id", "=", p.companyId)
    .where("processing_status", "in", ["queued", "processing"])
    .execute();
}

/**
 * Deletes up to DISCARD_BATCH of a discarded upload's rows (its activities, then its kept pieces): the number
 * deleted, 0 once none is left. One statement, so a caller can give each batch a short transaction of its own.
 */
export async function deleteUploadRowsBatch(
  db: Db,
  p: { companyId: number; uploadId: number },
): Promise<number> {
  for (const table of ["emission_activities", "carbon_upload_chunks"] as const) {
    const ids = db
      .selectFrom(table)
      .select("id")
      .where("company_id", "=", p.companyId)
      .where("data_source_id", "=", p.uploadId)
      .limit(DISCARD_BATCH);
    const deleted = Number(
      (await db.deleteFrom(table).where("id", "in", ids).executeTakeFirst()).numDeletedRows,
    );
    if (deleted > 0) return deleted;
  }
  return 0;
}

async function deleteUploadRows(db: Db, p: { companyId: number; uploadId: number }): Promise<void> {
  while ((await deleteUploadRowsBatch(db, p)) > 0) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Cancels a queued or processing upload; its job (in whichever process) sees it at its next batch. */
export async function cancelUpload(
  db: Db,
  p: { companyId: number; id: number; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable("carbon_data_sources")
    .set({ processing_status: "error", error_message: "Cancelled", progress_at: p.at })
    .where("id", "=", p.id)
    .where("company_id", "=", p.companyId)
    .where("processing_status", "in", ["queued", "processing"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Uploads whose job stopped without finishing (the process ended): processing, or queued with their file
 * still arriving, with no progress since `staleBefore`, and failed ones that still hold rows. Marks them failed
 * and deletes their rows. An upload whose whole file arrived and that waits in the queue is not stale however
 * long it waits: a process picks it up again (`listWaitingUploads`). Every company's: run by the server on
 * start and every minute.
 */
export async function discardStaleUploads(db: Db, p: { staleBefore: string; at: string }): Promise<number> {
  const stale = await db
    .selectFrom("carbon_data_sources")
    .select(["id", "company_id"])
    .where((eb) =>
      eb.or([
        eb("processing_status", "=", "processing"),
        eb.and([eb("processing_status", "=", "queued"), eb("received_at", "is", null)]),
      ]),
    )
    .where("progress_at", "<", p.staleBefore)
    .execute();
  const leftovers = await db
    .selectFrom("carbon_data_sources as s")
    .select(["s.id", "s.company_id"])
    .where("s.processing_status", "=", "error")
    .where("s.progress_at", "<", p.staleBefore)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom("emission_activities as a").select("a.id").whereRef("a.data_source_id", "=", "s.id"),
        ),
        eb.exists(
          eb.selectFrom("carbon_upload_chunks as c").select("c.id").whereRef("c.data_source_id", "=", "s.id"),
        ),
      ]),
    )
    .execute();
  for (const s of stale) {
    await discardUpload(db, {
      companyId: s.company_id,
      uploadId: s.id,
      message: "The upload was interrupted (the server stopped); nothing was stored. Please upload it again.",
      at: p.at,
    });
  }
  for (const s of leftovers) await deleteUploadRows(db, { companyId: s.company_id, uploadId: s.id });
  return stale.length + leftovers.length;
}

/** Whether a streamed upload kept its file (its first piece is there). */
export async function hasUploadChunks(db: Db, p: { companyId: number; uploadId: number }): Promise<boolean> {
  const r = await db
    .selectFrom("carbon_upload_chunks")
    .select("seq")
    .where("company_id", "=", p.companyId)
    .where("data_source_id", "=", p.uploadId)
    .where("seq", "=", 0)
    .executeTakeFirst();
  return r !== undefined;
}

/**
 * A download reads a kept piece in slices this size. Each slice is a fresh buffer that lives until V8 collects
 * it, and few JS objects are made meanwhile, so slices pile up between collections: smaller slices keep that
 * pile small. bench/download.ts on a quiet machine, 200 MiB: 256 KiB slices grew RSS by 34-49 MB at up to
 * 243 MiB/s (too near the 50 MB budget), 128 KiB by 29-40 MB at 117-156 MiB/s, 64 KiB by 32-33 MB at ~90 MiB/s.
 */
const DOWNLOAD_SLICE_BYTES = 128 * 1024;

/**
 * The kept file of a streamed upload in order, a slice of a piece per query (SQLite `substr` and
 * PostgreSQL `substring` both slice a BLOB/bytea by bytes from 1), so a download holds a slice in memory,
 * never a piece or the file, on both engines.
 */
export async function* eachUploadChunk(
  db: Db,
  p: { companyId: number; uploadId: number },
): AsyncGenerator<Uint8Array> {
  const slice =
    engineOf(db) === "postgres"
      ? (from: number) => sql<Uint8Array>`substring(data from ${from} for ${DOWNLOAD_SLICE_BYTES})`
      : (from: number) => sql<Uint8Array>`substr(data, ${from}, ${DOWNLOAD_SLICE_BYTES})`;
  for (let seq = 0; ; seq++) {
    for (let from = 1; ; from += DOWNLOAD_SLICE_BYTES) {
      const r = await db
        .selectFrom("carbon_upload_chunks")
        .select(slice(from).as("part"))
        .where("company_id", "=", p.companyId)
        .where("data_source_id", "=", p.uploadId)
        .where("seq", "=", seq)
        .executeTakeFirst();
      if (!r) return;
      if (r.part.byteLength > 0) yield r.part;
      if (r.part.byteLength < DOWNLOAD_SLICE_BYTES) break;
    }
  }
}

/** Keeps one piece of a file being received (at most ~1 MiB), in order. */
export async function appendUploadChunk(
  db: Db,
  p: { companyId: number; uploadId: number; seq: number; data: Uint8Array },
): Promise<void> {
  await db
    .insertInto("carbon_upload_chunks")
    .values({ company_id: p.companyId, data_source_id: p.uploadId, seq: p.seq, data: p.data })
    .execute();
  // A slow upload is still alive (discardStaleUploads goes by this time).
  await db
    .updateTable("carbon_data_sources")
    .set({ progress_at: new Date().toISOString() })
    .where("id", "=", p.uploadId)
    .where("company_id", "=", p.companyId)
    .execute();
}

/** One kept piece of an upload's file (seq from 0), or null past the last. */
export async function readUploadChunk(
  db: Db,
  p: { companyId: number; uploadId: number; seq: number },
): Promise<Uint8Array | null> {
  const r = await db
    .selectFrom("carbon_upload_chunks")
    .select("data")
    .where("company_id", "=", p.companyId)
    .where("data_source_id", "=", p.uploadId)
    .where("seq", "=", p.seq)
    .executeTakeFirst();
  return r ? r.data : null;
}

/**
 * The whole file has arrived: its size is known, progress is measured against it from now on, and the upload
 * waits in the queue (a restart picks it up again rather than discarding it).
 */
export async function markUploadReceived(
  db: Db,
  p: { companyId: number; uploadId: number; bytesTotal: number; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable("carbon_data_sources")
    .set({ bytes_total: p.bytesTotal, progress_at: p.at, received_at: p.at })
    .where("id", "=", p.uploadId)
    .where("company_id", "=", p.companyId)
    .where("processing_status", "=", "queued")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export type UploadListRow = Pick<
  UploadRow,
  "id" | "status" | "fileName" | "sourceType" | "rowsRead" | "bytesRead" | "bytesTotal" | "message"
> & {
  uploadedAt: string;
  activityCount: number;
  totalEmissions: number;
  voided: boolean;
  reviewStatus: string;
};

/**
 * A company's uploads, newest first, one page (`limit` may read one row more, to tell that a next page exists),
 * with how many there are in all.
 */
export async function listUploads(
  db: Db,
  p: { companyId: number; page: number; pageSize: number; limit?: number },
): Promise<{ rows: UploadListRow[]; total: number }> {
  const company = db.selectFrom("carbon_data_sources").where("company_id", "=", p.companyId);
  const [rows, count] = await Promise.all([
    company
      .select([
        "id",
        "processing_status",
        "file_name",
        "source_type",
        "uploaded_at",
        "rows_read",
        "bytes_read",
        "bytes_total",
        "error_message",
        "activity_count",
        "total_emissions",
        "voided_at",
        "review_status",
      ])
      .orderBy("id", "desc")
      .limit(p.limit ?? p.pageSize)
      .offset((p.page - 1) * p.pageSize)
      .execute(),
    company.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      status: r.processing_status as UploadRow["status"],
      fileName: r.file_name,
      sourceType: r.source_type,
      uploadedAt: r.uploaded_at,
      rowsRead: Number(r.rows_read),
      bytesRead: Number(r.bytes_read),
      bytesTotal: r.bytes_total === null ? null : Number(r.bytes_total),
      message: r.error_message,
      activityCount: Number(r.activity_count),
      totalEmissions: Number(r.total_emissions),
      voided: r.voided_at !== null,
      reviewStatus: r.review_status,
    })),
    total: Number(count.n),
  };
}
