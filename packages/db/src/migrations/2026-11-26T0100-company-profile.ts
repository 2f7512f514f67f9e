import { type Kysely, sql } from "kysely";
import { now, real, trackCompanyChanges } from "./portable";

/**
 * The company profile (Settings → Company): country, reporting currency, employees, LEI, the public feedback
 * link's slug and when the first-run checklist was dismissed, on `companies`; revenue by year in
 * `company_revenue`, the denominator of every intensity.
 *
 * Backfill:
 * - every existing company gets a feedback slug made from its name, unique (`-2`, `-3`, … on a clash);
 * - the single revenue of `carbon_company_profiles` becomes one year's row, in its currency. That figure had
 *   no year: the analysis used it as the revenue of whichever reporting year it showed. It is kept for the
 *   latest reporting year with activity data (the year the analysis showed by default; for the demo seed
 *   that is 2024, whose data was uploaded on the same day, 15 January 2025, as the revenue was recorded),
 *   else the calendar year before it was recorded. Earlier years get no revenue rather than a copy of a
 *   figure that was not theirs: their intensity says it is missing.
 * `carbon_company_profiles` is then dropped: nothing reads it any more. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ["country", "text"],
    ["currency", "text"],
    ["employees", "integer"],
    ["lei", "text"],
    ["feedback_slug", "text"],
    ["onboarding_dismissed_at", "text"],
  ] as const) {
    await db.schema.alterTable("companies").addColumn(name, type).execute();
  }

  const companies = await db.selectFrom("companies").select(["id", "name"]).orderBy("id").execute();
  const taken = new Set<string>();
  for (const c of companies as { id: number; name: string }[]) {
    const slug = uniqueSlugFor(String(c.name), taken);
    taken.add(slug);
    await db.updateTable("companies").set({ feedback_slug: slug }).where("id", "=", c.id).execute();
  }
  await db.schema
    .createIndex("companies_feedback_slug_idx")
    .on("companies")
    .column("feedback_slug")
    .unique()
    .execute();

  await db.schema
    .createTable("company_revenue")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("amount", real(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("company_revenue_pk", ["company_id", "year"])
    .execute();
  await trackCompanyChanges(db, "company_revenue");

  await sql`INSERT INTO company_revenue (company_id, year, amount)
    SELECT p.company_id,
      coalesce(
        (SELECT max(a.reporting_year) FROM emission_activities a
          WHERE a.company_id = p.company_id AND a.voided_at IS NULL),
        CAST(substr(p.updated_at, 1, 4) AS integer) - 1),
      p.annual_revenue
    FROM carbon_company_profiles p
    WHERE p.annual_revenue > 0`.execute(db);
  await sql`UPDATE companies SET currency = (
      SELECT upper(p.revenue_currency) FROM carbon_company_profiles p WHERE p.company_id = companies.id)
    WHERE currency IS NULL`.execute(db);

  await db.schema.dropTable("carbon_company_profiles").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carbon_company_profiles")
    .addColumn("company_id", "integer", (c) =>
      c.primaryKey().notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("annual_revenue", real(db), (c) => c.notNull())
    .addColumn("revenue_currency", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await trackCompanyChanges(db, "carbon_company_profiles");
  // The latest year's revenue goes back as the single figure the old table held.
  await sql`INSERT INTO carbon_company_profiles (company_id, annual_revenue, revenue_currency)
    SELECT r.company_id, r.amount, c.currency
    FROM company_revenue r JOIN companies c ON c.id = r.company_id
    WHERE c.currency IS NOT NULL
      AND r.year = (SELECT max(r2.year) FROM company_revenue r2 WHERE r2.company_id = r.company_id)`.execute(
    db,
  );
  await db.schema.dropTable("company_revenue").execute();
  await db.schema.dropIndex("companies_feedback_slug_idx").execute();
  for (const name of [
    "onboarding_dismissed_at",
    "feedback_slug",
    "lei",
    "employees",
    "currency",
    "country",
  ]) {
    await db.schema.alterTable("companies").dropColumn(name).execute();
  }
}

/**
 * The slug rule of the domain (slugify/uniqueSlug), repeated here because a landed migration must keep
 * doing what it did when the domain's rule changes later.
 */
function uniqueSlugFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "company";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
