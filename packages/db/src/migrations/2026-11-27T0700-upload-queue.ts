import type { Kysely } from "kysely";

/**
 * Streamed uploads wait in a queue: who sent each one (a user may have only a few queued or processing), when
 * its whole file had arrived (a received upload waiting in the queue is picked up again after a restart, while
 * one still arriving when the process stopped is discarded), and whether the sender allowed a duplicate (the
 * job that resumes it needs the choice). The waiting queue is read oldest first by status and arrival.
 * Frozen once landed.
 */
/** Whether `carbon_data_sources` has `column` already. */
async function hasColumn(db: Kysely<any>, column: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  const table = tables.find((t) => t.name === "carbon_data_sources");
  return table?.columns.some((c) => c.name === column) ?? false;
}

export async function up(db: Kysely<any>): Promise<void> {
  // Who uploaded a source is also recorded for its review (2026-11-27T0500-evidence-and-review, made in
  // parallel): the column is shared, added here only where that migration has not added it. No foreign key: a
  // user record may go while the upload's row (and its audit entry) stays.
  if (!(await hasColumn(db, "uploaded_by"))) {
    await db.schema.alterTable("carbon_data_sources").addColumn("uploaded_by", "integer").execute();
  }
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
  // `uploaded_by` stays: the review's migration owns it where both ran (`up` then finds it and leaves it).
  for (const column of ["allow_duplicate", "received_at"]) {
    await db.schema.alterTable("carbon_data_sources").dropColumn(column).execute();
  }
}
