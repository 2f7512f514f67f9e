import type { Kysely } from "kysely";
import { id, now, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("impact_measurements")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("value", real(db), (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("baseline", real(db))
    .addColumn("target", real(db))
    .addColumn("target_date", "text")
    .addColumn("methodology", "text")
    .addColumn("verification_status", "text", (c) => c.notNull().defaultTo("unverified"))
    .addColumn("data_source", "text")
    .addColumn("beneficiaries", "integer")
    .addColumn("geographic_scope", "text")
    .addColumn("reporting_period", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("impact_measurements_company_id_idx")
    .on("impact_measurements")
    .columns(["company_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("impact_measurements").execute();
}
