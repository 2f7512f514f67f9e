import type { Kysely } from "kysely";

/**
 * Streamed uploads wait in a queue: who sent each one (a user may have only a few queued or processing), when
 * its whole file had arrived (a received upload waiting in the queue is picked up again after a restart, while
 * one still arriving when the process stopped is discarded), and whether the sender allowed a duplicate (the
 * job that resumes it needs the choice). The waiting queue is read oldest first by status and arrival.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key: a user record may go while the upload's row (and its audit entry) stays.
  await db.schema.alterTable("carbon_data_sources").addColumn("uploaded_by", "integer").execute();
  await db.schema.alterTable("carbon_data_sources").addColumn("received_at", "text").execute();
  await db.schema
    .alterTable("carbon_data_sources")
    .addColumn("allow_duplicate", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("carbon_data_sources_status_idx")
    .on("carbon_data_sources")
    .columns(["processing_status", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("carbon_data_sources_status_idx").execute();
  for (const column of ["allow_duplicate", "received_at", "uploaded_by"]) {
    await db.schema.alterTable("carbon_data_sources").dropColumn(column).execute();
  }
}
