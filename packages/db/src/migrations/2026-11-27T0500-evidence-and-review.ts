import type { Kysely } from "kysely";
import { blob, epochMs, id, trackCompanyDataVersion } from "./portable";

/**
 * Evidence and review of carbon data sources.
 * - `carbon_evidence_files`: files (bills, invoices, meter photos, spreadsheets) that back a data source, with
 *   their sniffed type, size and SHA-256; the bytes are kept in `carbon_evidence_chunks` in order, about 1 MiB
 *   each, as a streamed upload's are. A file still arriving is `receiving` and listed nowhere.
 * - `carbon_data_sources` gains who uploaded it and its review: `review_status` is "approved" for every
 *   existing source (they were counted before review existed, and stay counted), "pending" or "rejected".
 * - `company_reporting_settings.require_approval` (0/1, default off): new uploads wait for another admin.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("carbon_data_sources")
    .addColumn("review_status", "text", (c) => c.notNull().defaultTo("approved"))
    .execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("uploaded_by", "integer").execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("reviewed_by", "integer").execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("reviewed_at", "text").execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("review_reason", "text").execute();
  await db.schema
    .alterTable("company_reporting_settings")
    .addColumn("require_approval", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("carbon_evidence_files")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("data_source_id", "integer", (c) =>
      c.notNull().references("carbon_data_sources.id").onDelete("cascade"),
    )
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", epochMs(db), (c) => c.notNull().defaultTo(0))
    .addColumn("sha256", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "integer")
    .execute();
  await db.schema
    .createIndex("carbon_evidence_files_source_idx")
    .on("carbon_evidence_files")
    .columns(["company_id", "data_source_id"])
    .execute();
  await db.schema
    .createTable("carbon_evidence_chunks")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("evidence_id", "integer", (c) =>
      c.notNull().references("carbon_evidence_files.id").onDelete("cascade"),
    )
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("data", blob(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carbon_evidence_chunks_file_idx")
    .on("carbon_evidence_chunks")
    .columns(["evidence_id", "seq"])
    .unique()
    .execute();
  // The file's row is the company's data; its pieces are bookkeeping, like an upload's (portable.ts).
  await trackCompanyDataVersion(db, "carbon_evidence_files");
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("carbon_evidence_chunks").execute();
  await db.schema.dropTable("carbon_evidence_files").execute();
  await db.schema.alterTable("company_reporting_settings").dropColumn("require_approval").execute();
  for (const column of ["review_reason", "reviewed_at", "reviewed_by", "uploaded_by", "review_status"]) {
    await db.schema.alterTable("carbon_data_sources").dropColumn(column).execute();
  }
}
