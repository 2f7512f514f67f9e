import { type Kysely, sql } from "kysely";

// The foundation seeded fixed pillar scores here until the assessment engine (issue 4) computed them from
// live data; nothing reads the table any more.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("esg_assessments").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("esg_assessments")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("environmental_score", "real", (c) => c.notNull())
    .addColumn("social_score", "real", (c) => c.notNull())
    .addColumn("governance_score", "real", (c) => c.notNull())
    .addColumn("summary_text", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}
