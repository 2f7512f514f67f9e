import { type Kysely, sql } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, onPostgres, onSqlite } from "./migration-test";

const NAME = "2026-11-25T0710-benchmark-direction-unrated-pillars";

/** The database before the migration, with one company; its steps up and down. */
async function withCompany(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db.insertInto("companies").values({ id: 1, name: "Northwind", industry: "Manufacturing" }).execute();
  return m;
}

/** A rating of company 1 as stored before the migration (every pillar a number). */
const ratingOf = (
  provider: string,
  overall: string,
  [environmental, governance]: [number, number],
  date: string,
  normalized: number,
) => ({
  company_id: 1,
  provider,
  overall_score: overall,
  environmental_score: environmental,
  social_score: 0,
  governance_score: governance,
  rating_date: date,
  normalized_score: normalized,
});

// SQLite rebuilds the table (its counter and index must survive); PostgreSQL alters the columns in place.
onSqlite(
  NAME,
  "keeps ratings and benchmarks recorded before it: benchmarks are higher-is-better, pillars may be null",
  async (db: Kysely<any>) => {
    const m = await withCompany(db);
    const rating = ratingOf("MSCI", "A", [66, 62], "2025-04-10", 70);
    await db
      .insertInto("esg_ratings")
      .values([
        { ...rating, id: 7 },
        { ...rating, id: 9 },
      ])
      .execute();
    await db.deleteFrom("esg_ratings").where("id", "=", 9).execute();
    await db
      .insertInto("benchmark_data")
      .values({
        company_id: 1,
        industry: "Manufacturing",
        region: "Europe",
        metric: "renewable_energy_share",
        value: 84,
        unit: "%",
        year: 2025,
        industry_average: 45.3,
        top_quartile: 65,
        percentile: 90,
      })
      .execute();

    await m.up();

    expect(await db.selectFrom("esg_ratings").selectAll().execute()).toEqual([
      expect.objectContaining({ ...rating, id: 7, trend: "stable", peer_ranking: 50, strengths: "[]" }),
    ]);
    expect(
      await db.selectFrom("benchmark_data").select(["metric", "direction", "percentile"]).execute(),
    ).toEqual([{ metric: "renewable_energy_share", direction: "higher", percentile: 90 }]);
    // A pillar may now be null; the AUTOINCREMENT counter survived the rebuild (no reuse of the deleted id 9).
    const { id } = await db
      .insertInto("esg_ratings")
      .values({ ...rating, environmental_score: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBe(10);
    // The index came back, and a company's deletion still cascades.
    const indexes = await sql<{ name: string }>`SELECT name FROM pragma_index_list('esg_ratings')`.execute(
      db,
    );
    expect(indexes.rows.map((r) => r.name)).toContain("esg_ratings_company_date_idx");
    await db.deleteFrom("companies").execute();
    expect(await db.selectFrom("esg_ratings").selectAll().execute()).toEqual([]);

    // And back down: null pillars become 0 again.
    await m.down();
  },
);

onPostgres(
  NAME,
  "keeps the rows, makes the pillars nullable in place and goes back down",
  async (db: Kysely<any>) => {
    const m = await withCompany(db);
    const rating = ratingOf("CDP", "B", [61, 64], "2025-02-04", 80);
    await db.insertInto("esg_ratings").values(rating).execute();

    await m.up();
    expect(await db.selectFrom("esg_ratings").selectAll().execute()).toEqual([
      expect.objectContaining(rating),
    ]);
    await db
      .insertInto("esg_ratings")
      .values({ ...rating, social_score: null })
      .execute();
    const { rows } = await sql<{ column_name: string; is_nullable: string; column_default: string | null }>`
      SELECT column_name, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'esg_ratings' AND column_name LIKE '%_score'
        AND column_name NOT IN ('overall_score', 'previous_score', 'normalized_score')
      ORDER BY column_name`.execute(db);
    expect(rows).toEqual(
      ["environmental_score", "governance_score", "social_score"].map((column_name) => ({
        column_name,
        is_nullable: "YES",
        column_default: null,
      })),
    );

    await m.down();
    expect(
      (await db.selectFrom("esg_ratings").select("social_score").orderBy("id").execute()).map(
        (r) => r.social_score,
      ),
    ).toEqual([0, 0]);
  },
);
