import type { Kysely } from "kysely";
import { blob, epochMs, id, trackCompanyChanges } from "./portable";

/**
 * Streamed uploads: a file sent to POST /api/carbon/uploads is processed in the background, so its
 * data source row carries the job's progress (rows and bytes read), and its outcome — the result of a
 * processed upload, or the row issues of a failed one (at most 1,000 listed, `issue_count` in all).
 * `processing_status` gains "queued" and "processing": their activities are written batch by batch and stay
 * out of every total until the upload is processed. The file itself is kept in 1 MiB chunks, never as one
 * value in memory. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("carbon_data_sources")
    .addColumn("rows_read", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("carbon_data_sources")
    .addColumn("bytes_read", epochMs(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("bytes_total", epochMs(db)).execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("issues", "text").execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("issue_count", "integer").execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("result", "text").execute();
  /** When the job last wrote progress: an upload with none for minutes was interrupted and is discarded. */
  await db.schema.alterTable("carbon_data_sources").addColumn("progress_at", "text").execute();
  await db.schema
    .createTable("carbon_upload_chunks")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("data_source_id", "integer", (c) =>
      c.notNull().references("carbon_data_sources.id").onDelete("cascade"),
    )
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("data", blob(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carbon_upload_chunks_source_idx")
    .on("carbon_upload_chunks")
    .columns(["data_source_id", "seq"])
    .unique()
    .execute();
  await trackCompanyChanges(db, "carbon_upload_chunks");
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("carbon_upload_chunks").execute();
  for (const column of [
    "progress_at",
    "result",
    "issue_count",
    "issues",
    "bytes_total",
    "bytes_read",
    "rows_read",
  ]) {
    await db.schema.alterTable("carbon_data_sources").dropColumn(column).execute();
  }
}
