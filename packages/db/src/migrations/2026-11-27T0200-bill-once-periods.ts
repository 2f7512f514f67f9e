import { type Kysely, sql } from "kysely";

/**
 * Each bill counted once, and billing periods (docs/decisions/037-bills-once-and-periods.md).
 * Every activity keeps the duplicate key of the input row it came from (`row_key`: the activity, unit, amount,
 * date or period, site and region as JSON text; a derived category 3 row and each month of an apportioned
 * period share their row's key), the row's number in its upload (`source_row`) and the row's billing period
 * (`period_start`, `period_end`, inclusive, null for a dated row). The key is indexed with the company, since
 * every ingest looks its rows up by it. Activities stored before get their key from their own columns (the
 * format the ingest writes, inlined here so that this migration stays frozen). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [
    ["row_key", "text"],
    ["source_row", "integer"],
    ["period_start", "text"],
    ["period_end", "text"],
  ] as const) {
    await db.schema.alterTable("emission_activities").addColumn(column, type).execute();
  }
  await db.schema
    .createIndex("emission_activities_row_key_idx")
    .on("emission_activities")
    .columns(["company_id", "row_key"])
    .execute();
  await backfillRowKeys(db);
}

const BATCH = 1000;

async function backfillRowKeys(db: Kysely<any>): Promise<void> {
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom("emission_activities")
      .select(["id", "activity", "activity_unit", "activity_amount", "activity_date", "site_id", "region"])
      .where("derived_from_id", "is", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const key = JSON.stringify([
        r.activity,
        r.activity_unit,
        Number(r.activity_amount),
        r.activity_date,
        r.site_id ?? null,
        r.region ?? null,
      ]);
      await db.updateTable("emission_activities").set({ row_key: key }).where("id", "=", r.id).execute();
    }
    after = rows[rows.length - 1]?.id as number;
  }
  await sql`UPDATE emission_activities SET row_key = (
      SELECT p.row_key FROM emission_activities p WHERE p.id = emission_activities.derived_from_id)
    WHERE derived_from_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("emission_activities_row_key_idx").execute();
  for (const c of ["period_end", "period_start", "source_row", "row_key"]) {
    await db.schema.alterTable("emission_activities").dropColumn(c).execute();
  }
}
