import type { Kysely } from "kysely";
import { id, now, real } from "./portable";

// The foundation seeded fixed pillar scores here until the assessment engine computed them from
// live data; nothing reads the table any more.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("esg_assessments").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("esg_assessments")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("environmental_score", real(db), (c) => c.notNull())
    .addColumn("social_score", real(db), (c) => c.notNull())
    .addColumn("governance_score", real(db), (c) => c.notNull())
    .addColumn("summary_text", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
}
