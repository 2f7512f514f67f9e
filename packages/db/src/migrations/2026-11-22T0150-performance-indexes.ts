import { type Kysely, sql } from "kysely";

/**
 * Measured with `pnpm bench` (5,000 suppliers and 2,000 rows per module table): indexes whose columns match the
 * ORDER BY of the list queries, so SQLite walks the index instead of sorting every row into a temporary
 * b-tree on each request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("suppliers_company_name_idx")
    .on("suppliers")
    .columns(["company_id", "name"])
    .execute();
  await db.schema
    .createIndex("documents_company_created_idx")
    .on("documents")
    .columns(["company_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("esg_goals_company_created_idx")
    .on("esg_goals")
    .columns(["company_id", "created_at", "id"])
    .execute();
  // queries/materiality.ts orders by business_impact + stakeholder_concern DESC, business_impact DESC, id.
  await sql`CREATE INDEX materiality_topics_company_rank_idx ON materiality_topics
    (company_id, (business_impact + stakeholder_concern) DESC, business_impact DESC, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "materiality_topics_company_rank_idx",
    "esg_goals_company_created_idx",
    "documents_company_created_idx",
    "suppliers_company_name_idx",
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
