import { type Kysely, sql } from "kysely";
import { engineOf } from "../engine";
import { id, now, real } from "./portable";

/**
 * Data entry that helps (docs/decisions/030-data-entry-that-helps.md). Frozen once landed.
 *
 * - `benchmark_data.direction`: whether higher or lower values of the metric are better ("higher" or
 *   "lower"). Rows recorded before had to have a top quartile at or above the average and their percentile was
 *   computed with higher values ranking higher, so they are "higher": the stored percentile stays true.
 * - `esg_ratings` pillar scores become nullable: a pillar left empty is "not rated" (null), no longer 0.
 *   Existing zeros stay: whether they meant 0% or "empty" cannot be told apart now. PostgreSQL drops the NOT
 *   NULL and the default in place; SQLite cannot alter a column, so the table is rebuilt under its own name
 *   (rows, ids, the AUTOINCREMENT counter and the index kept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("benchmark_data")
    .addColumn("direction", "text", (c) => c.notNull().defaultTo("higher"))
    .execute();

  const pillars = ["environmental_score", "social_score", "governance_score"];
  if (engineOf(db) === "postgres") {
    for (const column of pillars) {
      await db.schema
        .alterTable("esg_ratings")
        .alterColumn(column, (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable("esg_ratings")
        .alterColumn(column, (c) => c.dropDefault())
        .execute();
    }
    return;
  }
  await createRatingsTable(db, "esg_ratings_rebuilt", { pillarsRequired: false });
  await sql`INSERT INTO esg_ratings_rebuilt (${sql.raw(RATING_COLUMNS)})
    SELECT ${sql.raw(RATING_COLUMNS)} FROM esg_ratings`.execute(db);
  await rebuildAs(db, "esg_ratings_rebuilt");
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("benchmark_data").dropColumn("direction").execute();
  const pillars = ["environmental_score", "social_score", "governance_score"];
  for (const column of pillars) {
    await sql`UPDATE esg_ratings SET ${sql.ref(column)} = 0 WHERE ${sql.ref(column)} IS NULL`.execute(db);
  }
  if (engineOf(db) === "postgres") {
    for (const column of pillars) {
      await db.schema
        .alterTable("esg_ratings")
        .alterColumn(column, (c) => c.setNotNull())
        .execute();
      await db.schema
        .alterTable("esg_ratings")
        .alterColumn(column, (c) => c.setDefault(0))
        .execute();
    }
    return;
  }
  await createRatingsTable(db, "esg_ratings_rebuilt", { pillarsRequired: true });
  await sql`INSERT INTO esg_ratings_rebuilt (${sql.raw(RATING_COLUMNS)})
    SELECT ${sql.raw(RATING_COLUMNS)} FROM esg_ratings`.execute(db);
  await rebuildAs(db, "esg_ratings_rebuilt");
}

const RATING_COLUMNS = [
  "id",
  "company_id",
  "provider",
  "overall_score",
  "previous_score",
  "environmental_score",
  "social_score",
  "governance_score",
  "rating_date",
  "trend",
  "methodology",
  "peer_ranking",
  "strengths",
  "weaknesses",
  "normalized_score",
  "created_at",
].join(", ");

/** The esg_ratings table of migration 2026-11-22T0107, with the pillars nullable unless `pillarsRequired`. */
async function createRatingsTable(db: Kysely<any>, name: string, opts: { pillarsRequired: boolean }) {
  let table = db.schema
    .createTable(name)
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("overall_score", "text", (c) => c.notNull())
    .addColumn("previous_score", "text");
  for (const column of ["environmental_score", "social_score", "governance_score"]) {
    table = table.addColumn(column, "integer", (c) => (opts.pillarsRequired ? c.notNull().defaultTo(0) : c));
  }
  await table
    .addColumn("rating_date", "text", (c) => c.notNull())
    .addColumn("trend", "text", (c) => c.notNull().defaultTo("stable"))
    .addColumn("methodology", "text")
    .addColumn("peer_ranking", "integer", (c) => c.notNull().defaultTo(50))
    .addColumn("strengths", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("weaknesses", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("normalized_score", real(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
}

/** SQLite: replaces esg_ratings by the filled `rebuilt` table, keeping its AUTOINCREMENT counter and index. */
async function rebuildAs(db: Kysely<any>, rebuilt: string): Promise<void> {
  const { rows } = await sql<{ seq: number }>`
    SELECT seq FROM sqlite_sequence WHERE name = 'esg_ratings'`.execute(db);
  await db.schema.dropTable("esg_ratings").execute();
  await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO esg_ratings`.execute(db);
  const seq = rows[0]?.seq;
  if (seq !== undefined) {
    await sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = 'esg_ratings'`.execute(db);
    await sql`INSERT INTO sqlite_sequence (name, seq)
      SELECT 'esg_ratings', ${seq} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'esg_ratings')`.execute(
      db,
    );
  }
  await db.schema
    .createIndex("esg_ratings_company_date_idx")
    .on("esg_ratings")
    .columns(["company_id", "rating_date"])
    .execute();
}
